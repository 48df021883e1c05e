import { reversedAdjustments, reversedWorkedSigns } from "./adjustments";
import { type AnalyzedText, TextAnalyzer } from "./analyze-text";
import { figuresOf, workedFigures, wrongCalculations } from "./arithmetic";
import { attributeSwaps, parallelSwaps } from "./attribute-swaps";
import { type StoryAssessment, StoryReader } from "./behavioural";
import { type FinanceFacts, financeFacts, findWrongClaims, type WrongClaim } from "./claim-check";
import { coMovementsOf, readMirroredSentences } from "./co-movement";
import { reversesDirections } from "./direction-agreement";
import { contradictedVerdict, editedCopies, type Opposites, oppositesOf } from "./edited-copies";
import { formulasIn, wrongFormulas } from "./equations";
import { writeEvaluation } from "./evaluation-text";
import { distinctContentCount, questionCopyShare, stripGraderInstructions } from "./gaming-signals";
import { DEFAULT_TUNING, type GradingTuning } from "./grading-tuning";
import { type KeyPoint, keyPointsFor } from "./key-points";
import { loadLexicon } from "./lexicon";
import { MisconceptionFinder } from "./misconceptions";
import { oppositeClaims } from "./opposite-claims";
import { questionData } from "./question-figures";
import { profileCosine, trigramProfile } from "./surface-similarity";
import { consistent, reversedThresholds, type Threshold, thresholdsIn } from "./thresholds";
import type { GradeInput, GradeResult, PointStatus } from "./types";
import { TypicalFigures } from "./typical-figures";
import { AnswerIndex, type WeightedUnit, weighUnits } from "./unit-matching";
import { unsupportedSentences } from "./unsupported-sentences";
import { type WordNetSynonyms, wordNet } from "./wordnet-synonyms";
import { wrongWorkedExamples } from "./worked-examples";

/** Everything the built-in grader found, before it is worded for the candidate. */
export interface Assessment {
  score: number;
  covered: KeyPoint[];
  missing: KeyPoint[];
  /** Key points whose direction the answer reverses ("rates rise" where the model says fall). */
  contradicted: KeyPoint[];
  misconceptions: string[];
  /** For a fit question (the model answer is a first-person story): what the story shows. */
  story?: StoryAssessment;
  /** 0–10 from the content alone (key points, similarity), before the story and the caps. */
  contentScore: number;
  /** Clauses of the answer that contradict the model answer or a key point. */
  wrongClaims: WrongClaim[];
  language: "en" | "fr";
  instructionsRemoved: boolean;
  keywordList: boolean;
  questionCopy: boolean;
  tooShort: boolean;
}

// The share of a key point's concepts a sentence that swaps two things must name to gainsay the point.
const SWAPPED_SHARE = 0.75;

// Enough for every text of the bank (questions, model answers and their sentences, key points and
// misconceptions: about 6,600 texts, 46 MB analysed), so a busy server never analyses them twice.
const ANALYSIS_CACHE_LIMIT = 8_000;

/** The offline grader: compares the answer's content with the model answer and its key points. */
export class BuiltinGrader {
  private readonly analyzer: TextAnalyzer;
  private readonly stories: StoryReader;
  private readonly misconceptions: MisconceptionFinder;
  private readonly wordNet: WordNetSynonyms;
  /** The finance facts that hold for every question, analysed once. */
  private readonly facts: FinanceFacts;
  private readonly opposites: Opposites;
  /** The bounds the finance facts set ("the perpetuity growth rate is lower than the WACC"), read once. */
  private readonly factThresholds: readonly Threshold[];
  private readonly typicalFigures: TypicalFigures;
  /** The lexicon's identities of finance, read once. */
  private readonly identities: ReturnType<typeof formulasIn>;
  // Questions, model answers and key points repeat across answers; analysing them once saves time.
  private readonly analyses = new Map<string, AnalyzedText>();
  private readonly profiles = new Map<string, Map<string, number>>();
  private readonly thresholds = new Map<string, Threshold[]>();
  private readonly weights = new WeakMap<AnalyzedText, WeakMap<AnalyzedText, WeightedUnit[]>>();

