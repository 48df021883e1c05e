import fc from "fast-check";
import { expect, describe as group, it } from "vitest";
import { ENGINE_VERSION, generate, solve } from "../../index";
import { onStep, SEED_RUNS, seeds } from "../../test-support/properties";
import { SPEC_RANGES } from "../../test-support/spec-ranges";
import type { DcfStatement } from "./fields";
import { FALLBACK_DCF, generateDcfCounted, MAX_DCF_ATTEMPTS, meetsDcfConditions } from "./generate";

const SPEC_RANGES_OF_TYPE = SPEC_RANGES.DCF;

function rangeErrors(s: DcfStatement): string[] {
  const errors = Object.entries(SPEC_RANGES_OF_TYPE)
    .filter(
      ([name, [min, max, step]]) => !onStep(s[name as keyof typeof SPEC_RANGES_OF_TYPE], min, max, step),
    )
    .map(([name]) => `${name}=${s[name as keyof typeof SPEC_RANGES_OF_TYPE]}`);
  if (s.engineVersion !== ENGINE_VERSION) errors.push("engineVersion");
  if (Object.keys(s).length !== Object.keys(SPEC_RANGES_OF_TYPE).length + 1) errors.push("extra fields");
  return errors;
}

group("DCF generation", () => {
  it("keeps every value in range and on its step, repeats per seed, has FCFs ≥ 0 and terminal values within 20 %", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const { statement, attempts } = generateDcfCounted(seed);
        const errors = rangeErrors(statement);
        if (JSON.stringify(generate("DCF", seed)) !== JSON.stringify(statement))
          errors.push("not repeatable");
        if (attempts >= MAX_DCF_ATTEMPTS) errors.push("fell back");

        const { exact } = solve("DCF", statement);
        for (let year = 2025; year < 2025 + statement.projectionYears; year++) {
          if (!((exact[`FCF ${year}`] as number) >= 0)) errors.push(`FCF ${year} < 0`);
        }
        const perpetuity = exact["Terminal Value (Perpetuity)"] as number;
        const multiple = exact["Terminal Value (EV/EBITDA)"] as number;
        if (!(perpetuity > 0)) errors.push("perpetuity value ≤ 0");
        if (!(Math.abs(perpetuity - multiple) <= 0.2 * Math.min(perpetuity, multiple)))
          errors.push("TVs > 20 % apart");
        expect(errors).toEqual([]);
      }),
      { numRuns: SEED_RUNS },
    );
  });

  it("has a fallback that meets the conditions, for a seed that would run out of attempts", () => {
    expect(meetsDcfConditions(FALLBACK_DCF)).toBe(true);
    expect(rangeErrors(FALLBACK_DCF)).toEqual([]);
  });

  it("rejects a WACC at or below terminal growth", () => {
    // Spec ranges keep WACC ≥ 3.1 > 3 (CoE ≥ 1 + 0.8 × 6 = 5.8; 0.3 × 5.8 + 0.7 × 3 × 0.65 = 3.105), so these
    // are hand-made: the fallback's WACC is 0.6 × 9.2 + 0.4 × 5 × 0.7 = 6.92 → 6.9.
    expect(meetsDcfConditions({ ...FALLBACK_DCF, terminalGrowth: 6.9 })).toBe(false); // ÷ 0
    expect(meetsDcfConditions({ ...FALLBACK_DCF, terminalGrowth: 8 })).toBe(false); // negative value
  });
});
