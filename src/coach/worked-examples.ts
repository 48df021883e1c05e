import { format } from "./arithmetic";
import type { WrongClaim } from "./claim-check";
import { splitSentences } from "./tokenize";

// The classic worked example of an interview that the blind calibration answers get wrong, redone from the
// figures the answer itself gives: the after-tax cost of debt. The model answer rarely states these figures;
// finance does.

const TAX_RATES = [
  /(\d+(?:\.\d+)?)\s*%\s+(?:tax|tax rate)\b/gi,
  /tax rate\s+(?:of\s+|is\s+)?(\d+(?:\.\d+)?)\s*%/gi,
  /(\d+(?:\.\d+)?)\s*%\s+(?:marginal\s+|corporate\s+)?tax\b/gi,
  /\btax(?:\s+rate)?\s+(?:of\s+|at\s+|is\s+)(\d+(?:\.\d+)?)\s*%/gi,
];
const AFTER_TAX_FIGURE =
  /(\d+(?:\.\d+)?)\s*%\s+after[\s-]tax\b|\bafter[\s-]tax(?:\s+cost(?:\s+of\s+(?:the\s+)?debt)?|\s+rate|\s+interest rate)?\s+(?:of|is|=|becomes|comes to|falls to|is only)\s+(?:only\s+|about\s+|roughly\s+)?(\d+(?:\.\d+)?)\s*%|\bcosts?\s+(?:only\s+|just\s+)?(\d+(?:\.\d+)?)\s*%/gi;
const PRE_TAX_FIGURE =
  /(\d+(?:\.\d+)?)\s*%\s+(?:pre-?tax|before tax|loan|bonds?|coupon|interest rate|cost of debt)\b|\b(?:loan|debt|bonds?|borrowing|interest rate|coupon|cost of debt|yield(?:ing)?)\s+(?:at\s+|of\s+|is\s+|yielding\s+|costing\s+)?(\d+(?:\.\d+)?)\s*%(?!\s+after)/gi;
const PERCENT = /(\d+(?:\.\d+)?)\s*%/g;
// "The after-tax cost is 15% times 0.75" starts a calculation, which the arithmetic check redoes.
const OPERATOR_AFTER =
  /^\s*(?:[+−\-×*/÷]|divided by\b|times\b|plus\b|minus\b|multiplied by\b|over\s+(?=\$?\d))/i;

/** The answer's after-tax costs of debt that are not the pre-tax rate × (1 − tax rate) it states. */
export function wrongWorkedExamples(text: string): WrongClaim[] {
  return /\d/.test(text) ? splitSentences(text).flatMap(afterTaxCostsOfDebt) : [];
}

function afterTaxCostsOfDebt(sentence: string): WrongClaim[] {
  if (!/\bafter[\s-]tax\b/i.test(sentence) || !/\b(?:debt|loan|bonds?|borrow\w*|interest)\b/i.test(sentence))
    return [];
  const taxRates = [
    ...new Set(
      TAX_RATES.flatMap((pattern) => [...sentence.matchAll(pattern)].map((match) => Number(match[1]))),
    ),
  ];
  const [t] = taxRates;
  if (taxRates.length !== 1 || t === undefined) return [];
  const afterTax = [...sentence.matchAll(AFTER_TAX_FIGURE)]
    .filter((match) => !OPERATOR_AFTER.test(sentence.slice((match.index ?? 0) + match[0].length)))
    .map((match) => ({ value: Number(match[1] ?? match[2] ?? match[3]), said: match[0] }));
  const explicitPreTax = [
    ...new Set([...sentence.matchAll(PRE_TAX_FIGURE)].map((match) => Number(match[1] ?? match[2]))),
  ];
  const others = [...new Set([...sentence.matchAll(PERCENT)].map((match) => Number(match[1])))].filter(
    (value) => value !== t && !afterTax.some((figure) => figure.value === value),
  );
  const preTax = explicitPreTax.length === 1 ? explicitPreTax : others;
  const [rate] = preTax;
  // A stated after-tax figure with one pre-tax rate to compare it with; otherwise the roles are unclear.
  if (afterTax.length === 0 || preTax.length !== 1 || rate === undefined) return [];
  const expected = rate * (1 - t / 100);
  return afterTax
    .filter((figure) => Math.abs(figure.value - expected) > 0.06 + 0.02 * expected)
    .map((figure) => ({
      kind: "number",
      said: figure.said,
      reference: `interest is deductible, so at a ${format(t)}% tax rate a ${format(rate)}% rate costs ${format(rate)}% × (1 − ${format(t)}%) = ${format(expected)}% after tax`,
      source: "arithmetic",
    }));
}
