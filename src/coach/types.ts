/** What the coach grades: one candidate answer to one question, against its model answer. */
export interface GradeInput {
  question: string;
  modelAnswer: string;
  /** Short statements the answer must make; derived from the model answer when absent. */
  keyPoints?: string[];
  /** One weight per key point when the bank gives them; equal weights otherwise. */
  keyPointWeights?: number[];
  /** Wrong claims candidates often make; stating one costs points. */
  misconceptions?: string[];
  answer: string;
}

/** Which grader produced a result: the LLM fallback is reported as such. */
export type GradedBy = "builtin" | "openai" | "builtin-fallback";

/** What a grader decided about one key point: the answer states it, leaves it out, or says the opposite. */
export type PointStatus = "covered" | "missing" | "contradicted";

/** The decision on one key point, with the words of the answer it rests on (docs/coach.md#key-points). */
export interface KeyPointDecision {
  /** The point's place in the bank's list (or in the points derived from the model answer), from 0. */
  index: number;
  text: string;
  status: PointStatus;
  /** A verbatim span of the student's answer, or null when nothing in it bears on the point. */
  evidence: string | null;
}

/**
 * A sentence of the answer worth the student's attention: "wrong" when a finance fact or a worked figure
 * contradicts it (it caps the score), "check" when it differs from the model answer (it caps nothing).
 */
export interface Claim {
  text: string;
  verdict: "wrong" | "check";
  reason: string;
}

/** "low" when the grader was unsure of at least one decision: the student is asked to confirm. */
export type Confidence = "high" | "low";

/** What the score rule needs besides the decisions (docs/coach.md#the-score). */
export interface ScoreSignals {
  /** The answer lists terms instead of explaining. */
  keywordList: boolean;
  /** The answer restates the question. */
  questionCopy: boolean;
}

export interface GradeResult {
  /** 0–10, one decimal, computed from `keyPoints`, `claims` and `signals` by the score rule. */
  score: number;
  /** Multi-line plain English: strengths, missing points by name, one concrete next step. */
  evaluation: string;
  coveredPoints: string[];
  missingPoints: string[];
  keyPoints: KeyPointDecision[];
  claims: Claim[];
  signals: ScoreSignals;
  confidence: Confidence;
  gradedBy: GradedBy;
}

export type CoachConfig =
  | { provider: "builtin" }
  | {
      provider: "openai";
      baseUrl: string;
      model: string;
      apiKey?: string;
      timeoutMs?: number;
      /** Samples drawn per answer, decided point by point by majority (COACH_SAMPLES). */
      samples?: number;
    };

export interface Coach {
  grade(input: GradeInput): Promise<GradeResult>;
}