  constructor(private readonly tuning: GradingTuning = DEFAULT_TUNING) {
    const lexicon = loadLexicon();
    this.analyzer = new TextAnalyzer(lexicon);
    this.stories = new StoryReader(lexicon.story, lexicon.storyThemes);
    this.wordNet = wordNet();
    this.misconceptions = new MisconceptionFinder(this.analyzer, this.wordNet, tuning, (text) =>
      this.cachedAnalysis(text),
    );
    this.factThresholds = consistent(lexicon.facts.flatMap((fact) => thresholdsIn(fact, this.conceptsOf)));
    this.facts = financeFacts(lexicon.facts.map((fact) => this.analyzer.analyze(fact)));
    this.identities = lexicon.formulas.flatMap((formula) => formulasIn(formula, this.conceptsOf));
    this.typicalFigures = new TypicalFigures(lexicon.typicalFigures, lexicon.figureAsides, (text) =>
      this.analyzer.analyze(text),
    );
    this.opposites = oppositesOf(lexicon.opposites, this.analyzer);
  }

  /** Grades one answer; deterministic, no I/O after construction. */
  grade(input: GradeInput): GradeResult {
    const assessment = this.assess(input);
    const points = keyPointsFor(input.modelAnswer, input.keyPoints);
    const statusOf = (point: KeyPoint): PointStatus =>
      assessment.contradicted.some((other) => other.text === point.text)
        ? "contradicted"
        : assessment.covered.some((other) => other.text === point.text)
          ? "covered"
          : "missing";
    return {
      score: assessment.score,
      evaluation: writeEvaluation(assessment, input.answer),
      coveredPoints: assessment.covered.map((point) => point.label),
      missingPoints: [...assessment.missing, ...assessment.contradicted].map((point) => point.label),
      keyPoints: points.map((point, index) => ({
        index,
        text: point.text,
        status: statusOf(point),
        evidence: null,
      })),
      claims: assessment.wrongClaims.map((claim) => ({
        text: claim.said,
        verdict: claim.kind === "unsupported" ? "check" : "wrong",
        reason: claim.reference,
      })),
      signals: { keywordList: assessment.keywordList, questionCopy: assessment.questionCopy },
      confidence: "high",
      gradedBy: "builtin",
    };
  }

