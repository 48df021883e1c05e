import { expect, describe as group, it } from "vitest";
import { MODELLING_TEST_ORACLES } from "../../../../test/oracle";
import { formatValue } from "../../format";
import { check, ENGINE_VERSION, solve } from "../../index";
import type { LboModelStatement } from "./fields";

// The two worked examples of docs/modelling-tests.md#lbo-model, their statements and the figures the
// documentation states, as the independent oracle keeps them (test/oracle/lbo-model.ts).
const [exampleA, exampleB] = MODELLING_TEST_ORACLES["lbo-model"].examples.map((example) => ({
  statement: { ...example.statement, engineVersion: ENGINE_VERSION } as LboModelStatement,
  answers: example.answers,
}));
if (!exampleA || !exampleB) throw new Error("The oracle has two worked examples");

const shown = (statement: LboModelStatement) => {
  const { exact, precision } = solve("LBOModel", statement);
  return (key: string) => formatValue(exact[key] as number, precision[key] ?? 1);
};

group("LBO modelling test: the worked examples", () => {
  it.each([
    ["A, no revolver", exampleA],
    ["B, a loss, the revolver and a partial sweep", exampleB],
  ])("%s: every figure the documentation states", (_, example) => {
    const value = shown(example.statement);
    for (const [key, text] of Object.entries(example.answers)) expect(value(key), key).toBe(text);
  });

  it("reads a cost typed with a minus or in brackets as its size, and keeps the sign of a signed line", () => {
    const answers = {
      "Taxes 2025": "(21.9)",
      "Term Loan Interest 2025": "-48.0",
      "Pre-Tax Income 2025": "-87.5",
    };
    const cells = new Map(
      check("LBOModel", exampleA.statement, answers).cells.map((cell) => [cell.key, cell.status]),
    );
    expect(cells.get("Taxes 2025")).toBe("correct");
    expect(cells.get("Term Loan Interest 2025")).toBe("correct");
    expect(cells.get("Pre-Tax Income 2025")).toBe("wrong");
  });
});
