import type { WrongClaim } from "../claim-check";
import { splitSentences } from "../tokenize";
import { accretionDilution, priceEarningsRule, treasuryStockMethod } from "./deals";
import { afterTaxCostsOfDebt, interestTaxShields } from "./debt";
import { depreciationChanges, workingCapitalBuildUps } from "./financial-statements";
import { relativePremiums, valuesFromMultiples } from "./multiples";
import { discountedValues, moneyMultiples, perpetuities } from "./returns";

// The classic worked examples of an interview, redone from the figures the answer itself gives: a change
// in depreciation through the three statements, a working-capital build-up to operating cash flow, a
// money multiple over a number of years against its IRR, a multiple's premium over its peers', a value
// stated as a multiple of EBITDA, a deal's accretion or dilution, options under the treasury stock method,
// a growing perpetuity and its discounting, and the after-tax cost of debt. The model answer rarely states
// these figures; finance does.

/** The answer's worked examples whose figures do not follow from the figures it sets out with. */
export function wrongWorkedExamples(text: string): WrongClaim[] {
  if (!/\d/.test(text)) return [];
  const sentences = splitSentences(text);
  return [
    ...depreciationChanges(text),
    ...workingCapitalBuildUps(text),
    ...sentences.flatMap(moneyMultiples),
    ...sentences.flatMap(relativePremiums),
    ...sentences.flatMap(valuesFromMultiples),
    ...accretionDilution(text),
    ...priceEarningsRule(text),
    ...treasuryStockMethod(text),
    ...sentences.flatMap(perpetuities),
    ...discountedValues(text),
    ...sentences.flatMap(afterTaxCostsOfDebt),
    ...sentences.flatMap(interestTaxShields),
  ];
}