  /** Scores an answer and records why. */
  assess(input: GradeInput): Assessment {
    const tuning = this.tuning;
    const { text: cleaned, removed } = stripGraderInstructions(input.answer);
    const question = this.cachedAnalysis(input.question);
    const model = this.cachedAnalysis(input.modelAnswer);
    const points = keyPointsFor(input.modelAnswer, input.keyPoints);
    const rubricGiven = (input.keyPoints ?? []).some((point) => point.trim().length > 0);
    const related = this.analyzer.conceptRelations;
    const references = [
      model,
      ...(rubricGiven ? points.map((point) => this.cachedAnalysis(point.text)) : []),
    ];
    // "When rates fall, values rise" states the model answer's relation from the other side.
    const answer = readMirroredSentences(
      this.analyzer.analyze(cleaned),
      references.flatMap((text) => text.claims),
      [...references.flatMap((text) => coMovementsOf(text)), ...this.facts.movements],
      related,
    );
    const index = new AnswerIndex(answer, this.wordNet, related, tuning);

    const pointGrades = this.gradeKeyPoints(points, rubricGiven, answer, question, index);
    const surface = saturate(
      this.surfaceSimilarity(input.modelAnswer, model, cleaned, answer),
      tuning.surfaceFull,
    );
    const compared: Compared = { model, question, answer, index, surface };
    const similarity = this.similarity(points, pointGrades.score, compared);
    // A short answer says less than the model answer however well its words match: it keeps its score
    // only in proportion to how much it says (distinct content words of its clauses about the subject), so
    // padding earns nothing.
    // Across languages only the finance concepts of the two texts can be counted alike.
    const said =
      answer.language === model.language
        ? Math.min(1, substantiveCount(answer, model) / Math.max(1, distinctContentCount(model)))
        : Math.min(1, conceptCount(answer) / Math.max(1, conceptCount(model)));
    const brevity = 1 - tuning.brevityWeight * (1 - said);
    // Key points are matched by meaning, not by the bank's wording: an answer is also compared with the
    // model answer's own sentences, as a question without a rubric is, and keeps the better score.
    const sentencePoints = keyPointsFor(input.modelAnswer, undefined);
    const wholeAnswer = rubricGiven
      ? this.similarity(
          sentencePoints,
          this.gradeKeyPoints(sentencePoints, false, answer, question, index).score,
          compared,
        )
      : similarity;
    const asWhole = 10 * (wholeAnswer * brevity) ** tuning.scoreExponent;
    // With a rubric, the key points decide most of the score.
    const rawScore = rubricGiven
      ? Math.max(
          asWhole,
          10 *
            ((tuning.rubricShare * pointGrades.score + (1 - tuning.rubricShare) * similarity) * brevity) **
              tuning.rubricScoreExponent,
        )
      : asWhole;

    // Only an explanation can be reduced to a bare list: a one-phrase model answer cannot.
    const modelExplains = model.bareListShare < 0.5 && model.wordCount >= 12;
    const novelRecall = index.recall(
      this.referenceUnits(model, points, question).filter((unit) => !question.keys.has(unit.key)),
    );
    const story = this.stories.isStory(input.modelAnswer, conceptShare(model), tuning)
      ? this.stories.assess(input.question, cleaned, tuning)
      : undefined;
    const signals: GamingSignals = {
      listShare: modelExplains ? answer.bareListShare : 0,
      // Fragments ("projections of free cash flow; cost of capital; terminal value; discounting") list terms
      // as much as bare words do; one or two noun phrases may be a definition, and a formula is worked out.
      keywordList:
        modelExplains &&
        (answer.bareListShare >= 0.7 ||
          (answer.fragmentShare >= 0.7 &&
            answer.clauses.length >= tuning.fragmentListClauses &&
            !cleaned.includes("="))) &&
        distinctContentCount(answer) >= 3,
      misconceptions: this.misconceptions.stated(cleaned, answer, model, input.misconceptions ?? []),
      // A story is not a set of claims about finance: its facts are the candidate's own.
      wrongClaims: story ? [] : this.wrongClaims(input, references, answer),
      questionCopy: questionCopyShare(answer, question) >= 0.9 && novelRecall < 0.15,
      tooShort: distinctContentCount(answer) <= 1 && distinctContentCount(model) >= 4,
      empty: cleaned.length === 0,
    };
    const blended = story ? storyScore(rawScore, story, tuning) : rawScore;
    // A key point the answer's words cover but one of its wrong claims contradicts is not covered. Two things
    // swapped put each one's words in the other's place: nor is a key point the sentence of the swap says.
    const swapSentences = signals.wrongClaims
      .filter((claim) => claim.kind === "swap")
      .flatMap((claim) => answer.sentences.filter((sentence) => sentence.text.includes(claim.said)));
    const gainsaid = pointGrades.covered.filter(
      (point) =>
        signals.wrongClaims.some(
          (claim) => claim.source === "model" && this.restates(point.text, claim.reference),
        ) || swapSentences.some((sentence) => this.says(sentence.text, point.text)),
    );
    return {
      score: Math.round(applyCaps(blended, signals, tuning) * 10) / 10,
      story,
      contentScore: rawScore,
      covered: pointGrades.covered.filter((point) => !gainsaid.includes(point)),
      missing: pointGrades.missing,
      contradicted: [...pointGrades.contradicted, ...gainsaid],
      misconceptions: signals.misconceptions,
      wrongClaims: signals.wrongClaims,
      language: answer.language,
      instructionsRemoved: removed,
      keywordList: signals.keywordList,
      questionCopy: signals.questionCopy,
      tooShort: signals.tooShort || signals.empty,
    };
  }

