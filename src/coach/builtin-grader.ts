import { type AnalyzedText, type SentenceSequence, TextAnalyzer } from "./analyze-text";
import { figuresOf, workedFigures, wrongCalculations } from "./arithmetic";
import type { Assessment, FoundClaim } from "./assessment";
import { STORY_POINTS, type StoryAssessment, StoryReader, storyQualityOf, storyShows } from "./behavioural";
import { type FinanceFacts, financeFacts, findWrongClaims, type WrongClaim } from "./claim-check";
import { reversesDirections } from "./direction-agreement";
import { claimReason, spanOf, writeEvaluation } from "./evaluation-text";
import { distinctContentCount, questionCopyShare, stripGraderInstructions } from "./gaming-signals";
import { TUNING } from "./grading-tuning";
import { type KeyPoint, keyPointsFor } from "./key-points";
import { loadLexicon } from "./lexicon";
import { MisconceptionFinder } from "./misconceptions";
import { type Opposites, oppositeClaims, oppositesOf } from "./opposite-claims";
import { scoreOfDecisions, verbatimSpan } from "./point-score";
import { questionData } from "./question-figures";
import type { Claim, GradeInput, GradeResult, KeyPointDecision, PointStatus } from "./types";
import { TypicalFigures } from "./typical-figures";
import { AnswerIndex, type WeightedUnit, weighUnits } from "./unit-matching";
import { type WordNetSynonyms, wordNet } from "./wordnet-synonyms";
import { wrongWorkedExamples } from "./worked-examples";

// Kinds of claim that say something other than the references about what they speak of.
const DIFFERENCES = new Set<WrongClaim["kind"]>(["direction", "negation", "number", "swap", "reason"]);

