import type { DcfStatement } from "../kinds/dcf/fields";
import type { DilutionAccretionStatement } from "../kinds/dilution-accretion/fields";

/** A generation range (docs/case-studies.md#conventions): [min, max, step]; ranges given without a step are whole numbers (docs/case-studies.md#conventions). */
export type SpecRange = readonly [number, number, number];

// The ranges of docs/case-studies.md written out again, independently of the generators, for the tests that check their output.
export const SPEC_RANGES = {
  // The fields a worked example sets; a per-year list is checked value by value against its field's range.
  LBO: {
    purchaseMultiple: [5, 15, 1],
    sales: [100, 500, 50],
    projectionYears: [3, 5, 1],
    expectedGrowthValue: [10, 30, 5],
    expectedGrowthPercent: [5, 20, 5],
    ebitdaMargin: [20, 60, 10],
    ebitdaMarginIncrements: [0, 5, 1],
    daAbsolute: [10, 40, 5],
    capexAbsolute: [10, 40, 5],
    taxRate: [30, 50, 5],
    interestRate: [5, 10, 5],
    debtRepayment: [5, 20, 5],
    nwcFlat: [-10, 10, 5],
  },
  DCF: {
    baseRevenue: [100, 500, 50],
    annualGrowth: [3, 10, 1],
    ebitdaMargin: [10, 40, 5],
    depreciation: [5, 20, 5],
    interestExpense: [2, 10, 1],
    taxRate: [25, 35, 5],
    capexAbsolute: [10, 50, 5],
    nwcAbsolute: [-10, 10, 5],
    terminalGrowth: [1, 3, 1],
    projectionYears: [3, 5, 1],
    costOfDebt: [3, 8, 1],
    debtRatioPct: [20, 70, 10],
    evEbitdaMultiple: [5, 15, 1],
    riskFreeRate: [1, 3, 0.5],
    beta: [0.8, 1.5, 0.1],
    marketReturn: [7, 10, 0.5],
    netDebt: [50, 200, 10],
  } satisfies Record<keyof Omit<DcfStatement, "engineVersion">, SpecRange>,
  DilutionAccretion: {
    netIncomeA: [100, 500, 50],
    noshA: [100, 1000, 50],
    sharePriceA: [5, 20, 5],
    netIncomeB: [50, 100, 10],
    noshB: [100, 500, 10],
    sharePriceB: [5, 20, 5],
    costOfDebt: [5, 20, 5],
    taxRate: [20, 40, 5],
    paidInCashPercent: [0, 100, 10],
    synergies: [0, 100, 50],
  } satisfies Partial<Record<keyof DilutionAccretionStatement, SpecRange>>,
} as const;