  // The verdict of a yes-or-no question; clause by clause against the references and the finance facts;
  // the signs of a bridge's items; formulas and worked calculations; typical figures; and whole sentences
  // copied from the references with one thing changed. A clause already found wrong is quoted once.
  private wrongClaims(
    input: GradeInput,
    references: readonly AnalyzedText[],
    answer: AnalyzedText,
  ): WrongClaim[] {
    const related = this.analyzer.conceptRelations;
    const questionGivesFigures = /\d/.test(input.question);
    // "At 8% that is 100 / 5% = 2,000": a figure the answer works out right, or one the model answer gives,
    // is no other figure for the quantity; nor is the question's own data restated.
    const worked = workedFigures(input.answer);
    const given = new Set(figuresOf(input.modelAnswer));
    const restated = questionData(this.cachedAnalysis(input.question), answer, references, related);
    const byClause = findWrongClaims(
      references,
      answer,
      related,
      this.tuning,
      this.facts,
      questionGivesFigures,
    ).filter(
      (claim) =>
        claim.kind !== "number" ||
        !figuresOf(claim.said).every(
          (figure) =>
            (worked.size > 0 && (worked.has(figure) || given.has(figure))) || restated(claim.said, figure),
        ),
    );
    const flagged = new Set(
      answer.sentences
        .filter((sentence) => byClause.some((claim) => sentence.text.includes(claim.said)))
        .map((sentence) => sentence.sentence),
    );
    const verdict = contradictedVerdict(input.question, input.modelAnswer, input.answer);
    const lemmas = new Map<string, string>();
    for (const unit of [answer, ...references].flatMap((text) => text.units)) {
      if (unit.lemma) lemmas.set(unit.key, unit.lemma);
    }
    const unsaid = (claims: WrongClaim[]) =>
      claims.filter((claim) => !byClause.some((other) => other.said === claim.said));
    const found = [
      ...(verdict ? [verdict] : []),
      ...byClause,
      ...unsaid(reversedAdjustments(answer, references)),
      ...reversedWorkedSigns(input.answer, references, this.conceptsOf),
      ...unsaid(
        reversedThresholds(
          thresholdsIn(input.answer, this.conceptsOf),
          consistent(
            [input.modelAnswer, ...(input.keyPoints ?? [])].flatMap((text) => this.cachedThresholds(text)),
          ),
          this.factThresholds,
        ),
      ),
      // Key points repeat the model answer's things in shorter clauses; the model answer alone says what is whose.
      ...unsaid(attributeSwaps(answer, references.slice(0, 1), this.tuning)),
      ...unsaid(parallelSwaps(answer, references[0] as AnalyzedText, this.tuning)),
      ...this.wrongFormulas(input),
      ...wrongCalculations(input.answer),
      ...wrongWorkedExamples(input.answer),
      ...unsaid(this.typicalFigures.misstated(answer)),
      ...unsaid(oppositeClaims(answer, references, this.opposites, related, this.tuning)),
      ...editedCopies(answer, references, related, this.opposites, this.tuning, flagged, (a, b) =>
        this.synonymous(lemmas.get(a), lemmas.get(b)),
      ),
    ];
    // A sentence already found wrong is not also one to check: its wrong claim says more.
    const words = (text: string) =>
      text
        .toLowerCase()
        .replace(/[^\p{L}\p{N}%]+/gu, " ")
        .trim();
    const toCheck = unsupportedSentences(
      answer,
      new Set([...references.flatMap((text) => [...text.keys]), ...this.cachedAnalysis(input.question).keys]),
      this.tuning,
    ).filter(
      (claim) => !found.some((other) => other.said !== "" && words(claim.said).includes(words(other.said))),
    );
    return [...found, ...toCheck];
  }

