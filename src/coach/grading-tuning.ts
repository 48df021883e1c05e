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
  /** Share of the content score an answer loses in proportion to how much fewer distinct content words
   *  it has than the model answer (0: length never counts; 1: half the words, half the score). */
  brevityWeight: number;
  /** content ∈ [0, 1] → score: 10 × content^scoreExponent. */
  scoreExponent: number;
  /** The same with a rubric: below 1, the first points stated are worth more, as with human graders. */
  rubricScoreExponent: number;
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
  /** Words of another thing's own clause an answer clause must say of this thing to have swapped them. */
  /** Words of the other of two clauses set side by side a clause must say after opening like the first. */
  parallelSwapMinimum: number;
  swapAttributeMinimum: number;
  /** Content words and concepts a clause needs before a swapped concept in it is trusted. */
  swapMinimumContent: number;
  /** An answer sentence copies a reference sentence when they share, in order, at least this many keys,
   *  this share of the answer sentence's and this share of the reference sentence's; a change of at most
   *  copyMaximumEdit keys in one place then says what it claims differently. */
  copyMinimumShared: number;
  copyAnswerShare: number;
  copyReferenceShare: number;
  copyMaximumEdit: number;
  /** A copy that matches its model sentence at exchangeGain more keys once two things are exchanged throughout it,
   *  and then at all but exchangeMismatch of its keys, has swapped the two. */
  exchangeGain: number;
  exchangeMismatch: number;
  /** An answer's own example may give figures up to this ratio away from the model answer's example. */
  exampleFigureRatio: number;
  /** A reason ("because …") or a conclusion ("this is why …") with this much content, less than reasonSupport
   *  of it found in one sentence of the references, is wrong; its score cap. */
  reasonMinimumContent: number;
  reasonSupport: number;
  /** Reasons and conclusions are checked only in an answer that names at least this share of what the
   *  references name, outside its reasons. */
  reasonAnswerSupport: number;
  unsupportedReasonCap: number;
  /** A claim made without exception ("always") about at least this many of the references' concepts,
   *  where no reference sentence on the same things makes it so, is an overstatement; its score cap. */
  overstatementMinimumContent: number;
  overstatementCap: number;
  /** An answer told mostly in the references' words (at least unsupportedAnswerSupport of its content words
   *  are the model answer's, the key points' or the question's) is held to them sentence by sentence: a
   *  sentence of at least unsupportedSentenceMinimum distinct content words, unsupportedSentenceConcepts of
   *  them finance concepts, under unsupportedSentenceSupport of them the references', is a claim of its own,
   *  capped. */
  unsupportedAnswerSupport: number;
  unsupportedSentenceMinimum: number;
  unsupportedSentenceConcepts: number;
  unsupportedSentenceSupport: number;
  unsupportedClaimCap: number;
  /** Highest score of an answer with one wrong claim; each further wrong claim lowers it by the step. */
  wrongClaimCap: number;
  wrongClaimStep: number;
  /** Highest score of an answer stating one of the question's authored misconceptions. */
  misconceptionCap: number;
  /** Recall of a misconception's content, and of what it adds to the model answer, for it to count as stated. */
  misconceptionRecall: number;
  misconceptionDistinctRecall: number;
  /** Clauses an answer of fragments needs before it counts as a bare list: fewer may be one definition. */
  fragmentListClauses: number;
  /** Highest scores of a bare list of terms, of an answer that restates the question, and of a one-word answer. */
  keywordListCap: number;
  questionCopyCap: number;
  tooShortCap: number;
  /** A first-person model answer with this share of finance concepts among its words is a method, not a story. */
  storyMaxConceptShare: number;
  /** Fit answers: the story's own qualities, and their share of the score beside the content score. */
  storyShare: number;
  storySettingWeight: number;
  storyActionsWeight: number;
  storyResultWeight: number;
  storyLessonWeight: number;
  storyLengthWeight: number;
  /** First-person actions and words at which those parts earn full credit. */
  storyFullActions: number;
  storyFullLength: number;
  /** Highest score of a story with no result, of one told as "we", and of one about something else. */
  storyNoResultCap: number;
  storyWeCap: number;
  storyOffTopicCap: number;
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
  rubricPointRecallFloor: 0.2,
  rubricPointRecallFull: 0.6,
  rubricShare: 0.75,
  coveredRecall: 0.5,
  keyPointShare: 0.25,
  precisionFull: 0.2,
  surfaceFull: 0.7,
  recallWeight: 1,
  precisionWeight: 0.25,
  surfaceWeight: 0.7,
  brevityWeight: 0.5,
  scoreExponent: 0.8,
  rubricScoreExponent: 0.8,
  claimAlignment: 0.6,
  oppositeAlignment: 0.7,
  directionAlignment: 0.3,
  negationAlignment: 0.6,
  negationContainedMinimum: 3,
  negationContained: 1,
  parallelSwapMinimum: 2,
  swapAttributeMinimum: 3,
  swapMinimumContent: 3,
  copyMinimumShared: 3,
  copyAnswerShare: 0.6,
  copyReferenceShare: 0.4,
  copyMaximumEdit: 3,
  exchangeGain: 2,
  exchangeMismatch: 1,
  exampleFigureRatio: 1.5,
  reasonMinimumContent: 3,
  reasonSupport: 0.34,
  reasonAnswerSupport: 0.5,
  unsupportedReasonCap: 3,
  overstatementMinimumContent: 2,
  unsupportedAnswerSupport: 0.7,
  unsupportedSentenceMinimum: 5,
  unsupportedSentenceConcepts: 2,
  unsupportedSentenceSupport: 0.5,
  unsupportedClaimCap: 4,
  overstatementCap: 3.5,
  wrongClaimCap: 2.5,
  wrongClaimStep: 1,
  misconceptionCap: 3,
  misconceptionRecall: 0.85,
  misconceptionDistinctRecall: 0.75,
  fragmentListClauses: 4,
  keywordListCap: 1,
  questionCopyCap: 1,
  tooShortCap: 1,
  storyMaxConceptShare: 0.2,
  storyShare: 0.85,
  storySettingWeight: 0.15,
  storyActionsWeight: 0.35,
  storyResultWeight: 0.3,
  storyLessonWeight: 0.1,
  storyLengthWeight: 0.1,
  storyFullActions: 4,
  storyFullLength: 110,
  storyNoResultCap: 5,
  storyWeCap: 5,
  storyOffTopicCap: 3.5,
};
