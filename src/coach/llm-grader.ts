import { createHash } from "node:crypto";
import { type KeyPoint, keyPointsFor } from "./key-points";
import { type ChatEndpoint, type ChatRequest, type Complete, createChatClient } from "./llm-chat";
import { buildGradingPrompt, GRADER_SYSTEM_PROMPT, REPLY_JSON_SCHEMA } from "./llm-prompt";
import { readSample, type Sample } from "./llm-reply";
import { voteSamples } from "./llm-vote";
import { LruCache } from "./lru-cache";
import { scoreOfDecisions } from "./point-score";
import type { GradeInput, GradeResult } from "./types";

export const DEFAULT_LLM_TIMEOUT_MS = 20_000;
export const DEFAULT_SAMPLES = 3;
/** Answers remembered per grader, with their grade: a student who sends the same answer again costs nothing. */
const CACHED_GRADES = 500;

export interface LlmGraderConfig extends ChatEndpoint {
  /** For all the samples of one answer together. */
  timeoutMs?: number;
  samples?: number;
}

/**
 * Grades through an OpenAI-compatible chat API: several samples, decided point by point by majority, scored
 * by the score rule. Throws when the server fails or no sample is a valid grade, so the caller can fall back.
 */
export function createLlmGrader(config: LlmGraderConfig): (input: GradeInput) => Promise<GradeResult> {
  const complete = createChatClient(config);
  const samples = config.samples ?? DEFAULT_SAMPLES;
  const timeoutMs = config.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
  // One grader talks to one model, so the model is part of every key.
  const cache = new LruCache<string, Promise<GradeResult>>(CACHED_GRADES);

  return (input) => {
    const key = cacheKey(input);
    let grade = cache.get(key);
    if (!grade) {
      const graded = gradeBySamples(complete, input, samples, timeoutMs);
      grade = graded;
      cache.set(key, graded);
      // A failure is not remembered: the next request for this answer asks the model again.
      graded.catch(() => cache.delete(key));
    }
    // Each caller gets its own copy of a grade that others may also be handed.
    return grade.then((result) => structuredClone(result));
  };
}

async function gradeBySamples(
  complete: Complete,
  input: GradeInput,
  count: number,
  timeoutMs: number,
): Promise<GradeResult> {
  const points = keyPointsFor(input.modelAnswer, input.keyPoints);
  const request: ChatRequest = {
    system: GRADER_SYSTEM_PROMPT,
    user: buildGradingPrompt(input, points),
    jsonSchema: REPLY_JSON_SCHEMA,
  };
  const replies = await drawSamples(complete, request, count, timeoutMs);
  const readings = replies.map((reply) => readSample(reply, points, input.answer));
  const valid = readings.flatMap((reading) => (reading.ok ? [reading.sample] : []));
  if (valid.length === 0) {
    const problems = readings.map((reading) => (reading.ok ? "" : reading.problem));
    throw new Error(`no valid grade in ${count} samples: ${problems.join("; ")}`);
  }
  const vote = voteSamples(valid);
  return {
    score: scoreOfDecisions(vote.decisions, vote.claims, vote.signals, input.keyPointWeights),
    evaluation: vote.evaluation,
    ...pointLabels(points, vote.decisions),
    keyPoints: vote.decisions,
    claims: vote.claims,
    signals: vote.signals,
    confidence: vote.unanimous && valid.length === count ? "high" : "low",
    gradedBy: "openai",
  };
}

// The samples are asked together under one deadline; when one request fails the others are cancelled,
// since the grade will come from the built-in grader.
async function drawSamples(
  complete: Complete,
  request: ChatRequest,
  count: number,
  timeoutMs: number,
): Promise<string[]> {
  const cancel = new AbortController();
  const signal = AbortSignal.any([cancel.signal, AbortSignal.timeout(timeoutMs)]);
  try {
    return await Promise.all(Array.from({ length: count }, () => complete(request, signal)));
  } finally {
    cancel.abort();
  }
}

function pointLabels(points: readonly KeyPoint[], decisions: Sample["decisions"]) {
  const labelsWhere = (covered: boolean) =>
    points
      .filter((_, index) => (decisions[index]?.status === "covered") === covered)
      .map((point) => point.label);
  return { coveredPoints: labelsWhere(true), missingPoints: labelsWhere(false) };
}

function cacheKey(input: GradeInput): string {
  const material = [
    input.question,
    input.modelAnswer,
    input.keyPoints,
    input.keyPointWeights,
    input.misconceptions,
    input.answer,
  ];
  return createHash("sha256").update(JSON.stringify(material)).digest("hex");
}