  // A formula of the answer checked against the model answer's formulas, then the lexicon's identities.
  private wrongFormulas(input: GradeInput): WrongClaim[] {
    const stated = formulasIn(input.answer, this.conceptsOf);
    if (stated.length === 0) return [];
    const model = formulasIn(input.modelAnswer, this.conceptsOf);
    const againstModel = wrongFormulas(stated, model, "model");
    const checked = stated.filter((formula) => !againstModel.some((claim) => claim.said === formula.text));
    return [...againstModel, ...wrongFormulas(checked, this.identities, "fact")];
  }

  /** The concepts a few words name, in order, each once. */
  private readonly conceptsOf = (words: string): string[] => [
    ...new Set(
      this.analyzer
        .analyze(words)
        .sentences.flatMap((sentence) => sentence.keys)
        .filter((key) => key.startsWith("c:")),
    ),
  ];

  // Whether a key point says what a reference sentence says: it names all that sentence names.
  private restates(point: string, reference: string): boolean {
    const said = [...this.cachedAnalysis(reference).keys].filter((key) => key.startsWith("c:"));
    const keys = this.cachedAnalysis(point).keys;
    return said.length >= 2 && said.every((key) => keys.has(key));
  }

  // Whether an answer sentence says most of a key point: it names that share of the point's concepts, two at least.
  private says(sentence: string, point: string): boolean {
    const named = [...this.cachedAnalysis(point).keys].filter((key) => key.startsWith("c:"));
    const keys = this.analyzer.analyze(sentence).keys;
    return named.length >= 2 && named.filter((key) => keys.has(key)).length >= SWAPPED_SHARE * named.length;
  }

  // Two words WordNet gives a common sense among their most frequent ones.
  private synonymous(a: string | undefined, b: string | undefined): boolean {
    if (!a || !b) return false;
    const senses = new Set(this.wordNet.senses(a).synsets);
    return this.wordNet.senses(b).synsets.some((synset) => senses.has(synset));
  }

  // Each key point earns credit for its recall, unless the answer reverses its direction.
  private gradeKeyPoints(
    points: readonly KeyPoint[],
    rubricGiven: boolean,
    answer: AnalyzedText,
    question: AnalyzedText,
    index: AnswerIndex,
  ): { score: number; covered: KeyPoint[]; missing: KeyPoint[]; contradicted: KeyPoint[] } {
    const tuning = this.tuning;
    const covered: KeyPoint[] = [];
    const missing: KeyPoint[] = [];
    const contradicted: KeyPoint[] = [];
    let credit = 0;
    for (const point of points) {
      const analysis = this.cachedAnalysis(point.text);
      if (reversesDirections(analysis.claims, answer.claims, this.analyzer.conceptRelations)) {
        contradicted.push(point);
        continue;
      }
      const recall = index.recall(this.weigh(analysis, question));
      credit += rubricGiven
        ? ramp(recall, tuning.rubricPointRecallFloor, tuning.rubricPointRecallFull)
        : saturate(recall, tuning.pointRecallFull);
      (recall >= tuning.coveredRecall ? covered : missing).push(point);
    }
    return { score: points.length === 0 ? 0 : credit / points.length, covered, missing, contradicted };
  }

  // Recall of the key points and of the reference as a whole, precision and surface likeness, blended.
  private similarity(points: readonly KeyPoint[], pointScore: number, compared: Compared): number {
    const tuning = this.tuning;
    const { model, question, answer, index, surface } = compared;
    const reference = this.referenceUnits(model, points, question);
    const modelRecall = saturate(index.recall(reference), tuning.pointRecallFull);
    const recall = tuning.keyPointShare * pointScore + (1 - tuning.keyPointShare) * modelRecall;
    const precision = saturate(this.precision(answer, reference, question), tuning.precisionFull);
    return (
      (tuning.recallWeight * recall + tuning.precisionWeight * precision + tuning.surfaceWeight * surface) /
      (tuning.recallWeight + tuning.precisionWeight + tuning.surfaceWeight)
    );
  }

