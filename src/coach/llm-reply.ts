import type { KeyPoint } from "./key-points";
import { type LlmReply, llmReplySchema } from "./llm-prompt";
import { verbatimSpan } from "./point-score";
import type { Claim, KeyPointDecision, ScoreSignals } from "./types";

/** One sample's reply, read and checked against the answer: every quote in it is a span of the answer. */
export interface Sample {
  /** One decision per key point, in the points' order. */
  decisions: KeyPointDecision[];
  /** At most one claim per span of the answer. */
  claims: Claim[];
  signals: ScoreSignals;
  evaluation: string;
}

export type SampleReading = { ok: true; sample: Sample } | { ok: false; problem: string };

/**
 * Reads one reply of the model: the first JSON object in its text, checked against the reply's schema, with
 * one decision per key point. Evidence the answer does not contain makes a covered or contradicted point
 * missing; a claim whose text the answer does not contain is dropped.
 */
export function readSample(content: string, points: readonly KeyPoint[], answer: string): SampleReading {
  const json = firstJsonObject(content);
  if (json === undefined) return { ok: false, problem: "no JSON object in the reply" };
  const parsed = llmReplySchema.safeParse(json);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join(".") || "reply";
    return { ok: false, problem: `the reply breaks the schema at ${where}` };
  }
  const reply = parsed.data;
  const indices = reply.keyPoints.map((point) => point.index).sort((a, b) => a - b);
  if (indices.length !== points.length || indices.some((index, at) => index !== at)) {
    return { ok: false, problem: `the reply does not decide each of the ${points.length} key points once` };
  }
  const evaluation = reply.evaluation.trim();
  if (evaluation.length === 0) return { ok: false, problem: "the reply has no evaluation" };

  const byIndex = new Map(reply.keyPoints.map((decided) => [decided.index, decided]));
  const decisions = points.map((point, index): KeyPointDecision => {
    const { status, evidence: quote } = byIndex.get(index) as LlmReply["keyPoints"][number];
    const evidence = verbatimSpan(answer, quote);
    if (status !== "missing" && evidence === null) {
      return { index, text: point.text, status: "missing", evidence: null };
    }
    return { index, text: point.text, status, evidence };
  });
  const claims = new Map<string, Claim>();
  for (const claim of reply.claims) {
    const text = verbatimSpan(answer, claim.text);
    if (text !== null && !claims.has(text)) claims.set(text, { ...claim, text, reason: claim.reason.trim() });
  }
  return {
    ok: true,
    sample: {
      decisions,
      claims: [...claims.values()],
      signals: { keywordList: reply.keywordList, questionCopy: reply.questionCopy },
      evaluation,
    },
  };
}

// Servers without structured output wrap the object in prose or a code fence. A bounded number of starts:
// each try scans the rest of the text.
const MAX_OBJECT_STARTS = 10;

/** The first `{…}` in the text that parses as a JSON object, or undefined. */
export function firstJsonObject(text: string): unknown {
  let start = text.indexOf("{");
  for (let tries = 0; start >= 0 && tries < MAX_OBJECT_STARTS; tries += 1) {
    const end = closingBrace(text, start);
    if (end >= 0) {
      try {
        const value: unknown = JSON.parse(text.slice(start, end + 1));
        if (typeof value === "object" && value !== null && !Array.isArray(value)) return value;
      } catch {
        // Not JSON from this brace: try the next one.
      }
    }
    start = text.indexOf("{", start + 1);
  }
  return undefined;
}

// The brace that closes the one at `start`, skipping braces inside JSON strings; -1 when none does.
function closingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let at = start; at < text.length; at += 1) {
    const char = text[at];
    if (inString) {
      if (escaped) escaped = false;
      else if (char === "\\") escaped = true;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{") depth += 1;
    else if (char === "}") {
      depth -= 1;
      if (depth === 0) return at;
    }
  }
  return -1;
}
