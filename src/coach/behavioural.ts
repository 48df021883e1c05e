import type { GradingTuning } from "./grading-tuning";
import type { StoryTheme, StoryWords } from "./lexicon";
import { phrasePattern, wordsOf } from "./phrase-pattern";
import { StoryThemes } from "./story-themes";
import { type Token, tokenize } from "./tokenize";

const FIRST_PERSON = new Set(["i", "je", "j", "me", "moi", "my", "mon", "ma", "mes", "myself"]);
const SELF = new Set(["i", "je", "j"]);
const WE = new Set(["we", "nous", "on"]);
// Another subject takes over the sentence: what follows is not the candidate's own action.
const OTHER_SUBJECTS = new Set([
  ...WE,
  "he",
  "she",
  "they",
  "it",
  "who",
  "which",
  "il",
  "elle",
  "ils",
  "elles",
  "qui",
]);
const FIGURE = /[\d£$€%]/;

// "I would start with", "je commencerais par": a step of a method, not something the candidate did.
function conditionalSteps(tokens: readonly Token[]): number {
  let count = 0;
  tokens.forEach((token, at) => {
    const subject = tokens[at - 1]?.lower ?? "";
    if (subject === "i" && token.lower === "would") count += 1;
    else if (SELF.has(subject) && subject !== "i" && token.lower.endsWith("rais")) count += 1;
  });
  return count;
}

/** What the behavioural grader found in a story. */
export interface StoryAssessment {
  /** 0–10 before the content blend. */
  score: number;
  setting: boolean;
  ownActions: number;
  weShare: number;
  result: boolean;
  figure: boolean;
  lesson: boolean;
  words: number;
  /** Tells of what the question asks about ("a time you failed"), as far as the story themes can tell. */
  onTopic: boolean;
}

/**
 * Grades what makes a fit answer good: a situation, the candidate's own actions in the first person, a
 * concrete result (a figure is better), a lesson, a sensible length, and a story about what the question
 * asks. How close it comes to the model answer is the content score the caller blends in.
 */
export class StoryReader {
  private readonly setting: RegExp;
  private readonly result: RegExp;
  private readonly lesson: RegExp;
  private readonly numberWords: RegExp;
  private readonly pastTense: ReadonlySet<string>;
  private readonly themes: StoryThemes;

  constructor(words: StoryWords, themes: readonly StoryTheme[]) {
    this.themes = new StoryThemes(themes);
    this.setting = phrasePattern([...words.setting.en, ...words.setting.fr]);
    this.result = phrasePattern([...words.result.en, ...words.result.fr]);
    this.lesson = phrasePattern([...words.lesson.en, ...words.lesson.fr]);
    this.numberWords = phrasePattern([...words.numberWords.en, ...words.numberWords.fr]);
    this.pastTense = new Set([...words.pastTense.en, ...words.pastTense.fr]);
  }

  /**
   * Whether a model answer is a first-person story (a fit or behavioural question). A method told in
   * the first person ("First, I set the purchase price", "I would start with…") is no story: it is
   * told as what one would do rather than what one did, or it is made mostly of finance terms.
   */
  isStory(modelAnswer: string, conceptShare: number, tuning: GradingTuning): boolean {
    const tokens = tokenize(modelAnswer);
    const firstPerson = tokens.filter((token) => FIRST_PERSON.has(token.lower)).length;
    if (firstPerson < 4 || firstPerson / Math.max(1, tokens.length) < 0.03) return false;
    if (conceptShare >= tuning.storyMaxConceptShare) return false;
    return conditionalSteps(tokens) <= this.countOwnActions(tokens);
  }

  assess(question: string, answer: string, tuning: GradingTuning): StoryAssessment {
    const tokens = tokenize(answer);
    const words = tokens.length;
    const text = wordsOf(tokens);
    // What came of it is told after the situation: the last two thirds of the story. A figure in its
    // last half tells of an outcome however it is worded ("the count now takes twenty minutes").
    const later = wordsOf(tokens.slice(Math.floor(words / 3)));
    const end = wordsOf(tokens.slice(Math.floor(words / 2)));
    const ownActions = this.countOwnActions(tokens);
    const we = tokens.filter((token) => WE.has(token.lower)).length;
    const weShare = we / Math.max(1, we + ownActions);
    const hasFigure = (text: string) => FIGURE.test(text) || this.numberWords.test(text);
    const result = this.result.test(later) || hasFigure(end);
    const figure = result && hasFigure(later);
    const setting = this.setting.test(text);
    const lesson = this.lesson.test(text);
    const length = Math.min(1, words / tuning.storyFullLength);
    // A story may say "we" for the team's part; only one told mostly as "we" hides the candidate's own.
    const ownShare = Math.min(1, 2 * (1 - weShare));
    const actions = Math.min(1, ownActions / tuning.storyFullActions) * ownShare;
    const score =
      10 *
      (tuning.storySettingWeight * (setting ? 1 : 0) +
        tuning.storyActionsWeight * actions +
        tuning.storyResultWeight * (figure ? 1 : result ? 0.6 : 0) +
        tuning.storyLessonWeight * (lesson ? 1 : 0) +
        tuning.storyLengthWeight * length);
    const onTopic = this.themes.onTopic(question, answer);
    return { score, setting, ownActions, weShare, result, figure, lesson, words, onTopic };
  }

  // "I suggested one sheet, rebuilt the model and organised a check-in", "j'ai proposé … et j'ai animé":
  // the past-tense verbs of a sentence whose subject is the candidate, until another subject takes over.
  private countOwnActions(tokens: readonly Token[]): number {
    let count = 0;
    let sentence = -1;
    let own = false;
    for (const token of tokens) {
      if (token.sentence !== sentence) {
        sentence = token.sentence;
        own = false;
      }
      if (SELF.has(token.lower)) own = true;
      else if (OTHER_SUBJECTS.has(token.lower)) own = false;
      else if (own && this.isPastTense(token.lower)) count += 1;
    }
    return count;
  }

  private isPastTense(lower: string): boolean {
    return this.pastTense.has(lower) || (lower.length > 4 && lower.endsWith("ed"));
  }
}
