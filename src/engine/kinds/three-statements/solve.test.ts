import fc from "fast-check";
import { expect, describe as group, it } from "vitest";
import { check, explain, generate, solve } from "../../index";
import { expectedTexts } from "../../test-support/answers";
import { DRILL_SEED_RUNS, testDrillKind } from "../../test-support/drill-kind";
import { seeds } from "../../test-support/properties";
import { EVENTS, type ThreeStatementsStatement } from "./fields";

const loss: ThreeStatementsStatement = {
  engineVersion: 1,
  event: "asset-sale",
  amount: 60,
  taxRate: 25,
  bookValue: 100,
};

group("three statements", () => {
  testDrillKind("ThreeStatements", "three-statements");

  it("balances every seed: assets = liabilities + equity, cash = CFO + CFI + CFF, over 10,000 seeds", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const s = generate("ThreeStatements", seed);
        const cells = solve("ThreeStatements", s).exact as Record<string, number>;
        const { "Total Assets": assets, "Total Liabilities": liabilities, "Total Equity": equity } = cells;
        expect(assets).toBe((liabilities ?? 0) + (equity ?? 0));
        expect(cells["Net Change in Cash"]).toBe(
          (cells["Cash from Operations"] ?? 0) +
            (cells["Cash from Investing"] ?? 0) +
            (cells["Cash from Financing"] ?? 0),
        );
      }),
      { numRuns: DRILL_SEED_RUNS },
    );
  });

  it("works a loss on an asset sale by hand", () => {
    // A = 60, B = 100, t = 25 %: G = −40. NI = −40 × 0.75 = −30; CFO = −30 + 40 (the loss is added back) = 10
    // (−Gt = 10); CFI = +60; Cash = 70 (A − Gt = 60 + 10); Assets = 70 − 100 (PP&E) = −30 = G(1 − t);
    // Liabilities 0; Equity = NI = −30.
    expect(expectedTexts("ThreeStatements", loss)).toEqual({
      "Net Income": "-30",
      "Cash from Operations": "10",
      "Cash from Investing": "60",
      "Cash from Financing": "0",
      "Net Change in Cash": "70",
      "Total Assets": "-30",
      "Total Liabilities": "0",
      "Total Equity": "-30",
    });
    expect(explain("ThreeStatements", loss)["Net Income"]).toMatch(
      /^Net Income = pre-tax income change × \(1 − tax rate\) = \(−40\) × \(1 − 25 %\) = −30; The sale proceeds/,
    );
  });

  it("shows the three mini statements with the loss flowing through them", () => {
    // Pre-tax −40, taxes +10 (saved), NI −30; CFO −30 + 40 + 0 = 10, CFI 60, cash 70;
    // other assets −100 (PP&E sold), total assets −30 = liabilities 0 + equity −30.
    const workings = check("ThreeStatements", loss, {}).workings ?? [];
    expect(workings.map((w) => [w.title, w.lines.map((line) => line.value)])).toEqual([
      ["Income statement", [-40, 10, -30]],
      ["Cash flow statement", [-30, 40, 0, 10, 60, 0, 70]],
      ["Balance sheet", [70, -100, -30, 0, 0, -30, -30]],
    ]);
  });

  it("reads the sign in every way docs/drills.md#conventions allows", () => {
    for (const typed of ["-30", "−30", "(30)"]) {
      expect(check("ThreeStatements", loss, { "Net Income": typed }).cells[0]?.correct).toBe(true);
    }
    for (const typed of ["30", "+30"]) {
      expect(check("ThreeStatements", loss, { "Net Income": typed }).cells[0]?.correct).toBe(false);
    }
  });

  it("draws every event within 300 seeds, and asset sales with gains and losses", () => {
    const statements = Array.from({ length: 300 }, (_, seed) => generate("ThreeStatements", seed));
    expect(new Set(statements.map((s) => s.event))).toEqual(new Set(EVENTS));
    const sales = statements.filter((s) => s.event === "asset-sale");
    expect(sales.some((s) => s.amount > (s.bookValue ?? 0))).toBe(true);
    expect(sales.some((s) => s.amount < (s.bookValue ?? 0))).toBe(true);
  });
});
