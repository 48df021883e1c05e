// The right answers of a generated exercise, computed here from its statement by the formulas of the
// docs/case-studies.md, written out again on purpose: the browser tests must not lean on the
// engine they are checking.

export type CaseStudyName = "LBO" | "DCF" | "DilutionAccretion";

/** The part of GET /api/case-studies/:type/new the solutions need. */
export interface GeneratedExercise {
  type: CaseStudyName;
  seed: number;
  statement: Record<string, unknown>;
  years: number[];
  cells: { key: string; label: string; options?: string[] }[];
}

/** Half away from zero, as docs/case-studies.md#conventions rounds; the tiny nudge keeps 2.675-style ties on the right side. */
export function roundHalfAway(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  const magnitude = Math.round(Math.abs(value) * scale * (1 + 1e-12)) / scale;
  return value < 0 && magnitude !== 0 ? -magnitude : magnitude;
}

// docs/marking.md#display-precision: amounts are whole numbers; MoM, Cost of Equity and WACC one decimal; EPS two; Discount Factor three.
const DECIMALS_BY_LABEL: Record<string, number> = {
  MoM: 1,
  "Cost of Equity": 1,
  WACC: 1,
  "EPS Before": 2,
  "EPS Pro Forma": 2,
  "Discount Factor": 3,
};

function display(value: number, decimals: number): string {
  return roundHalfAway(value, decimals).toFixed(decimals);
}

function num(statement: Record<string, unknown>, field: string): number {
  const value = statement[field];
  if (typeof value !== "number") throw new Error(`statement.${field} is not a number`);
  return value;
}

function list(statement: Record<string, unknown>, field: string): number[] {
  const value = statement[field];
  if (!Array.isArray(value)) throw new Error(`statement.${field} is not a list`);
  return value as number[];
}

function text(statement: Record<string, unknown>, field: string): string {
  return String(statement[field]);
}

/**
 * Which figures a student carries (docs/marking.md#the-exact-and-the-carried-paths): "exact" keeps every earlier
 * answer at full precision; "carried" hands each earlier answer on at its displayed value, as worked by hand.
 */
export type SolutionPath = "exact" | "carried";

/** An earlier answer as the next formula reads it on `path`: as is, or rounded to its display decimals. */
export function handedOn(path: SolutionPath): (value: number, decimals?: number) => number {
  return (value, decimals = 0) => (path === "carried" ? roundHalfAway(value, decimals) : value);
}

/** LBO (docs/case-studies.md#lbo; interest on the opening debt). */
function lboValues(
  s: Record<string, unknown>,
  years: number[],
  path: SolutionPath,
): Map<string, number | string> {
  const h = handedOn(path);
  const values = new Map<string, number | string>();
  const growthType = text(s, "growthType");
  const percentGrowth = growthType.endsWith("_percentage");
  const constantGrowth = growthType.startsWith("constant_");
  const margin0 = num(s, "ebitdaMargin");
  const increasing = text(s, "ebitdaMarginType") === "increasing";
  const increments = list(s, "ebitdaMarginIncrements");
  const perYear = (typeField: string, flatField: string, listField: string, t: number) =>
    text(s, typeField) === "flat" ? num(s, flatField) : (list(s, listField)[t] ?? Number.NaN);

  const ebitda2024 = (num(s, "sales") * margin0) / 100;
  const initialDebt = num(s, "initialLeverage") * ebitda2024;
  const equity = (num(s, "purchaseMultiple") - num(s, "initialLeverage")) * ebitda2024;
  const amortizing = text(s, "debtAmortizationType") !== "bullet";

  let sales = num(s, "sales");
  let ebitda = 0;
  let cashFlows = 0;
  years.forEach((year, t) => {
    sales = h(sales);
    const growth = constantGrowth
      ? num(s, percentGrowth ? "expectedGrowthPercent" : "expectedGrowthValue")
      : (list(s, "variableGrowthValues")[t] ?? Number.NaN);
    sales = percentGrowth ? sales * (1 + growth / 100) : sales + growth;
    let margin = margin0;
    if (increasing) for (let k = 0; k < t; k++) margin += increments[k] ?? Number.NaN;
    ebitda = (h(sales) * margin) / 100;
    const depreciation = perYear("daType", "daAbsolute", "variableDaValues", t);
    const ebit = h(ebitda) - depreciation;
    const openingDebt = amortizing ? Math.max(0, initialDebt - num(s, "debtRepayment") * t) : initialDebt;
    const profitBeforeTax = h(ebit) - (openingDebt * num(s, "interestRate")) / 100;
    const netIncome = h(profitBeforeTax) * (1 - num(s, "taxRate") / 100);
    const capex = perYear("capexType", "capexAbsolute", "variableCapexValues", t);
    const nwcChange = perYear("nwcType", "nwcFlat", "variableNWCValues", t);
    const freeCashFlow = h(netIncome) + depreciation - capex - nwcChange;
    cashFlows += h(freeCashFlow);
    values.set(`Sales ${year}`, sales);
    values.set(`EBITDA ${year}`, ebitda);
    values.set(`EBIT ${year}`, ebit);
    values.set(`Profit Before Tax ${year}`, profitBeforeTax);
    values.set(`Net Income ${year}`, netIncome);
    values.set(`Free Cash Flow ${year}`, freeCashFlow);
  });
  values.set("MoM", (num(s, "exitEbitdaMultiple") * h(ebitda) - initialDebt + cashFlows) / equity);
  return values;
}

