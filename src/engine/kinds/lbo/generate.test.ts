import fc from "fast-check";
import { expect, describe as group, it } from "vitest";
import { ENGINE_VERSION, generate } from "../../index";
import { onStep, SEED_RUNS, seeds } from "../../test-support/properties";
import type { LboStatement } from "./fields";

// docs/case-studies.md#lbo written out again here, so a wrong table in the generator cannot hide.
function rangeErrors(s: LboStatement): string[] {
  const errors: string[] = [];
  const expectOn = (name: string, value: number, min: number, max: number, step = 1) => {
    if (!onStep(value, min, max, step)) errors.push(`${name}=${value}`);
  };
  const years = s.projectionYears;
  expectOn("projectionYears", years, 3, 5);
  expectOn("purchaseMultiple", s.purchaseMultiple, 5, 15);
  expectOn("sales", s.sales, 100, 500, 50);
  expectOn("expectedGrowthValue", s.expectedGrowthValue, 10, 30, 5);
  expectOn("expectedGrowthPercent", s.expectedGrowthPercent, 5, 20, 5);
  expectOn("ebitdaMargin", s.ebitdaMargin, 20, 60, 10);
  expectOn("daAbsolute", s.daAbsolute, 10, 40, 5);
  expectOn("capexAbsolute", s.capexAbsolute, 10, 40, 5);
  expectOn("taxRate", s.taxRate, 30, 50, 5);
  expectOn("interestRate", s.interestRate, 5, 10, 5);
  expectOn("exitEbitdaMultiple", s.exitEbitdaMultiple - s.purchaseMultiple, -1, 1);
  expectOn("debtRepayment", s.debtRepayment, 5, 20, 5);
  expectOn("nwcFlat", s.nwcFlat, -10, 10, 5);
  if (s.initialLeverage !== Math.ceil(s.purchaseMultiple / 2)) errors.push("initialLeverage");
  if (s.engineVersion !== ENGINE_VERSION) errors.push("engineVersion");

  const percentGrowth = s.growthType.endsWith("percentage");
  const expectYears = (name: string, values: number[], count: number, check: (value: number) => boolean) => {
    if (values.length !== count || !values.every(check)) errors.push(`${name}=${values.join(",")}`);
  };
  expectYears("variableGrowthValues", s.variableGrowthValues, years, (v) =>
    percentGrowth ? onStep(v, 5, 20, 5) : onStep(v, 10, 30, 5),
  );
  expectYears("ebitdaMarginIncrements", s.ebitdaMarginIncrements, years - 1, (v) => onStep(v, 0, 5));
  expectYears("variableDaValues", s.variableDaValues, years, (v) => onStep(v, 10, 40, 5));
  expectYears("variableCapexValues", s.variableCapexValues, years, (v) => onStep(v, 10, 40, 5));
  expectYears("variableNWCValues", s.variableNWCValues, years, (v) => onStep(v, -10, 10, 5));

  // Enumerations (docs/case-studies.md#conventions), and flat or constant types repeat their single value in the per-year lists.
  const growthTypes = [
    "constant_absolute",
    "variable_absolute",
    "constant_percentage",
    "variable_percentage",
  ];
  if (!growthTypes.includes(s.growthType)) errors.push("growthType");
  const same = (values: number[], value: number) => values.every((v) => v === value);
  if (s.growthType === "constant_absolute" && !same(s.variableGrowthValues, s.expectedGrowthValue))
    errors.push("g");
  if (s.growthType === "constant_percentage" && !same(s.variableGrowthValues, s.expectedGrowthPercent))
    errors.push("g%");
  if (!["constant", "increasing"].includes(s.ebitdaMarginType)) errors.push("ebitdaMarginType");
  if (s.ebitdaMarginType === "constant" && !same(s.ebitdaMarginIncrements, 0)) errors.push("increments");
  for (const [type, flat, values] of [
    [s.daType, s.daAbsolute, s.variableDaValues],
    [s.capexType, s.capexAbsolute, s.variableCapexValues],
    [s.nwcType, s.nwcFlat, s.variableNWCValues],
  ] as const) {
    if (type !== "flat" && type !== "variable") errors.push(`type ${type}`);
    if (type === "flat" && !same(values, flat)) errors.push(`flat ${values.join(",")}`);
  }
  if (!["bullet", "amortizing"].includes(s.debtAmortizationType)) errors.push("debtAmortizationType");
  return errors;
}

group("LBO generation", () => {
  it("keeps every value in its spec range and on its step, and gives the same statement for the same seed", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const statement = generate("LBO", seed);
        const errors = rangeErrors(statement);
        if (JSON.stringify(generate("LBO", seed)) !== JSON.stringify(statement))
          errors.push("not repeatable");
        expect(errors).toEqual([]);
      }),
      { numRuns: SEED_RUNS },
    );
  });

  it("reaches every growth type, margin type, input type and debt type", () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 400; seed++) {
      const s = generate("LBO", seed);
      for (const value of [
        s.growthType,
        s.ebitdaMarginType,
        s.daType,
        s.capexType,
        s.nwcType,
        s.debtAmortizationType,
      ])
        seen.add(value);
      seen.add(`years ${s.projectionYears}`);
    }
    expect([...seen].sort()).toEqual(
      [
        "amortizing",
        "bullet",
        "constant",
        "constant_absolute",
        "constant_percentage",
        "flat",
        "increasing",
        "variable",
        "variable_absolute",
        "variable_percentage",
        "years 3",
        "years 4",
        "years 5",
      ].sort(),
    );
  });
});
