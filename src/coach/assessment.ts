import type { StoryAssessment } from "./behavioural";
import type { WrongClaim } from "./claim-check";
import type { KeyPoint } from "./key-points";
import type { Claim, Confidence, KeyPointDecision, ScoreSignals } from "./types";

/** Everything the built-in grader found, before it is worded for the candidate. */
export interface Assessment {
  /** By the score rule (point-score.ts), from the decisions, the wrong claims and the signals. */
  score: number;
  decisions: KeyPointDecision[];
  claims: Claim[];
  signals: ScoreSignals;
  confidence: Confidence;
  covered: KeyPoint[];
  missing: KeyPoint[];
  /** Key points the answer reverses ("rates rise" where the model says fall) or a wrong claim gainsays. */
  contradicted: KeyPoint[];
  misconceptions: string[];
  /** For a fit question (the model answer is a first-person story): what the story shows. */
  story?: StoryAssessment;
  /** Clauses of the answer that contradict the model answer or a key point. */
  wrongClaims: FoundClaim[];
  language: "en" | "fr";
  instructionsRemoved: boolean;
  tooShort: boolean;
}

/** A claim a check found, with the check's id and what its finding counts as. */
export interface FoundClaim extends WrongClaim {
  check: string;
  verdict: Claim["verdict"];
}
