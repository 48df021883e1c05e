import { expect, describe as group, it } from "vitest";
import { check, describe, explain, layout, solve } from "../../index";
import { answersFrom, expectedTexts, yearlyCells } from "../../test-support/answers";
import type { LboStatement } from "./fields";

// Golden LBO cases, worked out by hand. Conventions (docs/case-studies.md#lbo): EBITDA 2024 = Sales 2024 × first-year
// margin; debt0 = leverage × EBITDA 2024; equity = (purchase multiple − leverage) × EBITDA 2024; interest
// on the opening balance; amounts round half away from zero; MoM to one decimal.

// A: constant_absolute growth, constant margin, flat D&A / CAPEX / NWC, bullet debt, 3 years.
const constantAbsoluteBullet: LboStatement = {
  engineVersion: 1,
  purchaseMultiple: 8,
  sales: 200,
  growthType: "constant_absolute",
  expectedGrowthValue: 20,
  expectedGrowthPercent: 10,
  variableGrowthValues: [20, 20, 20],
  projectionYears: 3,
  ebitdaMargin: 30,
  ebitdaMarginType: "constant",
  ebitdaMarginIncrements: [0, 0],
  daType: "flat",
  daAbsolute: 15,
  variableDaValues: [15, 15, 15],
  capexType: "flat",
  capexAbsolute: 20,
  variableCapexValues: [20, 20, 20],
  taxRate: 40,
  initialLeverage: 4,
  interestRate: 10,
  exitEbitdaMultiple: 9,
  debtAmortizationType: "bullet",
  debtRepayment: 10,
  nwcType: "flat",
  nwcFlat: 5,
  variableNWCValues: [5, 5, 5],
};

// B: variable_absolute growth, increasing margin, variable D&A / CAPEX / NWC (some negative),
// amortizing debt, 4 years; carried rounding changes Net Income 2026, FCF 2026 and MoM.
const variableAbsoluteAmortizing: LboStatement = {
  engineVersion: 1,
  purchaseMultiple: 7,
  sales: 300,
  growthType: "variable_absolute",
  expectedGrowthValue: 25,
  expectedGrowthPercent: 15,
  variableGrowthValues: [10, 20, 30, 15],
  projectionYears: 4,
  ebitdaMargin: 40,
  ebitdaMarginType: "increasing",
  ebitdaMarginIncrements: [2, 0, 3],
  daType: "variable",
  daAbsolute: 10,
  variableDaValues: [10, 15, 20, 25],
  capexType: "variable",
  capexAbsolute: 20,
  variableCapexValues: [20, 25, 30, 35],
  taxRate: 25,
  initialLeverage: 4,
  interestRate: 5,
  exitEbitdaMultiple: 6,
  debtAmortizationType: "amortizing",
  debtRepayment: 20,
  nwcType: "variable",
  nwcFlat: 5,
  variableNWCValues: [5, -5, 10, -10],
};

// C: constant_percentage growth, flat negative NWC change, 5 years, and amortizing debt that is fully
// repaid before the last year. The repayments of docs/case-studies.md#lbo (5–20) never get there from a generated debt of at
// least 60, so this statement is written by hand with a repayment of 60.
const constantPercentagePaidOff: LboStatement = {
  engineVersion: 1,
  purchaseMultiple: 5,
  sales: 100,
  growthType: "constant_percentage",
  expectedGrowthValue: 10,
  expectedGrowthPercent: 10,
  variableGrowthValues: [10, 10, 10, 10, 10],
  projectionYears: 5,
  ebitdaMargin: 50,
  ebitdaMarginType: "constant",
  ebitdaMarginIncrements: [0, 0, 0, 0],
  daType: "flat",
  daAbsolute: 10,
  variableDaValues: [10, 10, 10, 10, 10],
  capexType: "flat",
  capexAbsolute: 10,
  variableCapexValues: [10, 10, 10, 10, 10],
  taxRate: 50,
  initialLeverage: 3,
  interestRate: 10,
  exitEbitdaMultiple: 5,
  debtAmortizationType: "amortizing",
  debtRepayment: 60,
  nwcType: "flat",
  nwcFlat: -5,
  variableNWCValues: [-5, -5, -5, -5, -5],
};

