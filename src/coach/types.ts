/** What the coach grades: one candidate answer to one question, against its model answer. */
export interface GradeInput {
  question: string;
  modelAnswer: string;
  /** Short statements the answer must make; derived from the model answer when absent. */
  keyPoints?: string[];
  /** Wrong claims candidates often make; stating one costs points. */
  misconceptions?: string[];
  answer: string;
}

/** Which grader produced a result: the LLM fallback is reported as such. */
export type GradedBy = "builtin" | "openai" | "builtin-fallback";

export interface GradeResult {
  /** 0–10, one decimal. */
  score: number;
  /** Multi-line plain English: strengths, missing points by name, one concrete next step. */
  evaluation: string;
  coveredPoints: string[];
  missingPoints: string[];
  gradedBy: GradedBy;
}

export type CoachConfig =
  | { provider: "builtin" }
  | { provider: "openai"; baseUrl: string; model: string; apiKey?: string; timeoutMs?: number };

export interface Coach {
  grade(input: GradeInput): Promise<GradeResult>;
}
