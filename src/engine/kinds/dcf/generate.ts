import { calculate, compileModel, valueAt } from "../../formula/model";
import { createRandom, type Random } from "../../random";
import { ENGINE_VERSION } from "../../version";
import { BASE_YEAR } from "../../years";
import { DCF_ROWS, type DcfStatement, dcfFields } from "./fields";
import { dcfModel } from "./formulas";

/**
 * Bound on the regeneration loop. About one candidate in seven passes (the bench prints the figures), so
 * running out has a probability near 0.86^1000 ≈ 1e-66; the fallback only keeps the loop bounded.
 */
export const MAX_DCF_ATTEMPTS = 1000;

/** A case that meets both conditions (checked by a test), returned if a seed ever exhausts its attempts. */
export const FALLBACK_DCF: Readonly<DcfStatement> = {
  engineVersion: ENGINE_VERSION,
  baseRevenue: 300,
  annualGrowth: 10,
  ebitdaMargin: 30,
  depreciation: 10,
  interestExpense: 5,
  taxRate: 30,
  capexAbsolute: 20,
  nwcAbsolute: 5,
  terminalGrowth: 2,
  projectionYears: 5,
  costOfDebt: 5,
  debtRatioPct: 40,
  evEbitdaMultiple: 8,
  riskFreeRate: 2,
  beta: 1.2,
  marketReturn: 8,
  netDebt: 100,
};

// The draw order is part of ENGINE_VERSION: the same seed must give the same statement forever.
function drawCandidate(random: Random): DcfStatement {
  const r = dcfFields;
  return {
    engineVersion: ENGINE_VERSION,
    baseRevenue: random.draw(r.baseRevenue.range),
    annualGrowth: random.draw(r.annualGrowth.range),
    ebitdaMargin: random.draw(r.ebitdaMargin.range),
    depreciation: random.draw(r.depreciation.range),
    interestExpense: random.draw(r.interestExpense.range),
    taxRate: random.draw(r.taxRate.range),
    capexAbsolute: random.draw(r.capexAbsolute.range),
    nwcAbsolute: random.draw(r.nwcAbsolute.range),
    terminalGrowth: random.draw(r.terminalGrowth.range),
    projectionYears: random.draw(r.projectionYears.range),
    costOfDebt: random.draw(r.costOfDebt.range),
    debtRatioPct: random.draw(r.debtRatioPct.range),
    evEbitdaMultiple: random.draw(r.evEbitdaMultiple.range),
    riskFreeRate: random.draw(r.riskFreeRate.range),
    beta: random.draw(r.beta.range),
    marketReturn: random.draw(r.marketReturn.range),
    netDebt: random.draw(r.netDebt.range),
  };
}

/**
 * docs/case-studies.md#dcf generation condition: every FCF ≥ 0, WACC ≥ 4 %, Cost of Equity above the cost of
 * debt, a positive Equity Value and |TVperp − TVmultiple| ≤ 20 % × min(TVperp, TVmultiple).
 */
export function meetsDcfConditions(s: DcfStatement): boolean {
  const model = compileModel(dcfModel(s));
  const calculation = calculate(model, s, "exact");
  const perpetuity = valueAt(calculation, DCF_ROWS.perpetuityValue, null) as number;
  const multiple = valueAt(calculation, DCF_ROWS.multipleValue, null) as number;
  // A WACC at or below terminal growth gives no meaningful perpetuity value; reject it explicitly.
  if (!(perpetuity > 0 && multiple > 0 && Number.isFinite(perpetuity))) return false;
  for (let year = BASE_YEAR + 1; year <= BASE_YEAR + s.projectionYears; year++) {
    if (!((valueAt(calculation, DCF_ROWS.freeCashFlow, year) as number) >= 0)) return false;
  }
  const wacc = valueAt(calculation, DCF_ROWS.wacc, null) as number;
  const costOfEquity = valueAt(calculation, DCF_ROWS.costOfEquity, null) as number;
  if (!(wacc >= 4 && costOfEquity > s.costOfDebt)) return false;
  if (!((valueAt(calculation, DCF_ROWS.equityValue, null) as number) > 0)) return false;
  return Math.abs(perpetuity - multiple) <= 0.2 * Math.min(perpetuity, multiple);
}

/** A DCF case for `seed` and the candidates drawn to find it: redraws until meetsDcfConditions holds. */
export function generateDcfCounted(seed: number): { statement: DcfStatement; attempts: number } {
  const random = createRandom(seed);
  for (let attempts = 1; attempts <= MAX_DCF_ATTEMPTS; attempts++) {
    const statement = drawCandidate(random);
    if (meetsDcfConditions(statement)) return { statement, attempts };
  }
  return { statement: { ...FALLBACK_DCF }, attempts: MAX_DCF_ATTEMPTS };
}

/** A deterministic DCF case for `seed` whose FCFs are all ≥ 0 and whose terminal values agree within 20 %. */
export function generateDcf(seed: number): DcfStatement {
  return generateDcfCounted(seed).statement;
}
