import fc from "fast-check";
import { expect, describe as group, it } from "vitest";
import { ENGINE_VERSION, generate } from "../index";
import { onStep, SEED_RUNS, seeds } from "../test-support/properties";
import type { DilutionAccretionStatement } from "./statement";

// Spec §9 "Dilution/accretion generation" written out again.
const SPEC_RANGES = {
  netIncomeA: [100, 500, 50],
  noshA: [100, 1000, 50],
  sharePriceA: [5, 20, 5],
  netIncomeB: [50, 100, 10],
  noshB: [100, 500, 10],
  sharePriceB: [5, 20, 5],
  costOfDebt: [5, 20, 5],
  taxRate: [20, 40, 5],
  paidInCashPercent: [0, 100, 10],
  synergies: [0, 100, 50],
} as const;

function rangeErrors(s: DilutionAccretionStatement): string[] {
  const errors = Object.entries(SPEC_RANGES)
    .filter(([name, [min, max, step]]) => !onStep(s[name as keyof typeof SPEC_RANGES], min, max, step))
    .map(([name]) => name);
  if (s.paidInStockPercent !== 100 - s.paidInCashPercent) errors.push("paidInStockPercent");
  if (s.engineVersion !== ENGINE_VERSION) errors.push("engineVersion");
  return errors;
}

group("accretion/dilution generation", () => {
  it("keeps every value in its spec range and on its step (stock the remainder), and gives the same statement for the same seed", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const statement = generate("DilutionAccretion", seed);
        const errors = rangeErrors(statement);
        if (JSON.stringify(generate("DilutionAccretion", seed)) !== JSON.stringify(statement)) {
          errors.push("not repeatable");
        }
        expect(errors).toEqual([]);
      }),
      { numRuns: SEED_RUNS },
    );
  });
});
