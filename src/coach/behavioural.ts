import type { GradingTuning } from "./grading-tuning";
import { type Token, tokenize } from "./tokenize";

const FIRST_PERSON = new Set(["i", "je", "j", "me", "moi", "my", "mon", "ma", "mes", "myself"]);
const WE = new Set(["we", "nous", "on"]);
// Words that open a story's setting: when and where it happened.
const SETTING =
  /\b(in my (first|second|third|final|last) year|last (year|spring|summer|autumn|winter|term)|during (my|an?|the)|at (my|an?|the) (internship|university|school|job)|when i was|en (premi[eè]re|deuxi[eè]me|troisi[eè]me|derni[eè]re) ann[ée]e|l'an dernier|l'ann[ée]e derni[eè]re|lors d|pendant (mon|ma|un|une)|au sein d|quand j|alors que j)/i;
// Words that report what came of the actions.
const RESULT =
  /\b(won|raised|grew|increased|reduced|saved|reached|achieved|delivered|got|obtained|was (elected|accepted|promoted|offered)|went (up|from)|moved up|finished|passed|signed|closed|adopted|recovered|top mark|on time|obtenu|gagn[ée]|augment[ée]|r[ée]duit|atteint|d[ée]croch[ée]|[ée]lu|accept[ée]|pass[ée]e? de|d[ée]gag[ée]|rendu [àa] l'heure|retenu|accueilli)\b/i;
const FIGURE = /(\d|[£$€%])/;
// What the story taught, tied back to the job: the reflection a good answer ends on.
const LESSON =
  /\b(i learned|i learnt|taught me|lesson|i realised|i realized|j'ai appris|j'en (ai )?retiens|appris que)\b/i;

/** Whether a model answer is a first-person story (a fit or behavioural question). */
export function isStoryAnswer(modelAnswer: string): boolean {
  const tokens = tokenize(modelAnswer);
  const firstPerson = tokens.filter((token) => FIRST_PERSON.has(token.lower)).length;
  return firstPerson >= 4 && firstPerson / Math.max(1, tokens.length) >= 0.03;
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
}

/**
 * Grades what makes a fit answer good, whatever its topic: a situation, the candidate's own actions
 * in the first person, a concrete result (a figure is better), a lesson, and a sensible length.
 * Relevance to the question comes from the content score the caller blends in.
 */
export function assessStory(answer: string, tuning: GradingTuning): StoryAssessment {
  const tokens = tokenize(answer);
  const words = tokens.length;
  const ownActions = countOwnActions(tokens);
  const we = tokens.filter((token) => WE.has(token.lower)).length;
  const weShare = we / Math.max(1, we + ownActions);
  const second = answer.slice(Math.floor(answer.length / 3));
  const result = RESULT.test(second);
  const figure = FIGURE.test(second) && result;
  const setting = SETTING.test(answer);
  const lesson = LESSON.test(answer);
  const length = Math.min(1, words / tuning.storyFullLength);
  const actions = Math.min(1, ownActions / tuning.storyFullActions) * (1 - weShare);
  const score =
    10 *
    (tuning.storySettingWeight * (setting ? 1 : 0) +
      tuning.storyActionsWeight * actions +
      tuning.storyResultWeight * (figure ? 1 : result ? 0.6 : 0) +
      tuning.storyLessonWeight * (lesson ? 1 : 0) +
      tuning.storyLengthWeight * length);
  return { score, setting, ownActions, weShare, result, figure, lesson, words };
}

// "I proposed", "j'ai construit": first-person subjects of a past action, not "I think" or "I always listen".
const PAST_IRREGULAR = new Set([
  "took",
  "made",
  "built",
  "ran",
  "wrote",
  "led",
  "set",
  "spent",
  "met",
  "got",
  "found",
  "brought",
  "went",
  "won",
  "told",
  "gave",
  "kept",
  "sent",
  "chose",
  "began",
  "thought",
  "taught",
  "rebuilt",
  "paired",
  "had",
  "did",
  "put",
  "sat",
  "spoke",
  "drew",
  "stood",
  "held",
  "learnt",
  "saw",
  "became",
  "left",
  "lost",
  "ai",
  "suis",
]);

function countOwnActions(tokens: readonly Token[]): number {
  let count = 0;
  tokens.forEach((token, at) => {
    if (token.lower !== "i" && token.lower !== "je" && token.lower !== "j") return;
    // "I then rebuilt": one adverb may stand between.
    const next = [tokens[at + 1], tokens[at + 2]].find(
      (word) =>
        word &&
        word.sentence === token.sentence &&
        (word.lower.endsWith("ed") || PAST_IRREGULAR.has(word.lower)),
    );
    if (next) count += 1;
  });
  return count;
}