  // The model answer and the key points together: what a complete answer would state.
  private referenceUnits(
    model: AnalyzedText,
    points: readonly KeyPoint[],
    question: AnalyzedText,
  ): WeightedUnit[] {
    const units = [...model.units];
    for (const point of points) units.push(...this.cachedAnalysis(point.text).units);
    return weighUnits(units, question.keys, this.wordNet, this.tuning);
  }

  // Share of what the answer says (beyond the question's own words) that the reference supports.
  private precision(
    answer: AnalyzedText,
    reference: readonly WeightedUnit[],
    question: AnalyzedText,
  ): number {
    const own = answer.units.filter((unit) => unit.kind !== "direction" && !question.keys.has(unit.key));
    if (own.length === 0) return 0;
    const referenceText: AnalyzedText = {
      ...answer,
      units: [],
      keys: new Set(reference.map((unit) => unit.key)),
    };
    const referenceIndex = new AnswerIndex(
      referenceText,
      this.wordNet,
      this.analyzer.conceptRelations,
      this.tuning,
    );
    const ownUnits = weighUnits(own, new Set(), this.wordNet, this.tuning);
    return referenceIndex.recall(ownUnits);
  }

  // Character trigrams catch misspellings and word endings; across languages only the
  // concept-level wording can be compared, so both texts are reduced to their unit keys.
  private surfaceSimilarity(
    modelText: string,
    model: AnalyzedText,
    answerText: string,
    answer: AnalyzedText,
  ): number {
    if (model.language !== answer.language) {
      return profileCosine(trigramProfile(keyText(model)), trigramProfile(keyText(answer)));
    }
    return profileCosine(this.cachedProfile(modelText), trigramProfile(answerText));
  }

  private cachedThresholds(text: string): Threshold[] {
    const hit = this.thresholds.get(text);
    if (hit) return hit;
    const thresholds = thresholdsIn(text, this.conceptsOf);
    if (this.thresholds.size >= ANALYSIS_CACHE_LIMIT) this.thresholds.clear();
    this.thresholds.set(text, thresholds);
    return thresholds;
  }

  private cachedProfile(text: string): Map<string, number> {
    const hit = this.profiles.get(text);
    if (hit) return hit;
    const profile = trigramProfile(text);
    if (this.profiles.size >= ANALYSIS_CACHE_LIMIT) this.profiles.clear();
    this.profiles.set(text, profile);
    return profile;
  }

  // A key point is weighed against the question once: both repeat across answers.
  private weigh(text: AnalyzedText, question: AnalyzedText): WeightedUnit[] {
    const hit = this.weights.get(text)?.get(question);
    if (hit) return hit;
    const weighed = weighUnits(text.units, question.keys, this.wordNet, this.tuning);
    const byQuestion = this.weights.get(text) ?? new WeakMap<AnalyzedText, WeightedUnit[]>();
    byQuestion.set(question, weighed);
    this.weights.set(text, byQuestion);
    return weighed;
  }

  private cachedAnalysis(text: string): AnalyzedText {
    const hit = this.analyses.get(text);
    if (hit) return hit;
    const analysis = this.analyzer.analyze(text);
    if (this.analyses.size >= ANALYSIS_CACHE_LIMIT) this.analyses.clear();
    this.analyses.set(text, analysis);
    return analysis;
  }
}

/** What an answer is compared with, analysed once for every comparison. */
interface Compared {
  model: AnalyzedText;
  question: AnalyzedText;
  answer: AnalyzedText;
  index: AnswerIndex;
  /** Surface likeness to the model answer, 0–1. */
  surface: number;
}

interface GamingSignals {
  /** Share of the answer that is a bare list (0 when the model answer is itself a phrase). */
  listShare: number;
  keywordList: boolean;
  misconceptions: string[];
  wrongClaims: WrongClaim[];
  questionCopy: boolean;
  tooShort: boolean;
  empty: boolean;
}

