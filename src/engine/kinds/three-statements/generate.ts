import { createRandom, range } from "../../random";
import { ENGINE_VERSION } from "../../version";
import { EVENTS, type ThreeStatementsStatement } from "./statement";

/** docs/drills.md#three-statements: amounts and book values on multiples of 20, four tax rates. */
export const THREE_STATEMENTS_RANGES = {
  amount: range(20, 200, 20),
  taxRate: [20, 25, 30, 40],
} as const;

/** A deterministic event for `seed`; the draw order below is part of ENGINE_VERSION. */
export function generateThreeStatements(seed: number): ThreeStatementsStatement {
  const random = createRandom(seed);
  const r = THREE_STATEMENTS_RANGES;
  const event = random.pick(EVENTS);
  const amount = random.draw(r.amount);
  const taxRate = random.pick(r.taxRate);
  if (event !== "asset-sale") return { engineVersion: ENGINE_VERSION, event, amount, taxRate };
  // A book value other than the price: one of the other steps, so gains and losses are equally likely.
  const other = random.int(0, r.amount.steps - 1);
  const bookValue =
    r.amount.min + (other >= (amount - r.amount.min) / r.amount.step ? other + 1 : other) * r.amount.step;
  return { engineVersion: ENGINE_VERSION, event, amount, taxRate, bookValue };
}
