/**
 * The built-in grader's constants, all in one place. Values were fitted on the tuning half of the
 * short-answer benchmark and the tuning part of the calibration set; the held-out parts never move them.
 */
export const TUNING = {
  /** Weight kept by a unit the question already states: repeating the question shows little. */
  questionDemotion: 0,
  conceptWeight: 0.6,
  numberWeight: 1,
  directionWeight: 0.2,
  /** Weight of a word = 1 / (1 + commonWordDamping × ln(1 + WordNet senses)): vague words count less. */
  commonWordDamping: 0.5,
  /** Credit for a WordNet synonym of a reference word, and for a related finance concept. */
  synonymCredit: 0.4,
  relatedConceptCredit: 0.6,
  /** Credit for a word one edit away from a reference word of five letters or more. */
  misspellingCredit: 0.8,
  /** Recall at or above which a key point is reported as covered. */
  coveredRecall: 0.3,
  /** Claim-level checks: share of a clause's content a reference clause must share to be compared with it. */
  claimAlignment: 0.6,
  /** Share of content a clause saying the opposite word of a reference clause must share with it. */
  oppositeAlignment: 0.7,
  /** The same, before a reversed direction counts as a contradiction. */
  directionAlignment: 0.3,
  /** The same, before a negation the reference does not make counts as a contradiction. */
  negationAlignment: 0.6,
  /** A clause of at least negationContainedMinimum keys, this share of them found in a longer reference clause,
   *  is aligned with it for the negation check too. */
  negationContainedMinimum: 3,
  negationContained: 1,
  /** Content words and concepts a clause needs before a swapped concept in it is trusted. */
  swapMinimumContent: 3,
  /** An answer's own example may give figures up to this ratio away from the model answer's example. */
  exampleFigureRatio: 1.5,
  /** A reason ("because …") or a conclusion ("this is why …") with this much content, less than reasonSupport
   *  of it found in one sentence of the references, is unsupported. */
  reasonMinimumContent: 3,
  reasonSupport: 0.34,
  /** Reasons and conclusions are checked only in an answer that names at least this share of what the
   *  references name, outside its reasons. */
  reasonAnswerSupport: 0.5,
  /** Recall of a misconception's content, and of what it adds to the model answer, for it to count as stated. */
  misconceptionRecall: 0.85,
  misconceptionDistinctRecall: 0.75,
  /** Clauses an answer of fragments needs before it counts as a bare list: fewer may be one definition. */
  fragmentListClauses: 4,
  /** A first-person model answer with this share of finance concepts among its words is a method, not a story. */
  storyMaxConceptShare: 0.2,
} as const;
