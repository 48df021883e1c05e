import fc from "fast-check";
import { expect, describe as group, it } from "vitest";
import { check, explain, generate, solve } from "../../index";
import { expectedTexts } from "../../test-support/answers";
import { DRILL_SEED_RUNS, testDrillKind } from "../../test-support/drill-kind";
import { seeds } from "../../test-support/properties";
import type { DilutedSharesStatement } from "./fields";

const outOfTheMoneyBond: DilutedSharesStatement = {
  engineVersion: 1,
  sharePrice: 40,
  basicShares: 200,
  options: [
    { count: 10, strike: 20 },
    { count: 4, strike: 50 },
  ],
  rsus: 2.5,
  convertible: { faceValue: 300, conversionPrice: 60 },
};

group("diluted shares", () => {
  testDrillKind("DilutedShares", "diluted-shares");

  it("never gives fewer diluted than basic shares, over 10,000 seeds", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const s = generate("DilutedShares", seed);
        expect(solve("DilutedShares", s).exact["Diluted Shares"]).toBeGreaterThanOrEqual(s.basicShares);
      }),
      { numRuns: DRILL_SEED_RUNS },
    );
  });

  it("buys back shares with the exact Option Proceeds, and accepts the displayed ones on the carried path", () => {
    // 2.5 × 21 + 1.5 × 30 = 52.5 + 45 = 97.5, shown 98 (half away from zero). Exact: 97.5 / 40 = 2.4375 → 2.44
    // repurchased; net new = 4 − 2.4375 = 1.5625 → 1.56. Carried: 98 / 40 = 2.45; net new 4 − 2.45 = 1.55.
    const halfProceeds = {
      ...outOfTheMoneyBond,
      options: [
        { count: 2.5, strike: 21 },
        { count: 1.5, strike: 30 },
        { count: 1, strike: 45 },
      ],
    };
    expect(expectedTexts("DilutedShares", halfProceeds)).toMatchObject({
      "Option Proceeds": "98",
      "Shares Repurchased": "2.44",
      "Net New Shares from Options": "1.56",
    });
    const statuses = (answers: Record<string, string>) =>
      check("DilutedShares", halfProceeds, answers).cells.flatMap((cell) =>
        cell.key in answers ? [cell.status] : [],
      );
    const proceeds = { "In-the-Money Options": "4.00", "Option Proceeds": "98" };
    const exactPath = { ...proceeds, "Shares Repurchased": "2.44", "Net New Shares from Options": "1.56" };
    const carriedPath = { ...proceeds, "Shares Repurchased": "2.45", "Net New Shares from Options": "1.55" };
    expect(statuses(exactPath)).toEqual(["correct", "correct", "correct", "correct"]);
    expect(statuses(carriedPath)).toEqual(["correct", "correct", "correct", "correct"]);
  });

  it("works a case with the convertible out of the money by hand", () => {
    // Only the 20 strike is in the money: 10 options, proceeds 10 × 20 = 200, repurchased 200 / 40 = 5.00,
    // net new 10 − 5 = 5.00. The bond converts at 60 > 40: no shares. Diluted = 200 + 5 + 2.5 + 0 = 207.50;
    // Diluted Equity Value = 207.5 × 40 = 8300.
    expect(expectedTexts("DilutedShares", outOfTheMoneyBond)).toEqual({
      "In-the-Money Options": "10.00",
      "Option Proceeds": "200",
      "Shares Repurchased": "5.00",
      "Net New Shares from Options": "5.00",
      "Shares from Convertible": "0.00",
      "Diluted Shares": "207.50",
      "Diluted Equity Value": "8300",
    });
    expect(explain("DilutedShares", outOfTheMoneyBond)["Shares from Convertible"]).toBe(
      "Shares from Convertible = no conversion = 0 = 0.00; the conversion price 60 is above the share price 40: the bond stays debt",
    );
  });
});
