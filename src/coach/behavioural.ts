import { TUNING } from "./grading-tuning";
import type { StoryTheme, StoryWords } from "./lexicon";
import { phrasePattern, wordsOf } from "./phrase-pattern";
import { StoryThemes } from "./story-themes";
import { splitSentences, type Token, tokenize } from "./tokenize";

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
  setting: boolean;
  ownActions: number;
  weShare: number;
  result: boolean;
  figure: boolean;
  lesson: boolean;
  /** Tells of what the question asks about ("a time you failed"), as far as the story themes can tell. */
  onTopic: boolean;
}

/** A quality of a story that a key point of a fit question may ask for, and the story reader can see. */
export type StoryQuality = "figure" | "result" | "ownActions" | "lesson" | "setting";

// A key point that asks for one of these in its own words ("Gives a concrete, quantified result") is decided
// by what the story shows, not by the words it shares with the point: stories have words of their own.
const QUALITY_WORDS: readonly { quality: StoryQuality; words: RegExp }[] = [
  { quality: "figure", words: /\b(quantified|measurable|numbers|figures?)\b/i },
  { quality: "result", words: /\b(result|outcome|evidence that .* worked|proving)\b/i },
  {
    quality: "ownActions",
    words: /(own actions|'I'|individual contribution|personal responsibility|ownership)/i,
  },
  { quality: "lesson", words: /\b(lesson|learned|reflects|did differently)\b/i },
  { quality: "setting", words: /\b(situation|context|sets out the team)\b/i },
];

/**
 * The key points of a story told without a rubric: another person's story cannot be matched sentence by
 * sentence, so a custom fit question is graded on what any good story shows.
 */
export const STORY_POINTS: readonly string[] = [
  "Sets out the situation and what was at stake",
  "Tells the candidate's own actions, with 'I'",
  "Gives a concrete result",
  "Puts a figure on the result",
  "Says what the candidate learned",
];

/** The story quality a key point asks for, if it asks for one. */
export function storyQualityOf(point: string): StoryQuality | undefined {
  return QUALITY_WORDS.find(({ words }) => words.test(point))?.quality;
}

/** Whether the story shows the quality: for its own actions, several told with "I" and not mostly "we". */
export function storyShows(story: StoryAssessment, quality: StoryQuality): boolean {
  if (!story.onTopic) return false;
  if (quality === "ownActions") return story.ownActions >= 2 && story.weShare <= 0.5;
  return story[quality];
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
  isStory(modelAnswer: string, conceptShare: number): boolean {
    const tokens = tokenize(modelAnswer);
    const firstPerson = tokens.filter((token) => FIRST_PERSON.has(token.lower)).length;
    if (firstPerson < 4 || firstPerson / Math.max(1, tokens.length) < 0.03) return false;
    if (conceptShare >= TUNING.storyMaxConceptShare) return false;
    return conditionalSteps(tokens) <= this.countOwnActions(tokens);
  }

  assess(question: string, answer: string): StoryAssessment {
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
    const onTopic = this.themes.onTopic(question, answer);
    return { setting, ownActions, weShare, result, figure, lesson, onTopic };
  }

  /** The first sentence of the answer that shows the quality, as written: the evidence for a key point. */
  sentenceShowing(answer: string, quality: StoryQuality): string | null {
    const shows: Record<StoryQuality, (sentence: string) => boolean> = {
      figure: (sentence) => FIGURE.test(sentence) || this.numberWords.test(wordsOf(tokenize(sentence))),
      result: (sentence) => this.result.test(wordsOf(tokenize(sentence))) || FIGURE.test(sentence),
      ownActions: (sentence) => this.countOwnActions(tokenize(sentence)) > 0,
      lesson: (sentence) => this.lesson.test(wordsOf(tokenize(sentence))),
      setting: (sentence) => this.setting.test(wordsOf(tokenize(sentence))),
    };
    return splitSentences(answer).find(shows[quality]) ?? null;
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