/** DCF (docs/case-studies.md#dcf; Cost of Equity and WACC carried at one decimal). */
function dcfValues(
  s: Record<string, unknown>,
  years: number[],
  path: SolutionPath,
): Map<string, number | string> {
  const h = handedOn(path);
  const values = new Map<string, number | string>();
  const tax = num(s, "taxRate") / 100;
  const riskFree = num(s, "riskFreeRate");
  const costOfEquity = roundHalfAway(riskFree + num(s, "beta") * (num(s, "marketReturn") - riskFree), 1);
  const debtRatio = num(s, "debtRatioPct") / 100;
  const wacc = roundHalfAway(
    (1 - debtRatio) * costOfEquity + debtRatio * num(s, "costOfDebt") * (1 - tax),
    1,
  );
  values.set("Cost of Equity", costOfEquity);
  values.set("WACC", wacc);

  let lastCashFlow = 0;
  let lastEbitda = 0;
  let lastFactor = 1;
  let discounted = 0;
  years.forEach((year, t) => {
    const sales = num(s, "baseRevenue") + num(s, "annualGrowth") * (t + 1);
    const ebitda = (sales * num(s, "ebitdaMargin")) / 100;
    const ebit = h(ebitda) - num(s, "depreciation");
    const profitBeforeTax = h(ebit) - num(s, "interestExpense");
    const netIncome = h(profitBeforeTax) * (1 - tax);
    const cashFlow = h(netIncome) + num(s, "depreciation") - num(s, "capexAbsolute") - num(s, "nwcAbsolute");
    const factor = 1 / (1 + wacc / 100) ** (t + 1);
    discounted += h(h(cashFlow) * h(factor, 3));
    values.set(`Sales ${year}`, sales);
    values.set(`EBITDA ${year}`, ebitda);
    values.set(`EBIT ${year}`, ebit);
    values.set(`Profit Before Tax ${year}`, profitBeforeTax);
    values.set(`Net Income ${year}`, netIncome);
    values.set(`FCF ${year}`, cashFlow);
    values.set(`Discount Factor ${year}`, factor);
    values.set(`Discounted FCF ${year}`, h(cashFlow) * h(factor, 3));
    lastCashFlow = cashFlow;
    lastEbitda = ebitda;
    lastFactor = factor;
  });
  const g = num(s, "terminalGrowth");
  const perpetuity = (h(lastCashFlow) * (1 + g / 100)) / ((wacc - g) / 100);
  const multiple = h(lastEbitda) * num(s, "evEbitdaMultiple");
  const average = (h(perpetuity) + h(multiple)) / 2;
  const enterpriseValue = discounted + h(average) * h(lastFactor, 3);
  values.set("Terminal Value (Perpetuity)", perpetuity);
  values.set("Terminal Value (EV/EBITDA)", multiple);
  values.set("Average Terminal Value", average);
  values.set("Enterprise Value", enterpriseValue);
  values.set("Equity Value", h(enterpriseValue) - num(s, "netDebt"));
  return values;
}

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

/**
 * Every answer cell's right answer, as a student would type it (at the precision docs/marking.md#display-precision
 * gives), on the exact path or, with `path` "carried", from the earlier answers at their displayed values.
 */
export function independentAnswers(
  exercise: GeneratedExercise,
  path: SolutionPath = "exact",
): Record<string, string> {
  const values =
    exercise.type === "LBO"
      ? lboValues(exercise.statement, exercise.years, path)
      : exercise.type === "DCF"
        ? dcfValues(exercise.statement, exercise.years, path)
        : dilutionAccretionValues(exercise.statement);
  return Object.fromEntries(
    exercise.cells.map((cell) => {
      const value = values.get(cell.key);
      if (value === undefined) throw new Error(`No independent answer for ${cell.key}`);
      if (typeof value === "string") return [cell.key, value];
      if (!Number.isFinite(value)) throw new Error(`${cell.key} is not finite`);
      return [cell.key, display(value, DECIMALS_BY_LABEL[cell.label] ?? 0)];
    }),
  );
}
