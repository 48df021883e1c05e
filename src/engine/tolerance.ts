import { roundTo } from "./format";

// Relative slack so that 0.910 − 0.909 (0.0010000000000000009 in floating point) still counts as one unit.
const FLOAT_SLACK = 1e-9;

/**
 * docs/marking.md#tolerance: correct when |given − round(target, precision)| ≤ one unit of the last displayed
 * digit, plus `slack` where the target is built on figures that may carry hidden decimals.
 */
export function withinOneDisplayedUnit(given: number, target: number, precision: number, slack = 0): boolean {
  const unit = 10 ** -precision;
  return Math.abs(given - roundTo(target, precision)) <= unit * (1 + FLOAT_SLACK) + slack;
}
