import type { GeneratorContext } from "../../define-kind";
import { createRandom } from "../../random";
import { ENGINE_VERSION } from "../../version";
import type { GOODWILL_ROWS, GoodwillStatement, goodwillFields } from "./fields";

/** Bound on redraws: Goodwill ≤ 0 needs a large write-up on a book value near the price, so few fail. */
const MAX_ATTEMPTS = 100;

/** A case that meets every condition, should a seed ever run out of attempts. */
export const FALLBACK_GOODWILL: Readonly<GoodwillStatement> = {
  engineVersion: ENGINE_VERSION,
  offerPrice: 30,
  currentSharePrice: 25,
  targetShares: 100,
  bookValue: 1500,
  existingGoodwill: 200,
  assetWriteUp: 400,
  taxRate: 25,
};

/**
 * A deterministic goodwill drill for `seed` (ranges of docs/drills.md#goodwill) with Goodwill > 0 by the
 * kind's own formula; the draw order is part of ENGINE_VERSION.
 */
export function generateGoodwill(
  seed: number,
  { fields, rows, answer }: GeneratorContext<typeof goodwillFields, typeof GOODWILL_ROWS>,
): GoodwillStatement {
  const random = createRandom(seed);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const currentSharePrice = random.draw(fields.currentSharePrice.range);
    // An offer 10–60 % above the price, in whole currency units (integer bounds: no rounding residue).
    const offerPrice = random.int(
      Math.ceil((110 * currentSharePrice) / 100),
      Math.floor((160 * currentSharePrice) / 100),
    );
    const targetShares = random.draw(fields.targetShares.range);
    const price = offerPrice * targetShares;
    // Book value 30–90 % of the price; some targets carry no goodwill or need no write-up.
    const bookValue = Math.max(1, Math.round((price * random.int(30, 90)) / 100));
    const existingGoodwill = random.int(0, 3) === 0 ? 0 : Math.round((bookValue * random.int(5, 40)) / 100);
    const assetWriteUp = random.int(0, 4) === 0 ? 0 : Math.round((bookValue * random.int(5, 40)) / 100);
    const statement: GoodwillStatement = {
      engineVersion: ENGINE_VERSION,
      offerPrice,
      currentSharePrice,
      targetShares,
      bookValue,
      existingGoodwill,
      assetWriteUp,
      taxRate: random.draw(fields.taxRate.range),
    };
    const goodwill = answer(statement, rows.goodwill);
    if (existingGoodwill < bookValue && typeof goodwill === "number" && goodwill > 0) return statement;
  }
  return { ...FALLBACK_GOODWILL };
}
