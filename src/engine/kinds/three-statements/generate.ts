import type { GeneratorContext } from "../../define-kind";
import { createRandom } from "../../random";
import { ENGINE_VERSION } from "../../version";
import type { ThreeStatementsStatement, threeStatementsFields } from "./fields";

/** docs/drills.md#three-statements: four tax rates (amounts and book values on the amount's range). */
const TAX_RATES = [20, 25, 30, 40] as const;

/** A deterministic event for `seed`; the draw order below is part of ENGINE_VERSION. */
export function generateThreeStatements(
  seed: number,
  { fields }: GeneratorContext<typeof threeStatementsFields>,
): ThreeStatementsStatement {
  const random = createRandom(seed);
  const amounts = fields.amount.range;
  const event = random.pick(fields.event.type);
  const amount = random.draw(amounts);
  const taxRate = random.pick(TAX_RATES);
  if (event !== "asset-sale") return { engineVersion: ENGINE_VERSION, event, amount, taxRate };
  // A book value other than the price: one of the other steps, so gains and losses are equally likely.
  const other = random.int(0, amounts.steps - 1);
  const bookValue =
    amounts.min + (other >= (amount - amounts.min) / amounts.step ? other + 1 : other) * amounts.step;
  return { engineVersion: ENGINE_VERSION, event, amount, taxRate, bookValue };
}