// Caps that no amount of matching vocabulary can lift (issue 6's bands).
// A wrong claim costs more than a missing one: it caps the score, however much else is right.
function applyCaps(rawScore: number, signals: GamingSignals, tuning: GradingTuning): number {
  let score = rawScore;
  // Partly list-like answers lose credit gradually; mostly-list answers are capped below.
  if (signals.listShare >= 0.4 && !signals.keywordList) score *= 1 - (signals.listShare - 0.4);
  if (signals.keywordList) score = Math.min(score * 0.5, tuning.keywordListCap);
  if (signals.misconceptions.length > 0) score = Math.min(score, tuning.misconceptionCap);
  // A reason or a conclusion the model answer does not support, or a claim made without exception, is
  // less certain to be wrong than a contradiction.
  const kinds = signals.wrongClaims.map((claim) => claim.kind);
  const unsupported = new Set<WrongClaim["kind"]>(["reason", "conclusion", "overstatement", "unsupported"]);
  const contradictions = kinds.filter((kind) => !unsupported.has(kind)).length;
  const wrong = contradictions + signals.misconceptions.length;
  if (contradictions > 0)
    score = Math.min(score, Math.max(1, tuning.wrongClaimCap - tuning.wrongClaimStep * (wrong - 1)));
  if (kinds.includes("reason") || kinds.includes("conclusion"))
    score = Math.min(score, tuning.unsupportedReasonCap);
  if (kinds.includes("overstatement")) score = Math.min(score, tuning.overstatementCap);
  if (kinds.includes("unsupported")) score = Math.min(score, tuning.unsupportedClaimCap);
  if (signals.questionCopy) score = Math.min(score, tuning.questionCopyCap);
  if (signals.tooShort) score = Math.min(score, tuning.tooShortCap);
  if (signals.empty) score = 0;
  return Math.max(0, Math.min(10, score));
}

function ramp(value: number, floor: number, full: number): number {
  return Math.max(0, Math.min(1, (value - floor) / (full - floor)));
}

function saturate(value: number, full: number): number {
  return Math.max(0, Math.min(1, value / full));
}

// How many distinct finance concepts a text names.
function conceptCount(text: AnalyzedText): number {
  return new Set(text.units.filter((unit) => unit.kind === "concept").map((unit) => unit.key)).size;
}

// Distinct content words and concepts of the clauses that name a finance concept or a word of the model
// answer: a sentence of filler ("a very important question in many interviews") adds nothing.
function substantiveCount(answer: AnalyzedText, model: AnalyzedText): number {
  const substantive = new Set<number>();
  for (const unit of answer.units) {
    if (unit.kind === "concept" || model.keys.has(unit.key)) substantive.add(unit.clause);
  }
  return new Set(
    answer.units
      .filter((unit) => unit.kind !== "direction" && substantive.has(unit.clause))
      .map((unit) => unit.key),
  ).size;
}

// Share of a text's words that name finance concepts: high in an explanation, low in a story.
function conceptShare(text: AnalyzedText): number {
  return text.units.filter((unit) => unit.kind === "concept").length / Math.max(1, text.wordCount);
}

function keyText(text: AnalyzedText): string {
  return text.units
    .filter((unit) => unit.kind !== "direction")
    .map((unit) => unit.key.slice(2))
    .join(" ");
}

// A fit answer is judged on the story it tells; the content score stands for relevance to the question.
function storyScore(contentScore: number, story: StoryAssessment, tuning: GradingTuning): number {
  let score = tuning.storyShare * story.score + (1 - tuning.storyShare) * contentScore;
  if (!story.result) score = Math.min(score, tuning.storyNoResultCap);
  if (!story.onTopic) score = Math.min(score, tuning.storyOffTopicCap);
  if (story.weShare > 0.5) score = Math.min(score, tuning.storyWeCap);
  return score;
}
