/** The built-in grader's constants. Values were fitted on the tuning half of the short-answer benchmark. */
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
  /** Recall of a key point at which it earns full credit (credit grows linearly up to it). */
  pointRecallFull: number;
  /** The same for key points given as a rubric, credited linearly from floor to full recall. */
  rubricPointRecallFloor: number;
  rubricPointRecallFull: number;
  /** Share of the content score decided by a given rubric's key points (the rest: similarity). */
  rubricShare: number;
  /** Recall at or above which a key point is reported as covered. */
  coveredRecall: number;
  /** Share of the recall score taken from the key points; the rest from the whole model answer. */
  keyPointShare: number;
  /** Precision (share of the answer's own content found in the model answer) that earns full credit. */
  precisionFull: number;
  /** Trigram similarity to the model answer that earns full credit. */
  surfaceFull: number;
  /** Relative weights of recall, precision and surface similarity in the content score. */
  recallWeight: number;
  precisionWeight: number;
  surfaceWeight: number;
  /** content ∈ [0, 1] → score: 10 × content^scoreExponent. */
  scoreExponent: number;
  /** The same with a rubric: below 1, the first points stated are worth more, as with human graders. */
  rubricScoreExponent: number;
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
  pointRecallFull: 0.5,
  rubricPointRecallFloor: 0.3,
  rubricPointRecallFull: 0.7,
  rubricShare: 0.75,
  coveredRecall: 0.5,
  keyPointShare: 0.25,
  precisionFull: 0.2,
  surfaceFull: 0.7,
  recallWeight: 1,
  precisionWeight: 0.25,
  surfaceWeight: 0.7,
  scoreExponent: 0.8,
  rubricScoreExponent: 0.7,
};
