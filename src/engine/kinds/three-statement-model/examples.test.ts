import { expect, describe as group, it } from "vitest";
import { MODELLING_TEST_ORACLES } from "../../../../test/oracle";
import { formatValue } from "../../format";
import { check, ENGINE_VERSION, layout, solve } from "../../index";
import type { ThreeStatementModelStatement } from "./fields";

// The two worked examples of docs/modelling-tests.md#three-statement-model, their statements and the figures the
// documentation states, as the independent oracle keeps them (test/oracle/three-statement-model.ts).
const [exampleA, exampleB] = MODELLING_TEST_ORACLES["three-statement-model"].examples.map((example) => ({
  statement: { ...example.statement, engineVersion: ENGINE_VERSION } as ThreeStatementModelStatement,
  answers: example.answers,
}));
if (!exampleA || !exampleB) throw new Error("The oracle has two worked examples");

const shown = (statement: ThreeStatementModelStatement) => {
  const { exact, precision } = solve("ThreeStatementModel", statement);
  return (key: string) => formatValue(exact[key] as number, precision[key] ?? 1);
};

const statusOf = (statement: ThreeStatementModelStatement, answers: Record<string, string>) =>
  new Map(check("ThreeStatementModel", statement, answers).cells.map((cell) => [cell.key, cell.status]));

group("Three-statement modelling test: the worked examples", () => {
  it("has 75 cells, 25 a year, in the three statements", () => {
    const grid = layout("ThreeStatementModel", exampleA.statement);
    expect(grid.cells).toHaveLength(75);
    expect(grid.years).toEqual([2025, 2026, 2027]);
    expect(grid.sections?.map((section) => section.title)).toEqual([
      "Income statement",
      "Balance sheet",
      "Cash flow",
    ]);
  });

  it.each([
    ["A, cash builds", exampleA],
    ["B, the revolver draws, then is repaid", exampleB],
  ])("%s: every figure the documentation states", (_, example) => {
    const value = shown(example.statement);
    for (const [key, text] of Object.entries(example.answers)) expect(value(key), key).toBe(text);
  });

  it("reads a cost typed with a minus or in brackets as its size, and keeps the sign of a signed line", () => {
    const status = statusOf(exampleA.statement, {
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
    expect(
      statusOf(exampleA.statement, { ...balancing, "Balance Check 2025": "0.0" }).get("Balance Check 2025"),
    ).toBe("correct");
    // Total Assets 10.0 too high alone: the student's own check is 10.0, so 0.0 is not right.
    const unbalanced = { ...right, "Total Assets 2025": "836.6", "Total Equity 2025": "470.2" };
    expect(
      statusOf(exampleA.statement, { ...unbalanced, "Balance Check 2025": "0.0" }).get("Balance Check 2025"),
    ).toBe("wrong");
  });

  it("repays at most the term debt left, on the student's own Term Debt a year before", () => {
    // A: Term Debt 2026 typed 20.0 (250.0 is right): Repayment 2027 = min(25, 20.0) = 20.0, so 20.0 − 20.0 = 0.0.
    const status = statusOf(exampleA.statement, { "Term Debt 2026": "20.0", "Term Debt 2027": "0.0" });
    expect(status.get("Term Debt 2026")).toBe("wrong");
    expect(status.get("Term Debt 2027")).toBe("follows");
  });
});
