import { createRandom, type Random, range } from "../../random";
import { ENGINE_VERSION } from "../../version";
import type { DilutedSharesStatement, OptionTranche } from "./statement";

/** docs/drills.md#diluted-shares, inclusive ranges with their steps. */
export const DILUTED_SHARES_RANGES = {
  sharePrice: range(10, 100),
  basicShares: range(50, 1000),
  tranches: range(2, 3),
  count: range(0.5, 20, 0.5),
  rsus: range(0, 10, 0.5),
  faceValue: range(100, 1000),
} as const;

/** A whole price from half to one and a half times the share price, never equal to it. */
function priceAround(random: Random, sharePrice: number, side: "below" | "above" | "either"): number {
  const low = side === "above" ? sharePrice + 1 : Math.ceil(sharePrice / 2);
  const high = side === "below" ? sharePrice - 1 : Math.floor((sharePrice * 3) / 2);
  const price = random.int(low, high);
  return price === sharePrice ? price + 1 : price;
}

/** A deterministic statement for `seed`: the first tranche in the money, the second out, a third either. */
export function generateDilutedShares(seed: number): DilutedSharesStatement {
  const random = createRandom(seed);
  const r = DILUTED_SHARES_RANGES;
  const sharePrice = random.draw(r.sharePrice);
  const basicShares = random.draw(r.basicShares);
  const sides = (["below", "above", "either"] as const).slice(0, random.draw(r.tranches));
  const options: OptionTranche[] = sides.map((side) => ({
    count: random.draw(r.count),
    strike: priceAround(random, sharePrice, side),
  }));
  options.sort((first, second) => first.strike - second.strike);
  const rsus = random.draw(r.rsus);
  const faceValue = random.draw(r.faceValue);
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
