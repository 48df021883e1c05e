// Shared by the engine's property tests only.
import fc from "fast-check";
import { MAX_SEED } from "../../contract/seed";

/** Seeds per property: the issue asks for at least 2,000 per case-study type. */
export const SEED_RUNS = 2000;

/** Any seed generate accepts. */
export const seeds = fc.integer({ min: 0, max: MAX_SEED });

/** True when `value` is one of min, min + step, …, max (decimal steps compared in whole steps). */
export function onStep(value: number, min: number, max: number, step = 1): boolean {
  const steps = (value - min) / step;
  return value >= min && value <= max && Math.abs(steps - Math.round(steps)) < 1e-9;
}
