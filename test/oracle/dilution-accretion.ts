// The accretion/dilution case study's independent oracle: the right answers of a generated exercise, computed
// here from its statement by the formulas of docs/case-studies.md#accretion-and-dilution, written out again
// on purpose: the tests must not lean on the engine they are checking.
import { type CaseStudyOracle, num, roundHalfAway } from "./shared";

/** Accretion/dilution (docs/case-studies.md#accretion-and-dilution; EPS Pro Forma from the rounded Net Income Pro Forma). */
function dilutionAccretionValues(s: Record<string, unknown>): Map<string, number | string> {
  const epsBefore = num(s, "netIncomeA") / num(s, "noshA");
  const price = num(s, "noshB") * num(s, "sharePriceB");
  const financing =
    ((price * num(s, "paidInCashPercent")) / 100) *
    (num(s, "costOfDebt") / 100) *
    (1 - num(s, "taxRate") / 100);
  const netIncome = roundHalfAway(
    num(s, "netIncomeA") + num(s, "netIncomeB") + num(s, "synergies") - financing,
    0,
  );
  // Whole numbers on both sides, so an exact quotient is not pushed up by a floating-point residue.
  const newShares = Math.ceil((num(s, "paidInStockPercent") * price) / (100 * num(s, "sharePriceA")));
  const shares = num(s, "noshA") + newShares;
  const epsAfter = netIncome / shares;
  return new Map<string, number | string>([
    ["EPS Before", epsBefore],
    ["Net Income Pro Forma", netIncome],
    ["NOSH Pro Forma", shares],
    ["EPS Pro Forma", epsAfter],
    ["Deal Type", roundHalfAway(epsAfter, 2) > roundHalfAway(epsBefore, 2) ? "Accretive" : "Dilutive"],
  ]);
}

export const dilutionAccretionOracle: CaseStudyOracle = {
  type: "DilutionAccretion",
  decimalsByLabel: { "EPS Before": 2, "EPS Pro Forma": 2 },
  values: dilutionAccretionValues,
};
