import { expect, describe as group, it } from "vitest";
import { check, describe, explain, layout, solve } from "../../index";
import { answersFrom, expectedTexts, yearlyCells } from "../../test-support/answers";
import type { DcfStatement } from "./fields";
import { meetsDcfConditions } from "./generate";

// Golden DCF cases, worked out by hand. Conventions (docs/case-studies.md#dcf): sales grow by a fixed amount; Cost of
// Equity and WACC are used at one decimal, WACC from the rounded Cost of Equity; DF_n = 1 / (1 + WACC)^n;
// EV = Σ FCF × DF + average TV × DF of the last year; amounts round half away from zero.

// A: 3 projection years.
const threeYears: DcfStatement = {
  engineVersion: 1,
  baseRevenue: 200,
  annualGrowth: 10,
  ebitdaMargin: 30,
  depreciation: 10,
  interestExpense: 5,
  taxRate: 30,
  capexAbsolute: 15,
  nwcAbsolute: 5,
  terminalGrowth: 2,
  projectionYears: 3,
  costOfDebt: 5,
  debtRatioPct: 40,
  evEbitdaMultiple: 8,
  riskFreeRate: 2,
  beta: 1.2,
  marketReturn: 8,
  netDebt: 100,
};

// B: 5 projection years, a negative NWC change.
const fiveYears: DcfStatement = {
  engineVersion: 1,
  baseRevenue: 400,
  annualGrowth: 5,
  ebitdaMargin: 20,
  depreciation: 15,
  interestExpense: 10,
  taxRate: 25,
  capexAbsolute: 20,
  nwcAbsolute: -5,
  terminalGrowth: 3,
  projectionYears: 5,
  costOfDebt: 6,
  debtRatioPct: 30,
  evEbitdaMultiple: 15,
  riskFreeRate: 1.5,
  beta: 0.9,
  marketReturn: 7.5,
  netDebt: 150,
};

// C: 4 projection years; Cost of Equity 6.85 shows as 6.9 and WACC must be taken from that 6.9.
const roundedCostOfEquity: DcfStatement = {
  engineVersion: 1,
  baseRevenue: 150,
  annualGrowth: 3,
  ebitdaMargin: 25,
  depreciation: 5,
  interestExpense: 2,
  taxRate: 35,
  capexAbsolute: 10,
  nwcAbsolute: 0,
  terminalGrowth: 1,
  projectionYears: 4,
  costOfDebt: 4,
  debtRatioPct: 50,
  evEbitdaMultiple: 10,
  riskFreeRate: 1,
  beta: 0.9,
  marketReturn: 7.5,
  netDebt: 60,
};

