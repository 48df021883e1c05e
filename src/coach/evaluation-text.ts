import type { Assessment, FoundClaim } from "./assessment";
import type { StoryAssessment } from "./behavioural";
import type { WrongClaim } from "./claim-check";

/**
 * Words the built-in grader's findings as a short, multi-line evaluation. The covered and missing
 * key points travel as lists beside it (coveredPoints, missingPoints), so the text only counts them.
 */
export function writeEvaluation(assessment: Assessment, answer: string): string {
  const lines: string[] = [`Score: ${assessment.score.toFixed(1)}/10.`];
  if (assessment.instructionsRemoved) {
    lines.push(
      "Instructions addressed to the grader were ignored: only the finance content of the answer is graded.",
    );
  }
  if (assessment.language === "fr") lines.push("Your answer is in French; it was graded on its content.");

  if (assessment.tooShort) {
    lines.push("Strengths: none yet. The answer is too short to show your reasoning.");
  } else if (assessment.signals.questionCopy) {
    lines.push("Strengths: none yet. The answer mostly restates the question.");
  } else if (assessment.covered.length > 0) {
    const total = assessment.covered.length + assessment.missing.length + assessment.contradicted.length;
    lines.push(`Strengths: you covered ${assessment.covered.length} of ${total} key points.`);
  } else {
    lines.push("Strengths: none yet; no key point is stated clearly enough.");
  }

  if (assessment.signals.keywordList) {
    lines.push(
      "Your answer lists terms without explaining how they connect; a list of the right words is not an explanation.",
    );
  }
  if (assessment.story && !assessment.signals.keywordList) lines.push(...storyLines(assessment.story));
  for (const claim of assessment.wrongClaims) lines.push(wrongClaimLine(claim, answer));
  if (assessment.wrongClaims.length === 0) {
    for (const point of assessment.contradicted)
      lines.push(`Check the direction: the model answer says "${point.label}".`);
  }
  for (const misconception of assessment.misconceptions)
    lines.push(`Misconception: "${misconception}" is not right.`);
  lines.push(`Next step: ${nextStep(assessment)}`);
  return lines.join("\n");
}

function nextStep(assessment: Assessment): string {
  const story = assessment.story;
  if (story && !assessment.signals.keywordList) {
    if (!story.onTopic) return "tell a story about what the question asks, from your own experience.";
    if (story.weShare > 0.5) return 'retell the story with "I": say what you yourself did, step by step.';
    if (!story.result)
      return "end the story with its result, with a figure if you can (time saved, money raised, a mark).";
    if (!story.setting) return "open with one sentence on the situation: when, where, and what was at stake.";
  }
  const firstGap = assessment.contradicted[0] ?? assessment.missing[0];
  const claims = assessment.wrongClaims;
  if (claims.length > 0 && assessment.misconceptions.length === 0) {
    if (claims.every((claim) => claim.source === "model"))
      return "set the claim beside the model answer; if yours is wrong, rewrite it and explain in one sentence why.";
  }
  if (assessment.misconceptions.length > 0 || assessment.wrongClaims.length > 0) {
    return "rewrite the answer without the wrong claim, and explain in one sentence why it is wrong.";
  }
  if (assessment.signals.keywordList) {
    return `turn the list into full sentences that say what each item does and why${firstGap ? `, starting with "${firstGap.label}"` : ""}.`;
  }
  if (assessment.signals.questionCopy || assessment.tooShort) {
    return firstGap
      ? `answer the question directly, starting with this point: "${firstGap.label}".`
      : "answer the question directly in two or three full sentences.";
  }
  if (firstGap) return `add one sentence, in your own words, that explains "${firstGap.label}".`;
  return "practise saying this answer aloud in under a minute, as you would in an interview.";
}

// What a finance fact (a denial of it, a figure out of its range) or a worked-out figure shows is wrong.
const WRONG_CLAIM_WORDS: Partial<Record<WrongClaim["kind"], string>> = {
  negation: "the negation makes it wrong",
  number: "the figure is wrong",
};

