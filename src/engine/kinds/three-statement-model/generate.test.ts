import { expect, describe as group, it } from "vitest";
import { CASE_COMPANIES } from "../../case-companies";
import { ENGINE_VERSION, generate, solve } from "../../index";
import { onStep } from "../../test-support/properties";
import type { ThreeStatementModelStatement } from "./fields";

// docs/modelling-tests.md#three-statement-model, its ranges and redraw rules written out again here.
const SEEDS = 10_000;
const YEARS = [2025, 2026, 2027];
const FIELD_COUNT = 27;
// Whole-number bounds compared with a little room for the float products (0.9 × 220).
const within = (value: number, low: number, high: number) => value >= low - 1e-9 && value <= high + 1e-9;
const whole = (value: number) => Number.isInteger(value);

/** What of the spec's ranges `s` breaks, by field. */
function rangeErrors(s: ThreeStatementModelStatement): string[] {
  const R = s.baseRevenue;
  const cogs = (R * (100 - s.grossMargin)) / 100;
  const ebitda = (R * (s.grossMargin - s.sgaPct)) / 100;
  const nearTarget = (value: number, target: number) =>
    whole(value) && Math.abs(value - target) <= 0.1 * target + 1e-9;
  const checks: Record<string, boolean> = {
    engineVersion: s.engineVersion === ENGINE_VERSION,
    fields: Object.keys(s).length === FIELD_COUNT,
    company: CASE_COMPANIES.some(({ company, sector }) => company === s.company && sector === s.sector),
    baseRevenue: onStep(R, 200, 1500, 10),
    revenueGrowth:
      s.revenueGrowth.length === 3 &&
      s.revenueGrowth.every((growth) => onStep(growth, -5, 12, 0.5)) &&
      s.revenueGrowth.filter((growth) => growth < 0).length <= 1,
    grossMargin: onStep(s.grossMargin, 25, 60),
    sgaPct: whole(s.sgaPct) && onStep(s.grossMargin - s.sgaPct, 8, 25),
    daPct: onStep(s.daPct, 8, 15),
    capexPct: onStep(s.capexPct, 2, 8, 0.5),
    dso: onStep(s.dso, 30, 75),
    dio: onStep(s.dio, 20, 90),
    dpo: onStep(s.dpo, 25, 60),
    taxRate: onStep(s.taxRate, 20, 30),
    termDebtRate: onStep(s.termDebtRate, 4, 9, 0.5),
    revolverRate: onStep(s.revolverRate, 4, 9, 0.5),
    termDebtRepayment: onStep(s.termDebtRepayment, 5, 100, 5) && 3 * s.termDebtRepayment <= s.openingTermDebt,
    payoutRatio: onStep(s.payoutRatio, 0, 50, 10),
    minimumCash: s.minimumCash % 5 === 0 && s.minimumCash >= 10 && within(s.minimumCash, 0.02 * R, 0.06 * R),
    revolverCommitment: s.revolverCommitment % 10 === 0 && within(s.revolverCommitment, 0.1 * R, 0.25 * R),
    openingCash: whole(s.openingCash) && within(s.openingCash, s.minimumCash, s.minimumCash + 0.05 * R),
    openingReceivables: nearTarget(s.openingReceivables, (R * s.dso) / 365),
    openingInventory: nearTarget(s.openingInventory, (cogs * s.dio) / 365),
    openingPayables: nearTarget(s.openingPayables, (cogs * s.dpo) / 365),
    openingPpe: whole(s.openingPpe) && within(s.openingPpe, 0.2 * R, 0.6 * R),
    openingRevolver: s.openingRevolver % 5 === 0 && within(s.openingRevolver, 0, s.revolverCommitment),
    openingTermDebt: s.openingTermDebt % 10 === 0 && within(s.openingTermDebt, 0.5 * ebitda, 3 * ebitda),
    openingEquity:
      s.openingEquity > 0 &&
      s.openingEquity ===
        s.openingCash +
          s.openingReceivables +
          s.openingInventory +
          s.openingPpe -
          s.openingPayables -
          s.openingRevolver -
          s.openingTermDebt,
  };
  return Object.entries(checks)
    .filter(([, holds]) => !holds)
    .map(([field]) => field);
}

type Exact = Readonly<Record<string, unknown>>;

/** A line's values on the exact path, 2025 … 2027. */
const yearly = (exact: Exact, label: string) => YEARS.map((year) => exact[`${label} ${year}`] as number);

/** What of the model's rules the exact path of `s` breaks, by line and year. */
function modelErrors(s: ThreeStatementModelStatement, exact: Exact): string[] {
  const value = (label: string, year: number) => exact[`${label} ${year}`] as number;
  const errors: string[] = [];
  for (const year of YEARS) {
    const rules = {
      balances: Math.abs(value("Balance Check", year)) <= 1e-6,
      "cash at the minimum": value("Cash", year) >= s.minimumCash - 1e-9,
      "revolver not negative": value("Revolver", year) >= 0,
      "revolver within the commitment": value("Revolver", year) <= s.revolverCommitment,
      "term debt not negative": value("Term Debt", year) >= 0,
      "EBITDA ≥ 2 × interest": value("EBITDA", year) >= 2 * value("Interest Expense", year),
    };
    for (const [rule, holds] of Object.entries(rules)) if (!holds) errors.push(`${rule} ${year}`);
  }
  return errors;
}

group(`three-statement modelling test generation over ${SEEDS} seeds`, () => {
  const statements = Array.from({ length: SEEDS }, (_, seed) => generate("ThreeStatementModel", seed));
  const exacts: Exact[] = statements.map((s) => solve("ThreeStatementModel", s).exact);

  it("draws every field inside its range, and the same statement for the same seed", () => {
    const errors = statements.flatMap((s, seed) => {
      const broken = rangeErrors(s);
      if (JSON.stringify(generate("ThreeStatementModel", seed)) !== JSON.stringify(s)) broken.push("repeat");
      return broken.map((field) => `seed ${seed}: ${field}`);
    });
    expect(errors).toEqual([]);
    expect(new Set(statements.map((s) => s.company)).size).toBe(CASE_COMPANIES.length);
  });

  it("balances every year, keeps cash at the minimum and debt at zero or above, within the commitment and the cover", () => {
    const errors = statements.flatMap((s, seed) =>
      modelErrors(s, exacts[seed] ?? {}).map((error) => `seed ${seed}: ${error}`),
    );
    expect(errors).toEqual([]);
  });

  it("carries a revolver balance in about one seed in three, and in at least 10 of any 100 in a row", () => {
    const carries = exacts.map((exact) => yearly(exact, "Revolver").some((balance) => balance >= 1));
    const share = carries.filter(Boolean).length / SEEDS;
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.37);
    let fewest = Number.POSITIVE_INFINITY;
    for (let start = 0; start + 100 <= SEEDS; start++)
      fewest = Math.min(fewest, carries.slice(start, start + 100).filter(Boolean).length);
    expect(fewest).toBeGreaterThanOrEqual(10);
  });

  it("has cases with a pre-tax loss and cases whose revolver is drawn, then repaid", () => {
    const loss = exacts.filter((exact) => yearly(exact, "Pre-Tax Income").some((income) => income < 0));
    const repaid = exacts.filter((exact) => {
      const revolver = yearly(exact, "Revolver");
      return revolver.some((balance) => balance >= 1) && revolver[2] === 0;
    });
    expect(loss.length).toBeGreaterThan(0);
    expect(repaid.length).toBeGreaterThan(0);
  });
});
