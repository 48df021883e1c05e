import type { Assessment } from "./builtin-grader";

/** Words the built-in grader's findings as a short, multi-line evaluation. */
export function writeEvaluation(assessment: Assessment): string {
  const lines: string[] = [`Score: ${assessment.score.toFixed(1)}/10.`];
  if (assessment.instructionsRemoved) {
    lines.push(
      "Instructions addressed to the grader were ignored: only the finance content of the answer is graded.",
    );
  }
  if (assessment.language === "fr") lines.push("Your answer is in French; it was graded on its content.");

  if (assessment.tooShort) {
    lines.push("Strengths: none yet. The answer is too short to show your reasoning.");
  } else if (assessment.questionCopy) {
    lines.push("Strengths: none yet. The answer mostly restates the question.");
  } else if (assessment.covered.length > 0) {
    lines.push(`Strengths: you covered ${joinNames(assessment.covered.map((point) => point.label))}.`);
  } else {
    lines.push("Strengths: none yet; no key point is stated clearly enough.");
  }

  if (assessment.keywordList) {
    lines.push(
      "Your answer lists terms without explaining how they connect; a list of the right words is not an explanation.",
    );
  }
  for (const point of assessment.contradicted)
    lines.push(`Check the direction: the model answer says "${point.label}".`);
  for (const misconception of assessment.misconceptions)
    lines.push(`Misconception: "${misconception}" is not right.`);
  if (assessment.missing.length > 0) {
    lines.push(`Missing: ${joinNames(assessment.missing.map((point) => point.label))}.`);
  }
  lines.push(`Next step: ${nextStep(assessment)}`);
  return lines.join("\n");
}

function nextStep(assessment: Assessment): string {
  const firstGap = assessment.contradicted[0] ?? assessment.missing[0];
  if (assessment.misconceptions.length > 0 || (assessment.reversedDirections && !firstGap)) {
    return "rewrite the answer without the wrong claim, and explain in one sentence why it is wrong.";
  }
  if (assessment.keywordList) {
    return `turn the list into full sentences that say what each item does and why${firstGap ? `, starting with "${firstGap.label}"` : ""}.`;
  }
  if (assessment.questionCopy || assessment.tooShort) {
    return firstGap
      ? `answer the question directly, starting with this point: "${firstGap.label}".`
      : "answer the question directly in two or three full sentences.";
  }
  if (firstGap) return `add one sentence, in your own words, that explains "${firstGap.label}".`;
  return "practise saying this answer aloud in under a minute, as you would in an interview.";
}

function joinNames(names: readonly string[]): string {
  const quoted = names.map((name) => `"${name}"`);
  if (quoted.length <= 1) return quoted.join("");
  return `${quoted.slice(0, -1).join("; ")} and ${quoted[quoted.length - 1]}`;
}
