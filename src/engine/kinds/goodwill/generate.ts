import { createRandom, range } from "../../random";
import { ENGINE_VERSION } from "../../version";
import type { GoodwillStatement } from "./statement";

/** docs/drills.md#goodwill ranges. */
export const GOODWILL_RANGES = {
  currentSharePrice: range(10, 100),
  targetShares: range(10, 500),
  taxRate: range(20, 35),
} as const;

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

function goodwillOf(s: GoodwillStatement): number {
  return (
    s.offerPrice * s.targetShares -
    (s.bookValue - s.existingGoodwill) -
    s.assetWriteUp +
    (s.assetWriteUp * s.taxRate) / 100
  );
}

/** A deterministic goodwill drill for `seed` with Goodwill > 0; the draw order is part of ENGINE_VERSION. */
export function generateGoodwill(seed: number): GoodwillStatement {
  const random = createRandom(seed);
  const r = GOODWILL_RANGES;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const currentSharePrice = random.draw(r.currentSharePrice);
    // An offer 10–60 % above the price, in whole currency units (integer bounds: no rounding residue).
    const offerPrice = random.int(
      Math.ceil((110 * currentSharePrice) / 100),
      Math.floor((160 * currentSharePrice) / 100),
    );
    const targetShares = random.draw(r.targetShares);
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
      taxRate: random.draw(r.taxRate),
    };
    if (existingGoodwill < bookValue && goodwillOf(statement) > 0) return statement;
  }
  return { ...FALLBACK_GOODWILL };
}
