export { type CoachOptions, createCoach } from "./create-coach";
export { type KeyPoint, keyPointsFor } from "./key-points";
export { SCORE_CAPS, scoreOf, scoreOfDecisions, verbatimSpan } from "./point-score";
export type {
  Claim,
  Coach,
  CoachConfig,
  Confidence,
  GradedBy,
  GradeInput,
  GradeResult,
  KeyPointDecision,
  PointStatus,
  ScoreSignals,
} from "./types";
