import { expect, describe as group, it } from "vitest";
import { check, explain, layout, solve } from "../../index";
import { expectedTexts } from "../../test-support/answers";
import { testDrillKind } from "../../test-support/drill-kind";
import type { MentalMathStatement } from "./fields";

const ten: MentalMathStatement = {
  engineVersion: 1,
  problems: [
    { kind: "percent", a: 15, b: 480 },
    { kind: "multiply", a: 25, b: 44 },
    { kind: "divide", a: 1000, b: 8 },
    { kind: "compound", a: 10, b: 2 },
    { kind: "irr", a: 2, b: 3 },
    { kind: "percent", a: 7, b: 35 },
    { kind: "multiply", a: 99, b: 11 },
    { kind: "divide", a: 100, b: 3 },
    { kind: "compound", a: 5, b: 3 },
    { kind: "irr", a: 3, b: 5 },
  ],
};

group("mental math", () => {
  testDrillKind("MentalMath", "mental-math");

  it("works ten problems by hand", () => {
    // 15 % of 480 = 72.0; 25 × 44 = 1100; 1000 ÷ 8 = 125.0; 1.1² = 1.21; 2^(1/3) = 1.2599 → 26 %;
    // 7 % of 35 = 2.45 → 2.5 (tie away from zero); 99 × 11 = 1089; 100 ÷ 3 = 33.3; 1.05³ = 1.157625 → 1.16;
    // 3^(1/5) = 1.2457 → 25 %.
    expect(Object.values(expectedTexts("MentalMath", ten))).toEqual([
      "72.0",
      "1100",
      "125.0",
      "1.21",
      "26",
      "2.5",
      "1089",
      "33.3",
      "1.16",
      "25",
    ]);
    expect(layout("MentalMath", ten).cells.map((cell) => cell.key)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Q${index + 1}`),
    );
    expect(check("MentalMath", ten, { Q5: "26%", Q4: "1.21" }).score).toBe(20);
  });

  it("solves and explains each problem by its own kind's rule", () => {
    // 15 × 480 / 100 = 72; 25 × 44 = 1100; 1000 / 8 = 125; 1.1² = 1.21 (to floating point).
    expect(solve("MentalMath", ten).exact).toMatchObject({ Q1: 72, Q2: 1100, Q3: 125 });
    expect(solve("MentalMath", ten).exact.Q4).toBeCloseTo(1.21, 12);
    expect(explain("MentalMath", ten)).toMatchObject({
      Q1: "Q1 = a × b / 100 = 15 × 480 / 100 = 72.0",
      Q4: "Q4 = (1 + a %)^b = 1.1^2 = 1.21",
      Q5: "Q5 = (MoM^(1 / years) − 1) × 100 = (2^(1 / 3) − 1) × 100 = 26",
    });
  });
});
