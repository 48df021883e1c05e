import fc from "fast-check";
import { expect, describe as group, it } from "vitest";
import { ENGINE_VERSION, generate } from "../../index";
import { onStep, SEED_RUNS, seeds } from "../../test-support/properties";
import { SPEC_RANGES } from "../../test-support/spec-ranges";
import type { DilutionAccretionStatement } from "./fields";

const SPEC_RANGES_OF_TYPE = SPEC_RANGES.DilutionAccretion;

function rangeErrors(s: DilutionAccretionStatement): string[] {
  const errors = Object.entries(SPEC_RANGES_OF_TYPE)
    .filter(
      ([name, [min, max, step]]) => !onStep(s[name as keyof typeof SPEC_RANGES_OF_TYPE], min, max, step),
    )
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
