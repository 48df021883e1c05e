export type LboGrowthType =
  | "constant_absolute"
  | "variable_absolute"
  | "constant_percentage"
  | "variable_percentage";

/**
 * An LBO case (docs/case-studies.md#lbo field names; rates in percent). The type fields say which value applies; every
 * per-year array has one entry per projection year (margin increments: one per year after the first)
 * and always lists the value that year uses, so flat and constant types repeat their single value.
 */
export interface LboStatement {
  engineVersion: number;
  purchaseMultiple: number;
  /** 2024 revenue. */
  sales: number;
  growthType: LboGrowthType;
  /** Amount added each year (constant_absolute). */
  expectedGrowthValue: number;
  /** Percent compounded each year (constant_percentage). */
  expectedGrowthPercent: number;
  /** Per-year amounts (variable_absolute) or percents (variable_percentage). */
  variableGrowthValues: number[];
  projectionYears: number;
  /** First-year margin, percent. */
  ebitdaMargin: number;
  ebitdaMarginType: "constant" | "increasing";
  /** Percentage points added in each year after the first (all 0 when constant). */
  ebitdaMarginIncrements: number[];
  daType: "flat" | "variable";
  daAbsolute: number;
  variableDaValues: number[];
  capexType: "flat" | "variable";
  capexAbsolute: number;
  variableCapexValues: number[];
  taxRate: number;
  /** Debt / EBITDA 2024 = ceil(purchaseMultiple / 2). */
  initialLeverage: number;
  interestRate: number;
  exitEbitdaMultiple: number;
  debtAmortizationType: "bullet" | "amortizing";
  /** Repaid each year when amortizing. */
  debtRepayment: number;
  nwcType: "flat" | "variable";
  nwcFlat: number;
  variableNWCValues: number[];
}