// How a claim differs from the model answer. On questions the grader had never seen, a third of the right answers
// differed from their model answer somewhere in this way (two thirds of the wrong ones): such a claim is one to
// check against the model answer, not one found wrong.
const DIFFERENCE_WORDS: Record<WrongClaim["kind"], string> = {
  direction: "the model answer gives the other direction",
  negation: "the model answer says the opposite",
  number: "the model answer gives another figure",
  swap: "the model answer has the two things the other way round",
  reason: "the model answer gives a different reason",
  conclusion: "the model answer draws no such conclusion",
};

const SOURCE_WORDS: Record<Exclude<WrongClaim["source"], "model">, string> = {
  fact: "In finance",
  arithmetic: "Worked out",
};

function wrongClaimLine(claim: FoundClaim, answer: string): string {
  const label = claim.verdict === "wrong" ? "Wrong claim" : "Claim to check";
  return `${label}: you said "${asWritten(claim.said, answer)}"; ${claimReason(claim)}`;
}

/**
 * Why a claim was found: set beside the model answer, how it differs; against a finance fact or a worked-out
 * figure, what is wrong and what holds.
 */
export function claimReason(claim: WrongClaim): string {
  if (claim.source === "model") {
    const quote = claim.reference ? `: "${claim.reference}"` : "";
    return `${DIFFERENCE_WORDS[claim.kind]}${quote}.`;
  }
  const instead = claim.reference ? ` ${SOURCE_WORDS[claim.source]}: "${claim.reference}".` : "";
  return `${WRONG_CLAIM_WORDS[claim.kind]}.${instead}`;
}

/**
 * The answer's own words for a quote the grader rebuilt from them: "profit, and a company can" keeps its comma,
 * "doesn't" its apostrophe. If the quote is not there letter for letter (a clause the grader joined), it is
 * quoted as rebuilt.
 */
export function asWritten(said: string, answer: string): string {
  return spanOf(said, answer) ?? said;
}

/** Where the answer says `said`, letter for letter, punctuation and spaces aside; null if it does not. */
export function spanOf(said: string, answer: string): string | null {
  const wanted = said.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
  if (wanted.length === 0) return null;
  const characters = [...answer];
  // Each letter of the answer in lower case, with where it stands ("İ" may lower to two).
  let letters = "";
  const positions: number[] = [];
  for (const [at, character] of characters.entries()) {
    if (!/[\p{L}\p{N}]/u.test(character)) continue;
    const lower = character.toLowerCase();
    letters += lower;
    for (let unit = 0; unit < lower.length; unit += 1) positions.push(at);
  }
  const start = letters.indexOf(wanted);
  if (start < 0) return null;
  const first = positions[start] as number;
  const last = positions[start + wanted.length - 1] as number;
  return characters.slice(first, last + 1).join("");
}

// What a fit answer shows and lacks, in the order an interviewer listens for it.
function storyLines(story: StoryAssessment): string[] {
  const shows: string[] = [];
  const lacks: string[] = [];
  (story.setting ? shows : lacks).push("a clear situation");
  (story.ownActions >= 2 && story.weShare <= 0.5 ? shows : lacks).push('your own actions, told with "I"');
  (story.figure ? shows : lacks).push(story.result ? "a figure for the result" : "a result");
  (story.lesson ? shows : lacks).push("what you learned");
  const lines: string[] = [];
  if (!story.onTopic) lines.push("Your story does not seem to be about what the question asks.");
  if (shows.length > 0) lines.push(`Your story shows ${joinWords(shows)}.`);
  if (lacks.length > 0) lines.push(`It lacks ${joinWords(lacks)}.`);
  return lines;
}

function joinWords(words: readonly string[]): string {
  return words.length <= 1
    ? words.join("")
    : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}
