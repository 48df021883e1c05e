/**
 * The built-in grader's constants, all in one place. Values were fitted on the tuning half of the
 * short-answer benchmark and the tuning part of the calibration set; the held-out parts never move them.
 */
export interface GradingTuning {
  /** Weight kept by a unit the question already states: repeating the question shows little. */
  questionDemotion: number;
  conceptWeight: number;
  numberWeight: number;
  directionWeight: number;
  /** Weight of a word = 1 / (1 + commonWordDamping × ln(1 + WordNet senses)): vague words count less. */
  commonWordDamping: number;
  /** Credit for a WordNet synonym of a reference word, and for a related finance concept. */
  synonymCredit: number;
  relatedConceptCredit: number;
  /** Credit for a word one edit away from a reference word of five letters or more. */
  misspellingCredit: number;
  /** Recall at or above which a key point is reported as covered. */
  coveredRecall: number;
  /** Claim-level checks: share of a clause's content a reference clause must share to be compared with it. */
  claimAlignment: number;
  /** Share of content a clause saying the opposite word of a reference clause must share with it. */
  oppositeAlignment: number;
  /** The same, before a reversed direction counts as a contradiction. */
  directionAlignment: number;
  /** The same, before a negation the reference does not make counts as a contradiction. */
  negationAlignment: number;
  /** A clause of at least negationContainedMinimum keys, this share of them found in a longer reference clause,
   *  is aligned with it for the negation check too. */
  negationContainedMinimum: number;
  negationContained: number;
  /** Content words and concepts a clause needs before a swapped concept in it is trusted. */
  swapMinimumContent: number;
  /** An answer's own example may give figures up to this ratio away from the model answer's example. */
  exampleFigureRatio: number;
  /** A reason ("because …") or a conclusion ("this is why …") with this much content, less than reasonSupport
   *  of it found in one sentence of the references, is wrong; its score cap. */
  reasonMinimumContent: number;
  reasonSupport: number;
  /** Reasons and conclusions are checked only in an answer that names at least this share of what the
   *  references name, outside its reasons. */
  reasonAnswerSupport: number;
  /** Recall of a misconception's content, and of what it adds to the model answer, for it to count as stated. */
  misconceptionRecall: number;
  misconceptionDistinctRecall: number;
  /** Clauses an answer of fragments needs before it counts as a bare list: fewer may be one definition. */
  fragmentListClauses: number;
  /** A first-person model answer with this share of finance concepts among its words is a method, not a story. */
  storyMaxConceptShare: number;
  storySettingWeight: number;
  storyActionsWeight: number;
  storyResultWeight: number;
  storyLessonWeight: number;
  storyLengthWeight: number;
  /** First-person actions and words at which those parts earn full credit. */
  storyFullActions: number;
  storyFullLength: number;
}

export const DEFAULT_TUNING: GradingTuning = {
  questionDemotion: 0,
  conceptWeight: 0.6,
  numberWeight: 1,
  directionWeight: 0.2,
  commonWordDamping: 0.5,
  synonymCredit: 0.4,
  relatedConceptCredit: 0.6,
  misspellingCredit: 0.8,
  coveredRecall: 0.3,
  claimAlignment: 0.6,
  oppositeAlignment: 0.7,
  directionAlignment: 0.3,
  negationAlignment: 0.6,
  negationContainedMinimum: 3,
  negationContained: 1,
  swapMinimumContent: 3,
  exampleFigureRatio: 1.5,
  reasonMinimumContent: 3,
  reasonSupport: 0.34,
  reasonAnswerSupport: 0.5,
  misconceptionRecall: 0.85,
  misconceptionDistinctRecall: 0.75,
  fragmentListClauses: 4,
  storyMaxConceptShare: 0.2,
  storySettingWeight: 0.15,
  storyActionsWeight: 0.35,
  storyResultWeight: 0.3,
  storyLessonWeight: 0.1,
  storyLengthWeight: 0.1,
  storyFullActions: 4,
  storyFullLength: 110,
};
