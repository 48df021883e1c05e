import { fields, type StatementOf } from "../../define-kind";

/**
 * An LBO case (docs/case-studies.md#lbo field names; rates in percent). The type fields say which value applies; every
 * per-year list has one entry per projection year (margin increments: one per year after the first, in
 * percentage points) and always lists the value that year uses, so flat and constant types repeat their single
 * value. Sales 2024 is the base year's revenue; the debt is ceil(purchase multiple / 2) × EBITDA 2024, repaid
 * each year by the debt repayment when amortizing.
 */
const FLAT_OR_BY_YEAR = { flat: "the same each year", variable: "different each year" };

export const lboFields = fields({
  purchaseMultiple: { type: "number", label: "Purchase multiple (EV / EBITDA 2024)", unit: "x" },
  sales: { type: "number", label: "Sales 2024" },
  growthType: {
    type: ["constant_absolute", "variable_absolute", "constant_percentage", "variable_percentage"],
    label: "Sales growth",
    choices: {
      constant_absolute: "the same amount each year",
      variable_absolute: "an amount that changes each year",
      constant_percentage: "the same percent each year",
      variable_percentage: "a percent that changes each year",
    },
  },
  expectedGrowthValue: { type: "number", label: "Sales growth, amount a year" },
  expectedGrowthPercent: { type: "percent", label: "Sales growth, percent a year" },
  variableGrowthValues: {
    type: "per-year",
    label: "Sales growth by year (amount, or % for a percentage type)",
  },
  projectionYears: { type: "count", label: "Projection years", unit: "years" },
  ebitdaMargin: { type: "percent", label: "EBITDA margin, first year" },
  ebitdaMarginType: {
    type: ["constant", "increasing"],
    label: "EBITDA margin",
    choices: { constant: "the same each year", increasing: "rising each year" },
  },
  ebitdaMarginIncrements: {
    type: "per-year",
    label: "EBITDA margin increase, each year after the first",
    unit: "points",
  },
  daType: { type: ["flat", "variable"], label: "D&A", choices: FLAT_OR_BY_YEAR },
  daAbsolute: { type: "number", label: "D&A a year (flat)" },
  variableDaValues: { type: "per-year", label: "D&A by year" },
  capexType: { type: ["flat", "variable"], label: "CAPEX", choices: FLAT_OR_BY_YEAR },
  capexAbsolute: { type: "number", label: "CAPEX a year (flat)" },
  variableCapexValues: { type: "per-year", label: "CAPEX by year" },
  taxRate: { type: "percent", label: "Tax rate" },
  initialLeverage: { type: "number", label: "Debt (× EBITDA 2024)", unit: "x" },
  interestRate: { type: "percent", label: "Interest rate on opening debt" },
  exitEbitdaMultiple: { type: "number", label: "Exit multiple (EV / EBITDA)", unit: "x" },
  debtAmortizationType: {
    type: ["bullet", "amortizing"],
    label: "Debt repayment",
    choices: { bullet: "all at exit (bullet)", amortizing: "the same amount each year (amortizing)" },
  },
  debtRepayment: { type: "number", label: "Debt repaid a year (amortizing)" },
  nwcType: { type: ["flat", "variable"], label: "Change in NWC", choices: FLAT_OR_BY_YEAR },
  nwcFlat: { type: "number", label: "Change in NWC a year (flat)" },
  variableNWCValues: { type: "per-year", label: "Change in NWC by year" },
});

export type LboStatement = StatementOf<typeof lboFields>;
export type LboGrowthType = LboStatement["growthType"];
