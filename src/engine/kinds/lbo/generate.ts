import type { GeneratorContext } from "../../define-kind";
import { repeat } from "../../per-year";
import { createRandom, firstKept, type Random, type Range, range } from "../../random";
import { ENGINE_VERSION } from "../../version";
import { BASE_YEAR } from "../../years";
import type { LboGrowthType, LboStatement, lboFields } from "./fields";
import type { LBO_ROWS } from "./layout";

/** docs/case-studies.md#lbo, inclusive ranges with their steps. */
export const LBO_RANGES = {
  purchaseMultiple: range(5, 15),
  sales: range(100, 500, 50),
  projectionYears: range(3, 5),
  absoluteGrowth: range(10, 30, 5),
  percentGrowth: range(5, 20, 5),
  ebitdaMargin: range(20, 60, 10),
  marginIncrement: range(0, 5),
  daOrCapex: range(10, 40, 5),
  taxRate: range(30, 50, 5),
  interestRate: range(5, 10, 5),
  exitMultipleOffset: range(-1, 1),
  debtRepayment: range(5, 20, 5),
  nwcChange: range(-10, 10, 5),
} as const;

const GROWTH_TYPES: readonly LboGrowthType[] = [
  "constant_absolute",
  "variable_absolute",
  "constant_percentage",
  "variable_percentage",
];
const MARGIN_TYPES = ["constant", "increasing"] as const;
const INPUT_TYPES = ["flat", "variable"] as const;
const DEBT_TYPES = ["bullet", "amortizing"] as const;

// Growth per year: the constant value repeated, or one draw per year for the variable types.
function drawGrowthValues(
  random: Random,
  growthType: LboGrowthType,
  years: number,
  constant: { value: number; percent: number },
): number[] {
  switch (growthType) {
    case "constant_absolute":
      return repeat(constant.value, years);
    case "variable_absolute":
      return random.drawEach(LBO_RANGES.absoluteGrowth, years);
    case "constant_percentage":
      return repeat(constant.percent, years);
    case "variable_percentage":
      return random.drawEach(LBO_RANGES.percentGrowth, years);
  }
}

// A flat input repeats its value; a variable one draws each year.
function drawPerYear(
  random: Random,
  type: "flat" | "variable",
  flat: number,
  step: Range,
  years: number,
): number[] {
  return type === "flat" ? repeat(flat, years) : random.drawEach(step, years);
}

/** Bound on redraws: about four candidates in five are kept. */
const MAX_ATTEMPTS = 100;

/** A case that meets every condition, should a seed ever run out of attempts. */
export const FALLBACK_LBO: Readonly<LboStatement> = {
  engineVersion: ENGINE_VERSION,
  purchaseMultiple: 10,
  sales: 300,
  growthType: "constant_absolute",
  expectedGrowthValue: 20,
  expectedGrowthPercent: 10,
  variableGrowthValues: [20, 20, 20, 20],
  projectionYears: 4,
  ebitdaMargin: 40,
  ebitdaMarginType: "increasing",
  ebitdaMarginIncrements: [2, 2, 1],
  daType: "flat",
  daAbsolute: 20,
  variableDaValues: [20, 20, 20, 20],
  capexType: "flat",
  capexAbsolute: 20,
  variableCapexValues: [20, 20, 20, 20],
  taxRate: 30,
  initialLeverage: 5,
  interestRate: 5,
  exitEbitdaMultiple: 10,
  debtAmortizationType: "amortizing",
  debtRepayment: 20,
  nwcType: "flat",
  nwcFlat: 5,
  variableNWCValues: [5, 5, 5, 5],
};

/**
 * A deterministic LBO case for `seed` a sponsor would look at (docs/case-studies.md#lbo): redrawn until the
 * EBITDA margin stays at most 65 % and EBIT positive every year, and the MoM lies between 0.8 and 6.0.
 */
export function generateLbo(
  seed: number,
  { rows, answers }: GeneratorContext<typeof lboFields, typeof LBO_ROWS>,
): LboStatement {
  const random = createRandom(seed);
  const plausible = (s: LboStatement): boolean => {
    const answer = answers(s);
    const mom = answer(rows.mom) as number;
    if (!(mom >= 0.8 && mom <= 6)) return false;
    for (let year = BASE_YEAR + 1; year <= BASE_YEAR + s.projectionYears; year++) {
      const ebitda = answer(rows.ebitda, year) as number;
      if (!(ebitda <= 0.65 * (answer(rows.sales, year) as number) && (answer(rows.ebit, year) as number) > 0))
        return false;
    }
    return true;
  };
  return firstKept(MAX_ATTEMPTS, () => drawLbo(random), plausible, FALLBACK_LBO);
}

// One candidate; the draw order below is part of ENGINE_VERSION.
function drawLbo(random: Random): LboStatement {
  const r = LBO_RANGES;
  const years = random.draw(r.projectionYears);
  const purchaseMultiple = random.draw(r.purchaseMultiple);
  const sales = random.draw(r.sales);

  const growthType = random.pick(GROWTH_TYPES);
  const expectedGrowthValue = random.draw(r.absoluteGrowth);
  const expectedGrowthPercent = random.draw(r.percentGrowth);
  const variableGrowthValues = drawGrowthValues(random, growthType, years, {
    value: expectedGrowthValue,
    percent: expectedGrowthPercent,
  });

  const ebitdaMargin = random.draw(r.ebitdaMargin);
  const ebitdaMarginType = random.pick(MARGIN_TYPES);
  const ebitdaMarginIncrements =
    ebitdaMarginType === "increasing" ? random.drawEach(r.marginIncrement, years - 1) : repeat(0, years - 1);

  const daType = random.pick(INPUT_TYPES);
  const daAbsolute = random.draw(r.daOrCapex);
  const variableDaValues = drawPerYear(random, daType, daAbsolute, r.daOrCapex, years);
  const capexType = random.pick(INPUT_TYPES);
  const capexAbsolute = random.draw(r.daOrCapex);
  const variableCapexValues = drawPerYear(random, capexType, capexAbsolute, r.daOrCapex, years);

  const taxRate = random.draw(r.taxRate);
  const interestRate = random.draw(r.interestRate);
  const exitEbitdaMultiple = purchaseMultiple + random.draw(r.exitMultipleOffset);
  const debtAmortizationType = random.pick(DEBT_TYPES);
  const debtRepayment = random.draw(r.debtRepayment);
  const nwcType = random.pick(INPUT_TYPES);
  const nwcFlat = random.draw(r.nwcChange);
  const variableNWCValues = drawPerYear(random, nwcType, nwcFlat, r.nwcChange, years);

  return {
    engineVersion: ENGINE_VERSION,
    purchaseMultiple,
    sales,
    growthType,
    expectedGrowthValue,
    expectedGrowthPercent,
    variableGrowthValues,
    projectionYears: years,
    ebitdaMargin,
    ebitdaMarginType,
    ebitdaMarginIncrements,
    daType,
    daAbsolute,
    variableDaValues,
    capexType,
    capexAbsolute,
    variableCapexValues,
    taxRate,
    initialLeverage: Math.ceil(purchaseMultiple / 2),
    interestRate,
    exitEbitdaMultiple,
    debtAmortizationType,
    debtRepayment,
    nwcType,
    nwcFlat,
    variableNWCValues,
  };
}
