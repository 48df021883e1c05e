import { expect, describe as group, it } from "vitest";
import { formatValue } from "../../format";
import { check, layout, solve } from "../../index";
import type { ThreeStatementModelStatement } from "./fields";

// The two worked examples of docs/modelling-tests.md#three-statement-model, their figures worked out by hand there.
const base = { engineVersion: 1, company: "Alder Ridge Packaging", sector: "packaging" } as const;

const exampleA: ThreeStatementModelStatement = {
  ...base,
  baseRevenue: 1000,
  revenueGrowth: [10, 8, 6],
  grossMargin: 40,
  sgaPct: 25,
  daPct: 10,
  capexPct: 5,
  dso: 73,
  dio: 73,
  dpo: 45,
  taxRate: 25,
  termDebtRate: 6,
  revolverRate: 7,
  termDebtRepayment: 25,
  payoutRatio: 20,
  minimumCash: 30,
  revolverCommitment: 100,
  openingCash: 60,
  openingReceivables: 200,
  openingInventory: 120,
  openingPpe: 400,
  openingPayables: 74,
  openingRevolver: 0,
  openingTermDebt: 300,
  openingEquity: 406,
};

const exampleB: ThreeStatementModelStatement = {
  ...base,
  baseRevenue: 400,
  revenueGrowth: [12, 4, -3],
  grossMargin: 35,
  sgaPct: 24,
  daPct: 12,
  capexPct: 4,
  dso: 60,
  dio: 75,
  dpo: 40,
  taxRate: 25,
  termDebtRate: 7,
  revolverRate: 8,
  termDebtRepayment: 10,
  payoutRatio: 20,
  minimumCash: 20,
  revolverCommitment: 60,
  openingCash: 22,
  openingReceivables: 66,
  openingInventory: 53,
  openingPpe: 150,
  openingPayables: 28,
  openingRevolver: 0,
  openingTermDebt: 120,
  openingEquity: 143,
};

const shown = (statement: ThreeStatementModelStatement) => {
  const { exact, precision } = solve("ThreeStatementModel", statement);
  return (key: string) => formatValue(exact[key] as number, precision[key] ?? 1);
};

const statusOf = (statement: ThreeStatementModelStatement, answers: Record<string, string>) =>
  new Map(check("ThreeStatementModel", statement, answers).cells.map((cell) => [cell.key, cell.status]));

