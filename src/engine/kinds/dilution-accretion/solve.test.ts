import { expect, describe as group, it } from "vitest";
import { check, describe, explain, layout, solve } from "../../index";
import { answersFrom, expectedTexts } from "../../test-support/answers";
import type { DilutionAccretionStatement } from "./fields";

// Golden accretion/dilution cases, worked out by hand. Purchase price = NOSH B × price B; the cash part is
// borrowed; new shares = ⌈stock part / price A⌉; EPS Pro Forma uses the rounded Net Income Pro Forma;
// Accretive only if EPS Pro Forma > EPS Before at two decimals.

const allCash: DilutionAccretionStatement = {
  engineVersion: 1,
  netIncomeA: 300,
  noshA: 500,
  sharePriceA: 10,
  netIncomeB: 80,
  noshB: 200,
  sharePriceB: 15,
  costOfDebt: 10,
  taxRate: 30,
  paidInCashPercent: 100,
  paidInStockPercent: 0,
  synergies: 50,
};

const allStock: DilutionAccretionStatement = {
  engineVersion: 1,
  netIncomeA: 400,
  noshA: 800,
  sharePriceA: 20,
  netIncomeB: 100,
  noshB: 150,
  sharePriceB: 10,
  costOfDebt: 5,
  taxRate: 25,
  paidInCashPercent: 0,
  paidInStockPercent: 100,
  synergies: 0,
};

const mixRoundedUp: DilutionAccretionStatement = {
  engineVersion: 1,
  netIncomeA: 250,
  noshA: 350,
  sharePriceA: 15,
  netIncomeB: 60,
  noshB: 130,
  sharePriceB: 10,
  costOfDebt: 5,
  taxRate: 20,
  paidInCashPercent: 30,
  paidInStockPercent: 70,
  synergies: 0,
};

const equalAtTwoDecimals: DilutionAccretionStatement = {
  engineVersion: 1,
  netIncomeA: 300,
  noshA: 600,
  sharePriceA: 10,
  netIncomeB: 60,
  noshB: 100,
  sharePriceB: 10,
  costOfDebt: 20,
  taxRate: 35,
  paidInCashPercent: 10,
  paidInStockPercent: 90,
  synergies: 0,
};

group("accretion/dilution golden cases", () => {
  it("all cash", () => {
    // EPS Before = 300 / 500 = 0.60. Price = 200 × 15 = 3000, all borrowed:
    // after-tax cost = 3000 × 100 % × 10 % × (1 − 30 %) = 210. NI Pro Forma = 300 + 80 + 50 − 210 = 220.
    // No new shares: NOSH Pro Forma = 500. EPS Pro Forma = 220 / 500 = 0.44 < 0.60 → Dilutive.
    expect(expectedTexts("DilutionAccretion", allCash)).toEqual({
      "EPS Before": "0.60",
      "Net Income Pro Forma": "220",
      "NOSH Pro Forma": "500",
      "EPS Pro Forma": "0.44",
      "Deal Type": "Dilutive",
    });
    expect(describe("DilutionAccretion", allCash)).toContain(
      "The price is paid entirely in cash, borrowed at a cost of debt of 10 %.",
    );
  });

  it("all stock", () => {
    // EPS Before = 400 / 800 = 0.50. Price = 150 × 10 = 1500, no debt: NI Pro Forma = 400 + 100 + 0 = 500.
    // New shares = 1500 / 20 = 75 exactly; NOSH Pro Forma = 875. EPS Pro Forma = 500 / 875 = 0.5714 → 0.57 > 0.50.
    expect(expectedTexts("DilutionAccretion", allStock)).toEqual({
      "EPS Before": "0.50",
      "Net Income Pro Forma": "500",
      "NOSH Pro Forma": "875",
      "EPS Pro Forma": "0.57",
      "Deal Type": "Accretive",
    });
  });

  it("a mix whose new-share count rounds up", () => {
    // EPS Before = 250 / 350 = 0.714 → 0.71. Price = 130 × 10 = 1300.
    // After-tax cost = 1300 × 30 % × 5 % × (1 − 20 %) = 15.6; NI Pro Forma = 250 + 60 − 15.6 = 294.4 → 294.
    // New shares = 70 % × 1300 / 15 = 910 / 15 = 60.67 → 61; NOSH Pro Forma = 350 + 61 = 411.
    // EPS Pro Forma = 294 / 411 = 0.7153 → 0.72 > 0.71 → Accretive.
    expect(expectedTexts("DilutionAccretion", mixRoundedUp)).toEqual({
      "EPS Before": "0.71",
      "Net Income Pro Forma": "294",
      "NOSH Pro Forma": "411",
      "EPS Pro Forma": "0.72",
      "Deal Type": "Accretive",
    });
    expect(solve("DilutionAccretion", mixRoundedUp).exact["EPS Pro Forma"]).toBeCloseTo(294 / 411, 12);
    expect(explain("DilutionAccretion", mixRoundedUp)["NOSH Pro Forma"]).toBe(
      "NOSH Pro Forma = shares A + new shares = 350 + 61 = 411; new shares = 70 % × 1300 / 15 = 60.6667, rounded up to 61",
    );
  });

  it("EPS equal at two decimals is Dilutive", () => {
    // EPS Before = 300 / 600 = 0.50. Price = 100 × 10 = 1000; cost = 1000 × 10 % × 20 % × (1 − 35 %) = 13;
    // NI Pro Forma = 300 + 60 − 13 = 347. New shares = 90 % × 1000 / 10 = 90; NOSH Pro Forma = 690.
    // EPS Pro Forma = 347 / 690 = 0.5029 → 0.50: above 0.50 before rounding, equal at two decimals → Dilutive.
    expect(expectedTexts("DilutionAccretion", equalAtTwoDecimals)).toEqual({
      "EPS Before": "0.50",
      "Net Income Pro Forma": "347",
      "NOSH Pro Forma": "690",
      "EPS Pro Forma": "0.50",
      "Deal Type": "Dilutive",
    });
    expect(explain("DilutionAccretion", equalAtTwoDecimals)["Deal Type"]).toBe(
      "Deal Type = Dilutive: EPS Pro Forma 0.50 is not above EPS Before 0.50",
    );
  });

  it("lays out five single cells and scores both paths 100", () => {
    expect(
      layout("DilutionAccretion", allCash).cells.map((cell) => [cell.key, cell.kind, cell.precision]),
    ).toEqual([
      ["EPS Before", "eps", 2],
      ["Net Income Pro Forma", "amount", 0],
      ["NOSH Pro Forma", "amount", 0],
      ["EPS Pro Forma", "eps", 2],
      ["Deal Type", "choice", 0],
    ]);
    for (const s of [allCash, allStock, mixRoundedUp, equalAtTwoDecimals]) {
      expect(check("DilutionAccretion", s, answersFrom("DilutionAccretion", s, "exact")).score).toBe(100);
      expect(check("DilutionAccretion", s, answersFrom("DilutionAccretion", s, "carried")).score).toBe(100);
    }
  });
});
