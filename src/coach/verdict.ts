import type { WrongClaim } from "./claim-check";

/** "Yes" where the model answer opens with "No" (or the other way round) to a yes-or-no question. */
export function contradictedVerdict(
  question: string,
  modelAnswer: string,
  answer: string,
): WrongClaim | undefined {
  if (!YES_NO_QUESTION.test(question.trim())) return undefined;
  const expected = verdictOf(modelAnswer);
  const given = verdictOf(answer);
  if (expected === undefined || given === undefined || expected === given) return undefined;
  return {
    kind: "negation",
    said: answer.trim().split(/[,.;:!]/)[0] ?? answer,
    reference: modelAnswer.trim().split(/[.;:!]/)[0] ?? modelAnswer,
    source: "model",
  };
}

const YES_NO_QUESTION =
  /^(can|could|is|are|was|were|does|do|did|should|would|will|has|have|peut|peuvent|est-ce|faut-il|doit)\b/i;

function verdictOf(text: string): boolean | undefined {
  const first = /^\W*([\p{L}']+)/u.exec(text.trim())?.[1]?.toLowerCase();
  if (first === "yes" || first === "oui") return true;
  if (first === "no" || first === "not" || first === "non") return false;
  return undefined;
}