group("Three-statement modelling test: the worked examples", () => {
  it("has 75 cells, 25 a year, in the three statements", () => {
    const grid = layout("ThreeStatementModel", exampleA);
    expect(grid.cells).toHaveLength(75);
    expect(grid.years).toEqual([2025, 2026, 2027]);
    expect(grid.sections?.map((section) => section.title)).toEqual([
      "Income statement",
      "Balance sheet",
      "Cash flow",
    ]);
  });

  it("A, cash builds: 2025 line by line, and 2027", () => {
    const value = shown(exampleA);
    const expected: Record<string, string> = {
      "Revenue 2025": "1100.0",
      "Gross Profit 2025": "440.0",
      "EBITDA 2025": "165.0",
      "D&A 2025": "40.0",
      "EBIT 2025": "125.0",
      "Interest Expense 2025": "18.0",
      "Pre-Tax Income 2025": "107.0",
      "Taxes 2025": "26.8",
      "Net Income 2025": "80.3",
      "Accounts Receivable 2025": "220.0",
      "Inventory 2025": "132.0",
      "Accounts Payable 2025": "81.4",
      "Change in Working Capital 2025": "-24.6",
      "Cash from Operations 2025": "95.6",
      "Cash from Investing 2025": "-55.0",
      "Dividends 2025": "-16.1",
      "Revolver 2025": "0.0",
      "Cash from Financing 2025": "-41.1",
      "Net Change in Cash 2025": "-0.4",
      "Cash 2025": "59.6",
      "PP&E 2025": "415.0",
      "Total Assets 2025": "826.6",
      "Term Debt 2025": "275.0",
      "Total Equity 2025": "470.2",
      "Balance Check 2025": "0.0",
      "Net Income 2027": "98.0",
      "Cash 2027": "83.3",
      "Total Equity 2027": "620.7",
    };
    for (const [key, text] of Object.entries(expected)) expect(value(key), key).toBe(text);
  });

  it("B, the revolver draws, then is repaid", () => {
    const value = shown(exampleB);
    const expected: Record<string, string> = {
      "Revenue 2025": "448.0",
      "EBITDA 2025": "49.3",
      "D&A 2025": "18.0",
      "Interest Expense 2025": "8.4",
      "Net Income 2025": "17.2",
      "Change in Working Capital 2025": "-10.6",
      "Cash from Operations 2025": "24.6",
      "Cash from Investing 2025": "-17.9",
      "Dividends 2025": "-3.4",
      "Revolver 2025": "4.8",
      "Cash from Financing 2025": "-8.7",
      "Net Change in Cash 2025": "-2.0",
      "Cash 2025": "20.0",
      "PP&E 2025": "149.9",
      "Total Assets 2025": "303.4",
      "Total Equity 2025": "156.7",
      "Interest Expense 2026": "8.1",
      "Revolver 2026": "4.4",
      "Change in Working Capital 2027": "3.2",
      "Revolver 2027": "0.0",
      "Cash 2027": "23.4",
      "Total Equity 2027": "186.4",
      "Balance Check 2027": "0.0",
    };
    for (const [key, text] of Object.entries(expected)) expect(value(key), key).toBe(text);
  });

  it("reads a cost typed with a minus or in brackets as its size, and keeps the sign of a signed line", () => {
    const status = statusOf(exampleA, {
      "Taxes 2025": "(26.8)",
      "Interest Expense 2025": "-18.0",
      "Pre-Tax Income 2025": "-107.0",
      "Cash from Investing 2025": "55.0",
      "Dividends 2025": "(16.1)",
    });
    expect(status.get("Taxes 2025")).toBe("correct");
    expect(status.get("Interest Expense 2025")).toBe("correct");
    expect(status.get("Pre-Tax Income 2025")).toBe("wrong");
    expect(status.get("Cash from Investing 2025")).toBe("wrong");
    expect(status.get("Dividends 2025")).toBe("correct");
  });

  it("grades the Balance Check on the student's own balance sheet", () => {
    // A: Total Assets 2025 = 826.6 and AP 81.4 + Revolver 0 + Term Debt 275.0 + Total Equity 470.2 = 826.6.
    const right = { "Accounts Payable 2025": "81.4", "Revolver 2025": "0.0", "Term Debt 2025": "275.0" };
    // Cash typed 10.0 too high, Total Assets and Total Equity carried with it: the student's sheet balances.
    const balancing = { ...right, "Total Assets 2025": "836.6", "Total Equity 2025": "480.2" };
    expect(statusOf(exampleA, { ...balancing, "Balance Check 2025": "0.0" }).get("Balance Check 2025")).toBe(
      "correct",
    );
    // Total Assets 10.0 too high alone: the student's own check is 10.0, so 0.0 is not right.
    const unbalanced = { ...right, "Total Assets 2025": "836.6", "Total Equity 2025": "470.2" };
    expect(statusOf(exampleA, { ...unbalanced, "Balance Check 2025": "0.0" }).get("Balance Check 2025")).toBe(
      "wrong",
    );
  });

  it("repays at most the term debt left, on the student's own Term Debt a year before", () => {
    // A: Term Debt 2026 typed 20.0 (250.0 is right): Repayment 2027 = min(25, 20.0) = 20.0, so 20.0 − 20.0 = 0.0.
    const status = statusOf(exampleA, { "Term Debt 2026": "20.0", "Term Debt 2027": "0.0" });
    expect(status.get("Term Debt 2026")).toBe("wrong");
    expect(status.get("Term Debt 2027")).toBe("follows");
  });
});