group("DCF golden cases", () => {
  it("A: three years", () => {
    // Sales 210, 220, 230; EBITDA × 30 % = 63, 66, 69; EBIT − 10 = 53, 56, 59; PBT − 5 = 48, 51, 54;
    // NI × 0.7 = 33.6, 35.7, 37.8; FCF = NI + 10 − 15 − 5 = 23.6, 25.7, 27.8.
    // CoE = 2 + 1.2 × (8 − 2) = 9.2. WACC = 0.6 × 9.2 + 0.4 × 5 × 0.7 = 5.52 + 1.4 = 6.92 → 6.9.
    // TV perpetuity = 27.8 × 1.02 / (0.069 − 0.02) = 28.356 / 0.049 = 578.69 → 579; TV multiple = 69 × 8 = 552.
    // Average = (578.69 + 552) / 2 = 565.35 → 565.
    // DF: 1 / 1.069 = 0.93545 → 0.935; 1 / 1.142761 = 0.87507 → 0.875; 1 / 1.221611509 = 0.81859 → 0.819.
    // Discounted FCF: 23.6 × 0.93545 = 22.08 → 22; 25.7 × 0.87507 = 22.49 → 22; 27.8 × 0.81859 = 22.76 → 23.
    // EV = 22.08 + 22.49 + 22.76 + 565.35 × 0.81859 (= 462.79) = 530.11 → 530; Equity = 530.11 − 100 → 430.
    const s = threeYears;
    expect(expectedTexts("DCF", s)).toEqual({
      ...yearlyCells(
        {
          Sales: ["210", "220", "230"],
          EBITDA: ["63", "66", "69"],
          EBIT: ["53", "56", "59"],
          "Profit Before Tax": ["48", "51", "54"],
          "Net Income": ["34", "36", "38"],
          FCF: ["24", "26", "28"],
          "Discount Factor": ["0.935", "0.875", "0.819"],
          "Discounted FCF": ["22", "22", "23"],
        },
        [2025, 2026, 2027],
      ),
      "Cost of Equity": "9.2",
      WACC: "6.9",
      "Terminal Value (Perpetuity)": "579",
      "Terminal Value (EV/EBITDA)": "552",
      "Average Terminal Value": "565",
      "Enterprise Value": "530",
      "Equity Value": "430",
    });
    expect(solve("DCF", s).exact["Enterprise Value"]).toBeCloseTo(530.1108, 3);
    // Carried path: TV perpetuity = 28 × 1.02 / 0.049 = 582.86 → 583; average = (583 + 552) / 2 = 567.5 → 568;
    // Discounted FCF 24 × 0.935 = 22.44 → 22, 26 × 0.875 = 22.75 → 23, 28 × 0.819 = 22.93 → 23;
    // EV = 22 + 23 + 23 + 568 × 0.819 (= 465.19) = 533.19 → 533; Equity = 533 − 100 = 433.
    const { carried } = solve("DCF", s);
    expect(carried["Terminal Value (Perpetuity)"]).toBeCloseTo(28.56 / 0.049, 9);
    expect(carried["Average Terminal Value"]).toBeCloseTo(567.5, 9);
    expect(carried["Enterprise Value"]).toBeCloseTo(533.192, 9);
    expect(carried["Equity Value"]).toBeCloseTo(433, 9);
    const accepted = check("DCF", s, {
      "Terminal Value (Perpetuity)": "583",
      "Average Terminal Value": "568",
      "Discounted FCF 2026": "23",
      "Enterprise Value": "533",
      "Equity Value": "433",
    });
    expect(accepted.cells.filter((cell) => cell.correct)).toHaveLength(5);
    expect(explain("DCF", s).WACC).toBe(
      "WACC = (1 − debt ratio) × Cost of Equity + debt ratio × cost of debt × (1 − tax rate) = " +
        "0.6 × 9.2 + 0.4 × 5 × 0.7 = 6.9",
    );
    expect(explain("DCF", s)["Discount Factor 2026"]).toBe(
      "Discount Factor 2026 = 1 / (1 + WACC)^2 = 1 / 1.069^2 = 0.875",
    );
    expect(meetsDcfConditions(s)).toBe(true);
  });

  it("B: five years", () => {
    // Sales 405 … 425 (+5 a year); EBITDA × 20 % = 81, 82, 83, 84, 85; EBIT − 15 = 66 … 70; PBT − 10 = 56 … 60;
    // NI × 0.75 = 42, 42.75, 43.5, 44.25, 45; FCF = NI + 15 − 20 − (−5) = NI.
    // CoE = 1.5 + 0.9 × 6 = 6.9. WACC = 0.7 × 6.9 + 0.3 × 6 × 0.75 = 4.83 + 1.35 = 6.18 → 6.2.
    // TV perpetuity = 45 × 1.03 / (0.062 − 0.03) = 46.35 / 0.032 = 1448.4375 → 1448; TV multiple = 85 × 15 = 1275;
    // average = 1361.71875 → 1362.
    // 1.062^n = 1.062, 1.127844, 1.19777033, 1.27203209, 1.35089808 → DF 0.94162, 0.88665, 0.83489, 0.78614, 0.74025.
    // Discounted FCF: 39.55 → 40, 37.90 → 38, 36.32 → 36, 34.79 → 35, 33.31 → 33 (sum 181.87).
    // EV = 181.87 + 1361.71875 × 0.74025 (= 1008.01) = 1189.88 → 1190; Equity = 1039.88 → 1040.
    const s = fiveYears;
    expect(expectedTexts("DCF", s)).toEqual({
      ...yearlyCells(
        {
          Sales: ["405", "410", "415", "420", "425"],
          EBITDA: ["81", "82", "83", "84", "85"],
          EBIT: ["66", "67", "68", "69", "70"],
          "Profit Before Tax": ["56", "57", "58", "59", "60"],
          "Net Income": ["42", "43", "44", "44", "45"],
          FCF: ["42", "43", "44", "44", "45"],
          "Discount Factor": ["0.942", "0.887", "0.835", "0.786", "0.740"],
          "Discounted FCF": ["40", "38", "36", "35", "33"],
        },
        [2025, 2026, 2027, 2028, 2029],
      ),
      "Cost of Equity": "6.9",
      WACC: "6.2",
      "Terminal Value (Perpetuity)": "1448",
      "Terminal Value (EV/EBITDA)": "1275",
      "Average Terminal Value": "1362",
      "Enterprise Value": "1190",
      "Equity Value": "1040",
    });
    // Carried: Discounted FCF 2027 = 44 × 0.835 = 36.74 → 37; average = (1448 + 1275) / 2 = 1361.5 → 1362;
    // EV = 40 + 38 + 37 + 35 + 33 + 1362 × 0.740 (= 1007.88) = 1190.88 → 1191; Equity = 1041.
    const { carried } = solve("DCF", s);
    expect(carried["Discounted FCF 2027"]).toBeCloseTo(36.74, 9);
    expect(carried["Enterprise Value"]).toBeCloseTo(1190.88, 9);
    expect(layout("DCF", s).cells).toHaveLength(8 * 5 + 7);
    expect(describe("DCF", s)).toContain("Sales grow by 5 a year (the same amount is added each year).");
    expect(meetsDcfConditions(s)).toBe(true);
  });

  it("C: WACC comes from the displayed Cost of Equity", () => {
    // CoE = 1 + 0.9 × (7.5 − 1) = 6.85 → 6.9. WACC = 0.5 × 6.9 + 0.5 × 4 × 0.65 = 3.45 + 1.3 = 4.75 → 4.8
    // (from the unrounded 6.85 it would be 4.725 → 4.7).
    // Sales 153, 156, 159, 162; EBITDA × 25 % = 38.25, 39, 39.75, 40.5; EBIT − 5 = 33.25, 34, 34.75, 35.5;
    // PBT − 2 = 31.25, 32, 32.75, 33.5; NI × 0.65 = 20.3125, 20.8, 21.2875, 21.775; FCF = NI − 5.
    // TV perpetuity = 16.775 × 1.01 / (0.048 − 0.01) = 16.94275 / 0.038 = 445.86 → 446; TV multiple = 40.5 × 10 = 405;
    // average 425.43 → 425. 1.048^n = 1.048, 1.098304, 1.15102259, 1.20627168 → DF 0.954, 0.910, 0.869, 0.829.
    // Discounted FCF 14.61 → 15, 14.39 → 14, 14.15 → 14, 13.91 → 14 (sum 57.05);
    // EV = 57.05 + 425.43 × 0.829001 (= 352.68) = 409.74 → 410; Equity = 349.74 → 350.
    const s = roundedCostOfEquity;
    expect(expectedTexts("DCF", s)).toEqual({
      ...yearlyCells(
        {
          Sales: ["153", "156", "159", "162"],
          EBITDA: ["38", "39", "40", "41"],
          EBIT: ["33", "34", "35", "36"],
          "Profit Before Tax": ["31", "32", "33", "34"],
          "Net Income": ["20", "21", "21", "22"],
          FCF: ["15", "16", "16", "17"],
          "Discount Factor": ["0.954", "0.910", "0.869", "0.829"],
          "Discounted FCF": ["15", "14", "14", "14"],
        },
        [2025, 2026, 2027, 2028],
      ),
      "Cost of Equity": "6.9",
      WACC: "4.8",
      "Terminal Value (Perpetuity)": "446",
      "Terminal Value (EV/EBITDA)": "405",
      "Average Terminal Value": "425",
      "Enterprise Value": "410",
      "Equity Value": "350",
    });
    // Carried: EBITDA 2028 = 40.5 → 41, TV multiple = 41 × 10 = 410; FCF 2028 = 17, TV perpetuity = 17 × 1.01 / 0.038
    // = 451.84 → 452; average = (452 + 410) / 2 = 431; EV = 14 + 15 + 14 + 14 + 431 × 0.829 = 414.30 → 414.
    const { carried } = solve("DCF", s);
    expect(carried["Terminal Value (EV/EBITDA)"]).toBe(410);
    expect(carried["Average Terminal Value"]).toBe(431);
    expect(carried["Enterprise Value"]).toBeCloseTo(414.299, 9);
    expect(check("DCF", s, { WACC: "4.7" }).cells.find((cell) => cell.key === "WACC")?.correct).toBe(true);
    expect(check("DCF", s, { WACC: "4.6" }).cells.find((cell) => cell.key === "WACC")?.correct).toBe(false);
    expect(meetsDcfConditions(s)).toBe(true);
  });

  it("scores 100 on every golden case with either path's display values", () => {
    for (const s of [threeYears, fiveYears, roundedCostOfEquity]) {
      expect(check("DCF", s, answersFrom("DCF", s, "exact")).score).toBe(100);
      expect(check("DCF", s, answersFrom("DCF", s, "carried")).score).toBe(100);
    }
  });
});
