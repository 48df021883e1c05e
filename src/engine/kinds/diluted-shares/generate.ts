import type { GeneratorContext } from "../../define-kind";
import { createRandom, firstKept, type Random, range } from "../../random";
import { ENGINE_VERSION } from "../../version";
import type {
  DILUTED_SHARES_ROWS,
  DilutedSharesStatement,
  dilutedSharesFields,
  OptionTranche,
} from "./fields";

/** docs/drills.md#diluted-shares ranges of what no single field holds: tranches, their counts, the face value. */
const RANGES = { tranches: range(2, 3), count: range(0.5, 20, 0.5), faceValue: range(100, 1000) } as const;

/** A whole price from half to one and a half times the share price, never equal to it. */
function priceAround(random: Random, sharePrice: number, side: "below" | "above" | "either"): number {
  const low = side === "above" ? sharePrice + 1 : Math.ceil(sharePrice / 2);
  const high = side === "below" ? sharePrice - 1 : Math.floor((sharePrice * 3) / 2);
  const price = random.int(low, high);
  return price === sharePrice ? price + 1 : price;
}

/** Bound on redraws: almost every candidate is kept. */
const MAX_ATTEMPTS = 100;

/** A case that meets every condition, should a seed ever run out of attempts. */
export const FALLBACK_DILUTED_SHARES: Readonly<DilutedSharesStatement> = {
  engineVersion: ENGINE_VERSION,
  sharePrice: 40,
  basicShares: 200,
  options: [
    { count: 10, strike: 20 },
    { count: 5, strike: 50 },
  ],
  rsus: 2,
  convertible: { faceValue: 300, conversionPrice: 25 },
};

/**
 * A deterministic statement for `seed`: the first tranche in the money, the second out, a third either;
 * redrawn until the diluted shares are at most one and a half times the basic shares.
 */
export function generateDilutedShares(
  seed: number,
  { fields, rows, answer }: GeneratorContext<typeof dilutedSharesFields, typeof DILUTED_SHARES_ROWS>,
): DilutedSharesStatement {
  const random = createRandom(seed);
  const plausible = (s: DilutedSharesStatement) => (answer(s, rows.diluted) as number) <= 1.5 * s.basicShares;
  return firstKept(MAX_ATTEMPTS, () => drawDilutedShares(random, fields), plausible, FALLBACK_DILUTED_SHARES);
}

// One candidate; the draw order is part of ENGINE_VERSION.
function drawDilutedShares(random: Random, fields: typeof dilutedSharesFields): DilutedSharesStatement {
  const sharePrice = random.draw(fields.sharePrice.range);
  const basicShares = random.draw(fields.basicShares.range);
  const sides = (["below", "above", "either"] as const).slice(0, random.draw(RANGES.tranches));
  const options: OptionTranche[] = sides.map((side) => ({
    count: random.draw(RANGES.count),
    strike: priceAround(random, sharePrice, side),
  }));
  options.sort((first, second) => first.strike - second.strike);
  const rsus = random.draw(fields.rsus.range);
  const faceValue = random.draw(RANGES.faceValue);
  const conversionPrice = priceAround(random, sharePrice, "either");
  return {
    engineVersion: ENGINE_VERSION,
    sharePrice,
    basicShares,
    options,
    rsus,
    convertible: { faceValue, conversionPrice },
  };
}
