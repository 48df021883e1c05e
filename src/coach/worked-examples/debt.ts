import type { WrongClaim } from "../claim-check";
import { AMOUNT, distinct, format, nearly, OPERATOR_AFTER, PERCENT, statedFigures } from "./figures";
import { TAX_RATE } from "./financial-statements";

// The after-tax cost of debt and the interest tax shield, redone from the answer's own figures.

// ——— The after-tax cost of debt and the interest tax shield ———

const MORE_TAX_RATES = [
  /(\d+(?:\.\d+)?)\s*%\s+(?:marginal\s+|corporate\s+)?tax\b/i,
  /\btax(?:\s+rate)?\s+(?:of\s+|at\s+|is\s+)(\d+(?:\.\d+)?)\s*%/i,
];
const AFTER_TAX_FIGURE =
  /(\d+(?:\.\d+)?)\s*%\s+after[\s-]tax\b|\bafter[\s-]tax(?:\s+cost(?:\s+of\s+(?:the\s+)?debt)?|\s+rate|\s+interest rate)?\s+(?:of|is|=|becomes|comes to|falls to|is only)\s+(?:only\s+|about\s+|roughly\s+)?(\d+(?:\.\d+)?)\s*%|\bcosts?\s+(?:only\s+|just\s+)?(\d+(?:\.\d+)?)\s*%/gi;
const PRE_TAX_FIGURE =
  /(\d+(?:\.\d+)?)\s*%\s+(?:pre-?tax|before tax|loan|bonds?|coupon|interest rate|cost of debt)\b|\b(?:loan|debt|bonds?|borrowing|interest rate|coupon|cost of debt|yield(?:ing)?)\s+(?:at\s+|of\s+|is\s+|yielding\s+|costing\s+)?(\d+(?:\.\d+)?)\s*%(?!\s+after)/gi;

/** After-tax cost of debt = pre-tax rate × (1 − tax rate). */
export function afterTaxCostsOfDebt(sentence: string): WrongClaim[] {
  if (!/\bafter[\s-]tax\b/i.test(sentence) || !/\b(?:debt|loan|bonds?|borrow\w*|interest)\b/i.test(sentence))
    return [];
  const taxRates = taxRatesIn(sentence);
  const [t] = taxRates;
  if (taxRates.length !== 1 || t === undefined) return [];
  const tax = t / 100;
  // "the after-tax cost is 15% times 0.75" starts a calculation, which the arithmetic check redoes.
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
  const expected = rate * (1 - tax);
  return afterTax
    .filter((figure) => Math.abs(figure.value - expected) > 0.06 + 0.02 * expected)
    .map((figure) => ({
      kind: "number",
      said: figure.said,
      reference: `interest is deductible, so at a ${format(t)}% tax rate a ${format(rate)}% rate costs ${format(rate)}% × (1 − ${format(t)}%) = ${format(expected)}% after tax`,
      source: "arithmetic",
    }));
}

const INTEREST_AMOUNT = new RegExp(
  String.raw`\binterest(?:\s+expense|\s+payments?|\s+cost)?\s+(?:of|is|=)\s+(${AMOUNT})|(${AMOUNT})\s+(?:a year\s+)?of\s+interest\b`,
  "gi",
);
const TAX_SAVED = new RegExp(
  String.raw`\b(?:saves?|saving|saved)\s+(?:about\s+|only\s+)?(${AMOUNT})|\b(?:tax shield|tax saving)\s+(?:is|of|=)\s+(?:about\s+|only\s+)?(${AMOUNT})|(${AMOUNT})\s+(?:of\s+)?(?:tax saved|tax savings?|tax shield)\b`,
  "gi",
);

/** Interest tax shield = interest × tax rate. */
export function interestTaxShields(sentence: string): WrongClaim[] {
  const interests = distinct(sentence, INTEREST_AMOUNT);
  const taxRates = taxRatesIn(sentence);
  const [interest] = interests;
  const [t] = taxRates;
  if (interests.length !== 1 || taxRates.length !== 1 || interest === undefined || t === undefined) return [];
  const expected = interest * (t / 100);
  return statedFigures(sentence, TAX_SAVED)
    .filter((figure) => !nearly(figure.value, expected))
    .map((figure) => ({
      kind: "number",
      said: figure.said,
      reference: `${format(interest)} of deductible interest at a ${format(t)}% tax rate saves ${format(interest)} × ${format(t)}% = ${format(expected)} of tax`,
      source: "arithmetic",
    }));
}

function taxRatesIn(text: string): number[] {
  return [
    ...new Set(
      [...TAX_RATE, ...MORE_TAX_RATES].flatMap((pattern) =>
        [...text.matchAll(new RegExp(pattern.source, "gi"))].map((match) => Number(match[1])),
      ),
    ),
  ];
}

export function taxRateIn(text: string): number | undefined {
  const rates = taxRatesIn(text);
  return rates.length === 1 ? rates[0] : undefined;
}