// D: variable_percentage growth, increasing margin, variable NWC, bullet debt, 3 years.
const variablePercentageBullet: LboStatement = {
  engineVersion: 1,
  purchaseMultiple: 10,
  sales: 400,
  growthType: "variable_percentage",
  expectedGrowthValue: 15,
  expectedGrowthPercent: 5,
  variableGrowthValues: [10, 20, 5],
  projectionYears: 3,
  ebitdaMargin: 20,
  ebitdaMarginType: "increasing",
  ebitdaMarginIncrements: [5, 1],
  daType: "flat",
  daAbsolute: 20,
  variableDaValues: [20, 20, 20],
  capexType: "flat",
  capexAbsolute: 30,
  variableCapexValues: [30, 30, 30],
  taxRate: 30,
  initialLeverage: 5,
  interestRate: 10,
  exitEbitdaMultiple: 11,
  debtAmortizationType: "bullet",
  debtRepayment: 5,
  nwcType: "variable",
  nwcFlat: 0,
  variableNWCValues: [0, 5, -10],
};

group("LBO golden cases", () => {
  it("A: constant absolute growth, bullet debt", () => {
    // EBITDA 2024 = 200 × 30 % = 60; debt0 = 4 × 60 = 240; equity = (8 − 4) × 60 = 240.
    // Interest every year = 10 % × 240 = 24 (bullet).
    // 2025: Sales 200 + 20 = 220; EBITDA 220 × 30 % = 66; EBIT 66 − 15 = 51; PBT 51 − 24 = 27;
    //       NI 27 × (1 − 40 %) = 16.2 → 16; FCF 16.2 + 15 − 20 − 5 = 6.2 → 6.
    // 2026: Sales 240; EBITDA 72; EBIT 57; PBT 33; NI 19.8 → 20; FCF 19.8 − 10 = 9.8 → 10.
    // 2027: Sales 260; EBITDA 78; EBIT 63; PBT 39; NI 23.4 → 23; FCF 23.4 − 10 = 13.4 → 13.
    // MoM = (9 × 78 − 240 + (6.2 + 9.8 + 13.4)) / 240 = (702 − 240 + 29.4) / 240 = 491.4 / 240 = 2.0475 → 2.0.
    const s = constantAbsoluteBullet;
    expect(expectedTexts("LBO", s)).toEqual({
      ...yearlyCells(
        {
          Sales: ["220", "240", "260"],
          EBITDA: ["66", "72", "78"],
          EBIT: ["51", "57", "63"],
          "Profit Before Tax": ["27", "33", "39"],
          "Net Income": ["16", "20", "23"],
          "Free Cash Flow": ["6", "10", "13"],
        },
        [2025, 2026, 2027],
      ),
      MoM: "2.0",
    });
    const { exact } = solve("LBO", s);
    expect(exact["Net Income 2025"]).toBeCloseTo(16.2, 9);
    expect(exact.MoM).toBeCloseTo(2.0475, 9);
    // solve lists the given rows too.
    expect(exact["D&A 2026"]).toBe(15);
    expect(exact["CAPEX 2027"]).toBe(20);
    expect(exact["Change in NWC 2025"]).toBe(5);
    expect(explain("LBO", s)["EBITDA 2026"]).toBe(
      "EBITDA 2026 = Sales 2026 × EBITDA margin = 240 × 30 % = 72",
    );
    expect(explain("LBO", s)["Profit Before Tax 2025"]).toBe(
      "Profit Before Tax 2025 = EBIT 2025 − Interest 2025 = 51 − 24 = 27; " +
        "Interest 2025 = 10 % × debt at the start of 2025 (240)",
    );
    expect(describe("LBO", s)).toContain("Sales in 2024: 200.");
    expect(describe("LBO", s)).toContain("Sales grow by 20 a year.");
    expect(describe("LBO", s)).toContain("The debt is repaid in full at exit (bullet).");
  });

  it("B: variable absolute growth, increasing margin, variable inputs, amortizing debt", () => {
    // EBITDA 2024 = 300 × 40 % = 120; debt0 = 4 × 120 = 480 (ceil(7 / 2) = 4); equity = 3 × 120 = 360.
    // Opening debt 480, 460, 440, 420 → interest at 5 %: 24, 23, 22, 21.
    // Margins: 40 %, 40 + 2 = 42 %, 42 + 0 = 42 %, 42 + 3 = 45 %.
    // 2025: Sales 300 + 10 = 310; EBITDA 124; EBIT 124 − 10 = 114; PBT 114 − 24 = 90; NI 90 × 0.75 = 67.5 → 68;
    //       FCF 67.5 + 10 − 20 − 5 = 52.5 → 53.
    // 2026: Sales 330; EBITDA 330 × 42 % = 138.6 → 139; EBIT 123.6 → 124; PBT 123.6 − 23 = 100.6 → 101;
    //       NI 100.6 × 0.75 = 75.45 → 75; FCF 75.45 + 15 − 25 − (−5) = 70.45 → 70.
    // 2027: Sales 360; EBITDA 151.2 → 151; EBIT 131.2 → 131; PBT 109.2 → 109; NI 81.9 → 82;
    //       FCF 81.9 + 20 − 30 − 10 = 61.9 → 62.
    // 2028: Sales 375; EBITDA 375 × 45 % = 168.75 → 169; EBIT 143.75 → 144; PBT 122.75 → 123;
    //       NI 92.0625 → 92; FCF 92.0625 + 25 − 35 − (−10) = 92.0625 → 92.
    // MoM = (6 × 168.75 − 480 + 276.9125) / 360 = 809.4125 / 360 = 2.2484 → 2.2.
    const s = variableAbsoluteAmortizing;
    expect(expectedTexts("LBO", s)).toEqual({
      ...yearlyCells(
        {
          Sales: ["310", "330", "360", "375"],
          EBITDA: ["124", "139", "151", "169"],
          EBIT: ["114", "124", "131", "144"],
          "Profit Before Tax": ["90", "101", "109", "123"],
          "Net Income": ["68", "75", "82", "92"],
          "Free Cash Flow": ["53", "70", "62", "92"],
        },
        [2025, 2026, 2027, 2028],
      ),
      MoM: "2.2",
    });
    // Carried path (a student rounding as they go): EBIT 2026 = 139 − 15 = 124; PBT = 124 − 23 = 101;
    // NI = 101 × 0.75 = 75.75 → 76; FCF = 76 + 15 − 25 + 5 = 71. FCFs 53 + 71 + 62 + 92 = 278;
    // EBITDA 2028 = 169; MoM = (6 × 169 − 480 + 278) / 360 = 812 / 360 = 2.2556 → 2.3.
    const { carried } = solve("LBO", s);
    expect(carried["Net Income 2026"]).toBeCloseTo(75.75, 9);
    expect(carried["Free Cash Flow 2026"]).toBeCloseTo(71, 9);
    expect(carried.MoM).toBeCloseTo(812 / 360, 9);
    const both = check("LBO", s, { "Net Income 2026": "76", "Free Cash Flow 2026": "71", MoM: "2.3" });
    expect(both.cells.filter((cell) => cell.correct).map((cell) => cell.key)).toEqual([
      "Net Income 2026",
      "Free Cash Flow 2026",
      "MoM",
    ]);
    expect(describe("LBO", s)).toContain("Sales grow by 10 in 2025, 20 in 2026, 30 in 2027 and 15 in 2028.");
    expect(describe("LBO", s)).toContain(
      "The EBITDA margin is 40 % of sales in 2025 and rises by 2 percentage points in 2026, 0 percentage points in 2027 and 3 percentage points in 2028.",
    );
    expect(layout("LBO", s).givenRows).toEqual([
      { label: "D&A", values: yearlyValues(["10", "15", "20", "25"]) },
      { label: "CAPEX", values: yearlyValues(["20", "25", "30", "35"]) },
      { label: "Change in NWC", values: yearlyValues(["5", "-5", "10", "-10"]) },
    ]);
  });

  it("C: constant percentage growth, negative NWC change, debt repaid before the last year", () => {
    // EBITDA 2024 = 100 × 50 % = 50; debt0 = 3 × 50 = 150; equity = (5 − 3) × 50 = 100.
    // Opening debt: 150, 150 − 60 = 90, 150 − 120 = 30, max(0, 150 − 180) = 0, 0 → interest 15, 9, 3, 0, 0.
    // Sales × 1.1: 110, 121, 133.1, 146.41, 161.051. EBITDA × 50 %: 55, 60.5, 66.55, 73.205, 80.5255.
    // EBIT − 10: 45, 50.5, 56.55, 63.205, 70.5255. PBT: 30, 41.5, 53.55, 63.205, 70.5255.
    // NI × 50 %: 15, 20.75, 26.775, 31.6025, 35.26275. FCF = NI + 10 − 10 − (−5) = NI + 5:
    // 20, 25.75, 31.775, 36.6025, 40.26275 (sum 154.39025).
    // MoM = (5 × 80.5255 − 150 + 154.39025) / 100 = 407.01775 / 100 = 4.07 → 4.1.
    const s = constantPercentagePaidOff;
    expect(expectedTexts("LBO", s)).toEqual({
      ...yearlyCells(
        {
          Sales: ["110", "121", "133", "146", "161"],
          EBITDA: ["55", "61", "67", "73", "81"],
          EBIT: ["45", "51", "57", "63", "71"],
          "Profit Before Tax": ["30", "42", "54", "63", "71"],
          "Net Income": ["15", "21", "27", "32", "35"],
          "Free Cash Flow": ["20", "26", "32", "37", "40"],
        },
        [2025, 2026, 2027, 2028, 2029],
      ),
      MoM: "4.1",
    });
    // Carried: Sales 2028 = 133 × 1.1 = 146.3, Sales 2029 = 146 × 1.1 = 160.6; EBITDA 2029 = 161 × 50 % = 80.5 → 81;
    // EBIT 71; PBT 71; NI 35.5 → 36; FCF 41. MoM = (5 × 81 − 150 + (20 + 26 + 32 + 37 + 41)) / 100 = 411 / 100 → 4.1.
    const { carried } = solve("LBO", s);
    expect(carried["Sales 2028"]).toBeCloseTo(146.3, 9);
    expect(carried["Net Income 2029"]).toBeCloseTo(35.5, 9);
    expect(carried.MoM).toBeCloseTo(4.11, 9);
    expect(check("LBO", s, { "Net Income 2029": "36", "Free Cash Flow 2029": "41" }).score).toBe(6); // 2 of 31
    expect(explain("LBO", s)["Profit Before Tax 2028"]).toBe(
      "Profit Before Tax 2028 = EBIT 2028 − Interest 2028 = 63.21 − 0 = 63; " +
        "Interest 2028 = 10 % × debt at the start of 2028 (0)",
    );
    expect(explain("LBO", s)["Free Cash Flow 2025"]).toBe(
      "Free Cash Flow 2025 = Net Income 2025 + D&A − CAPEX − Change in NWC = 15 + 10 − 10 − (−5) = 20",
    );
    expect(describe("LBO", s)).toContain("Sales grow by 10 % a year.");
  });

  it("D: variable percentage growth, increasing margin, bullet debt", () => {
    // EBITDA 2024 = 400 × 20 % = 80; debt0 = 5 × 80 = 400; equity = (10 − 5) × 80 = 400; interest 40 a year.
    // Margins 20 %, 25 %, 26 %.
    // 2025: Sales 400 × 1.1 = 440; EBITDA 88; EBIT 68; PBT 28; NI 28 × 0.7 = 19.6 → 20; FCF 19.6 + 20 − 30 − 0 = 9.6 → 10.
    // 2026: Sales 440 × 1.2 = 528; EBITDA 132; EBIT 112; PBT 72; NI 50.4 → 50; FCF 50.4 − 10 − 5 = 35.4 → 35.
    // 2027: Sales 528 × 1.05 = 554.4 → 554; EBITDA 554.4 × 26 % = 144.144 → 144; EBIT 124.144 → 124;
    //       PBT 84.144 → 84; NI 58.9008 → 59; FCF 58.9008 + 20 − 30 + 10 = 58.9008 → 59.
    // MoM = (11 × 144.144 − 400 + 103.9008) / 400 = 1289.4848 / 400 = 3.2237 → 3.2.
    const s = variablePercentageBullet;
    expect(expectedTexts("LBO", s)).toEqual({
      ...yearlyCells(
        {
          Sales: ["440", "528", "554"],
          EBITDA: ["88", "132", "144"],
          EBIT: ["68", "112", "124"],
          "Profit Before Tax": ["28", "72", "84"],
          "Net Income": ["20", "50", "59"],
          "Free Cash Flow": ["10", "35", "59"],
        },
        [2025, 2026, 2027],
      ),
      MoM: "3.2",
    });
    expect(solve("LBO", s).exact.MoM).toBeCloseTo(3.223712, 9);
    expect(explain("LBO", s)["EBITDA 2027"]).toBe(
      "EBITDA 2027 = Sales 2027 × EBITDA margin (20 % + 6 points) = 554.4 × 26 % = 144",
    );
    expect(explain("LBO", s)["Sales 2026"]).toBe("Sales 2026 = Sales 2025 × (1 + 20 %) = 440 × 1.2 = 528");
    expect(describe("LBO", s)).toContain("Sales grow by 10 % in 2025, 20 % in 2026 and 5 % in 2027.");
  });

  it("scores 100 on every golden case with either path's display values", () => {
    for (const s of [
      constantAbsoluteBullet,
      variableAbsoluteAmortizing,
      constantPercentagePaidOff,
      variablePercentageBullet,
    ]) {
      expect(check("LBO", s, answersFrom("LBO", s, "exact")).score).toBe(100);
      expect(check("LBO", s, answersFrom("LBO", s, "carried")).score).toBe(100);
    }
  });
});

function yearlyValues(texts: string[]) {
  return texts.map((text, index) => ({ year: 2025 + index, text }));
}