// A point whose recall lies this close to the line between covered and missing is a doubtful decision.
const DOUBT_BAND = 0.1;

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
  private readonly typicalFigures: TypicalFigures;
  // Questions, model answers and key points repeat across answers; analysing them once saves time.
  private readonly analyses = new Map<string, AnalyzedText>();
  private readonly weights = new WeakMap<AnalyzedText, WeakMap<AnalyzedText, WeightedUnit[]>>();

  constructor() {
    const lexicon = loadLexicon();
    this.analyzer = new TextAnalyzer(lexicon);
    this.stories = new StoryReader(lexicon.story, lexicon.storyThemes);
    this.wordNet = wordNet();
    this.misconceptions = new MisconceptionFinder(this.analyzer, this.wordNet, (text) =>
      this.cachedAnalysis(text),
    );
    this.facts = financeFacts(lexicon.facts.map((fact) => this.analyzer.analyze(fact)));
    this.typicalFigures = new TypicalFigures(lexicon.typicalFigures, lexicon.figureAsides, (text) =>
      this.analyzer.analyze(text),
    );
    this.opposites = oppositesOf(lexicon.opposites, this.analyzer);
  }

  /** Grades one answer; deterministic, no I/O after construction. */
  grade(input: GradeInput): GradeResult {
    const assessment = this.assess(input);
    return {
      score: assessment.score,
      evaluation: writeEvaluation(assessment, input.answer),
      coveredPoints: assessment.covered.map((point) => point.label),
      missingPoints: [...assessment.missing, ...assessment.contradicted].map((point) => point.label),
      keyPoints: assessment.decisions,
      claims: assessment.claims,
      signals: assessment.signals,
      confidence: assessment.confidence,
      gradedBy: "builtin",
    };
  }

  /** Decides each key point, finds the wrong claims and the signs of gaming, and scores by the rule. */
  assess(input: GradeInput): Assessment {
    const { text: cleaned, removed } = stripGraderInstructions(input.answer);
    const question = this.cachedAnalysis(input.question);
    const model = this.cachedAnalysis(input.modelAnswer);
    const rubricGiven = (input.keyPoints ?? []).some((point) => point.trim().length > 0);
    const story = this.stories.isStory(input.modelAnswer, conceptShare(model))
      ? this.stories.assess(input.question, cleaned)
      : undefined;
    const points = keyPointsFor(
      input.modelAnswer,
      story && !rubricGiven ? [...STORY_POINTS] : input.keyPoints,
    );
    const related = this.analyzer.conceptRelations;
    const references = [
      model,
      ...(rubricGiven ? points.map((point) => this.cachedAnalysis(point.text)) : []),
    ];
    const answer = this.analyzer.analyze(cleaned);
    const index = new AnswerIndex(answer, this.wordNet, related);

    // Only an explanation can be reduced to a bare list: a one-phrase model answer cannot.
    const modelExplains = model.bareListShare < 0.5 && model.wordCount >= 12;
    const novelRecall = index.recall(
      this.referenceUnits(model, points, question).filter((unit) => !question.keys.has(unit.key)),
    );
    const signals = {
      // Fragments ("projections of free cash flow; cost of capital; terminal value; discounting") list terms
      // as much as bare words do; one or two noun phrases may be a definition.
      keywordList:
        modelExplains &&
        (answer.bareListShare >= 0.7 ||
          (answer.fragmentShare >= 0.7 && answer.clauses.length >= TUNING.fragmentListClauses)) &&
        distinctContentCount(answer) >= 3,
      questionCopy: questionCopyShare(answer, question) >= 0.9 && novelRecall < 0.15,
    };
    const misconceptions = this.misconceptions.stated(answer, model, input.misconceptions ?? []);
    // A story is not a set of claims about finance: its facts are the candidate's own.
    const wrongClaims = story ? [] : this.wrongClaims(input, references, answer);
    const tooShort = distinctContentCount(answer) <= 1 && distinctContentCount(model) >= 4;
    // A story about something else answers another question, and an answer with nothing in it answers
    // none: neither covers a point of this one, whatever words they share with it.
    const answersOther = tooShort || cleaned.length === 0 || (story !== undefined && !story.onTopic);

    // A key point the answer's words cover but one of its wrong claims contradicts is not covered.
    // A sentence that states a point but differs from the references on it (another direction, figure or
    // reason, a negation, a swap) does not state the point: it says something else about the same things.
    const differing = wrongClaims.filter((claim) => DIFFERENCES.has(claim.kind));
    const gainsays = (point: KeyPoint, sentence: SentenceSequence | undefined) =>
      wrongClaims.some((claim) => claim.source === "model" && this.restates(point.text, claim.reference)) ||
      (sentence !== undefined &&
        differing.some((claim) => claim.said !== "" && sentence.text.includes(claim.said)));
    const decided = points.map((point) =>
      answersOther
        ? { point, status: "missing" as const, recall: 0, evidence: null }
        : this.decide(point, answer, question, index, input.answer, gainsays, story),
    );
    const decisions: KeyPointDecision[] = decided.map(({ point, status, evidence }, at) => ({
      index: at,
      text: point.text,
      status,
      evidence,
    }));
    const claims = [
      ...wrongClaims.map(claimOf),
      ...misconceptions.map(
        (misconception): Claim => ({
          text: misconception,
          verdict: "wrong",
          reason: "A common misconception: the answer states it.",
        }),
      ),
    ];
    const of = (status: PointStatus) =>
      decided.filter((decision) => decision.status === status).map(({ point }) => point);
    // A decision close to the line could go either way: the student is asked to look at the points.
    const doubtful = decided.some(
      ({ recall, status }) =>
        status !== "contradicted" && Math.abs(recall - TUNING.coveredRecall) < DOUBT_BAND,
    );
    return {
      score: scoreOfDecisions(decisions, claims, signals, input.keyPointWeights),
      decisions,
      claims,
      signals,
      confidence: doubtful || answer.language !== model.language ? "low" : "high",
      story,
      covered: of("covered"),
      missing: of("missing"),
      contradicted: of("contradicted"),
      misconceptions,
      wrongClaims,
      language: answer.language,
      instructionsRemoved: removed,
      tooShort: tooShort || cleaned.length === 0,
    };
  }

  // A key point is contradicted when the answer reverses its direction or a wrong claim gainsays it, covered
  // when the answer states enough of it, else missing; the evidence is the sentence that states most of it.
  private decide(
    point: KeyPoint,
    answer: AnalyzedText,
    question: AnalyzedText,
    index: AnswerIndex,
    original: string,
    gainsays: (point: KeyPoint, sentence: SentenceSequence | undefined) => boolean,
    story: StoryAssessment | undefined,
  ): { point: KeyPoint; status: PointStatus; recall: number; evidence: string | null } {
    const quality = story ? storyQualityOf(point.text) : undefined;
    if (story && quality && storyShows(story, quality)) {
      const evidence = verbatimSpan(original, this.stories.sentenceShowing(original, quality));
      return { point, status: "covered", recall: 1, evidence };
    }
    const analysis = this.cachedAnalysis(point.text);
    const units = this.weigh(analysis, question);
    const recall = index.recall(units);
    // The sentence that states most of the point is where the answer speaks of it: only a direction that
    // sentence reverses contradicts the point, not one said of something else elsewhere in the answer.
    const sentence = closestSentence(units, answer);
    const reversed =
      sentence !== undefined &&
      reversesDirections(
        analysis.claims,
        answer.claims.filter((claim) => claim.sentence === sentence.sentence),
        this.analyzer.conceptRelations,
      );
    const states = recall >= TUNING.coveredRecall;
    const status: PointStatus =
      reversed || (states && gainsays(point, sentence)) ? "contradicted" : states ? "covered" : "missing";
    return {
      point,
      status,
      recall,
      evidence: status === "missing" || !sentence ? null : spanOf(sentence.text, original),
    };
  }

  // Each check of the list runs on its own; a sentence already quoted by an earlier check is not quoted
  // again, so the list's order says which finding a sentence is reported under.
  private wrongClaims(
    input: GradeInput,
    references: readonly AnalyzedText[],
    answer: AnalyzedText,
  ): FoundClaim[] {
    const context: ClaimContext = { input, references, answer, found: [] };
    for (const check of this.claimChecks) {
      for (const claim of check.run(context)) {
        if (context.found.some((other) => other.said !== "" && words(claim.said).includes(words(other.said))))
          continue;
        const id = check.id === "clause" ? `clause-${claim.kind}` : check.id;
        context.found.push({ ...claim, check: id, verdict: verdictOf(id) });
      }
    }
    return context.found;
  }

  /**
   * Every check of the answer's claims, one entry each (docs/coach.md#claim-checks). `npm run bench:coach`
   * prints how often each fires on right and on wrong answers of the blind files.
   */
  private readonly claimChecks: readonly ClaimCheck[] = [
    // Clause by clause against the references and the finance facts.
    { id: "clause", run: (context) => this.clauseClaims(context) },
    { id: "calculation", run: ({ input }) => wrongCalculations(input.answer) },
    { id: "worked-example", run: ({ input }) => wrongWorkedExamples(input.answer) },
    { id: "typical-figure", run: ({ answer }) => this.typicalFigures.misstated(answer) },
    {
      id: "opposite",
      run: ({ answer, references }) =>
        oppositeClaims(answer, references, this.opposites, this.analyzer.conceptRelations),
    },
  ];

  private clauseClaims({ input, references, answer }: ClaimContext): WrongClaim[] {
    const related = this.analyzer.conceptRelations;
    // "At 8% that is 100 / 5% = 2,000": a figure the answer works out right, or one the model answer gives,
    // is no other figure for the quantity; nor is the question's own data restated.
    const worked = workedFigures(input.answer);
    const given = new Set(figuresOf(input.modelAnswer));
    const restated = questionData(this.cachedAnalysis(input.question), answer, references, related);
    return findWrongClaims(references, answer, related, this.facts, /\d/.test(input.question)).filter(
      (claim) =>
        claim.kind !== "number" ||
        !figuresOf(claim.said).every(
          (figure) =>
            (worked.size > 0 && (worked.has(figure) || given.has(figure))) || restated(claim.said, figure),
        ),
    );
  }

  // Whether a key point says what a reference sentence says: it names all that sentence names.
  private restates(point: string, reference: string): boolean {
    const said = [...this.cachedAnalysis(reference).keys].filter((key) => key.startsWith("c:"));
    const keys = this.cachedAnalysis(point).keys;
    return said.length >= 2 && said.every((key) => keys.has(key));
  }

  // The model answer and the key points together: what a complete answer would state.
  private referenceUnits(
    model: AnalyzedText,
    points: readonly KeyPoint[],
    question: AnalyzedText,
  ): WeightedUnit[] {
    const units = [...model.units];
    for (const point of points) units.push(...this.cachedAnalysis(point.text).units);
    return weighUnits(units, question.keys, this.wordNet);
  }

  // A key point is weighed against the question once: both repeat across answers.
  private weigh(text: AnalyzedText, question: AnalyzedText): WeightedUnit[] {
    const hit = this.weights.get(text)?.get(question);
    if (hit) return hit;
    const weighed = weighUnits(text.units, question.keys, this.wordNet);
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

// Share of a text's words that name finance concepts: high in an explanation, low in a story.
function conceptShare(text: AnalyzedText): number {
  return text.units.filter((unit) => unit.kind === "concept").length / Math.max(1, text.wordCount);
}

// The sentence of the answer that states the largest share of a point's units.
function closestSentence(units: readonly WeightedUnit[], answer: AnalyzedText): SentenceSequence | undefined {
  let best: { sentence: SentenceSequence; found: number } | undefined;
  for (const sentence of answer.sentences) {
    const keys = new Set(sentence.keys);
    const found = units.reduce((sum, unit) => sum + (keys.has(unit.key) ? unit.weight : 0), 0);
    if (found > 0 && (!best || found > best.found)) best = { sentence, found };
  }
  return best?.sentence;
}

// The checks whose findings are wrong claims: on the blind files written before the per-point set they fire on
// wrong answers at least twice as often as on right ones (docs/coach-benchmarks.md#claim-checks). Every other
// check's findings are claims to check.
const WRONG_CHECKS = new Set<string>([
  "clause-number",
  "clause-negation",
  "clause-swap",
  "clause-conclusion",
  "calculation",
  "worked-example",
  "typical-figure",
  "opposite",
]);

function claimOf(claim: FoundClaim): Claim {
  return { text: claim.said, verdict: claim.verdict, reason: claimReason(claim) };
}

// Whether a check's finding is a wrong claim (it caps the score) or one to check (docs/coach.md#claim-checks).
function verdictOf(check: string): Claim["verdict"] {
  return WRONG_CHECKS.has(check) ? "wrong" : "check";
}

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%]+/gu, " ")
    .trim();

/** What every claim check sees: the answer, its references, and what earlier checks found. */
interface ClaimContext {
  input: GradeInput;
  references: readonly AnalyzedText[];
  answer: AnalyzedText;
  found: FoundClaim[];
}

interface ClaimCheck {
  id: string;
  run(context: ClaimContext): WrongClaim[];
}
