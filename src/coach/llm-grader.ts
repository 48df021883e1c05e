import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { generateText, Output } from "ai";
import { z } from "zod";
import { keyPointsFor } from "./key-points";
import { buildGradingPrompt, GRADER_SYSTEM_PROMPT } from "./llm-prompt";
import type { GradeInput, GradeResult } from "./types";

export const DEFAULT_LLM_TIMEOUT_MS = 20_000;

/** The reply the model must produce; an out-of-range score fails here and triggers the fallback. */
export const llmGradeSchema = z.object({
  score: z.number().min(0).max(10),
  evaluation: z.string().min(1),
  coveredPoints: z.array(z.string()),
  missingPoints: z.array(z.string()),
});

export interface LlmGraderConfig {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
}

/** Grades through an OpenAI-compatible chat API; throws on any failure so the caller can fall back. */
export function createLlmGrader(config: LlmGraderConfig): (input: GradeInput) => Promise<GradeResult> {
  const provider = createOpenAICompatible({
    name: "coach",
    baseURL: config.baseUrl,
    apiKey: config.apiKey,
    // Sends the JSON schema as response_format; servers that ignore it still get the shape in the prompt.
    supportsStructuredOutputs: true,
  });
  const model = provider.chatModel(config.model);
  const timeoutMs = config.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;

  return async (input) => {
    const { output } = await generateText({
      model,
      system: GRADER_SYSTEM_PROMPT,
      prompt: buildGradingPrompt(input),
      output: Output.object({ schema: llmGradeSchema, name: "grade" }),
      temperature: 0,
      // A retry would multiply the wait; the built-in grader answers instead.
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
    const points = keyPointsFor(input.modelAnswer, input.keyPoints);
    return {
      score: Math.round(output.score * 10) / 10,
      evaluation: output.evaluation.trim(),
      coveredPoints: output.coveredPoints,
      missingPoints: output.missingPoints,
      keyPoints: points.map((point, index) => ({
        index,
        text: point.text,
        status: output.coveredPoints.includes(point.label) ? "covered" : "missing",
        evidence: null,
      })),
      claims: [],
      signals: { keywordList: false, questionCopy: false },
      confidence: "high",
      gradedBy: "openai",
    };
  };
}
