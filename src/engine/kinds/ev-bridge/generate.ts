import { createRandom, type Random, range } from "../../random";
import { ENGINE_VERSION } from "../../version";
import type { EvBridgeStatement } from "./statement";

/** docs/drills.md#enterprise-value-bridge, inclusive ranges with their steps; the multiples bound EBITDA and net income. */
export const EV_BRIDGE_RANGES = {
  sharePrice: range(5, 200),
  dilutedShares: range(10, 1000),
  debt: range(0, 5000),
  preferredStock: range(0, 500),
  minorityInterest: range(0, 500),
  cash: range(0, 2000),
  evEbitda: range(4, 20, 0.1),
  priceEarnings: range(6, 40, 0.1),
  peerMultiple: range(4, 20, 0.5),
} as const;

// A third of the seeds have no preferred stock, a third no minority interest.
function claimOrNone(random: Random, claim: (typeof EV_BRIDGE_RANGES)["preferredStock"]): number {
  return random.int(0, 2) === 0 ? 0 : random.draw(claim);
}

/** A whole denominator ≥ 1 with value / denominator inside [min, max], near value / target; null when none is. */
function wholeDenominator(value: number, target: number, min: number, max: number): number | null {
  const denominator = Math.max(1, Math.round(value / target));
  const ratio = value / denominator;
  return ratio >= min && ratio <= max ? denominator : null;
}

/** A deterministic bridge for `seed`: draws again until the multiples and the implied equity value fit. */
export function generateEvBridge(seed: number): EvBridgeStatement {
  const random = createRandom(seed);
  const r = EV_BRIDGE_RANGES;
  for (;;) {
    const sharePrice = random.draw(r.sharePrice);
    const dilutedShares = random.draw(r.dilutedShares);
    const debt = random.draw(r.debt);
    const preferredStock = claimOrNone(random, r.preferredStock);
    const minorityInterest = claimOrNone(random, r.minorityInterest);
    const cash = random.draw(r.cash);
    const equityValue = sharePrice * dilutedShares;
    const claims = debt + preferredStock + minorityInterest - cash;
    const ebitda = wholeDenominator(
      equityValue + claims,
      random.draw(r.evEbitda),
      r.evEbitda.min,
      r.evEbitda.max,
    );
    const netIncome = wholeDenominator(equityValue, random.draw(r.priceEarnings), 6, 40);
    const peerMultiple = random.draw(r.peerMultiple);
    if (ebitda === null || netIncome === null || peerMultiple * ebitda - claims <= 0) continue;
    return {
      engineVersion: ENGINE_VERSION,
      sharePrice,
      dilutedShares,
      debt,
      preferredStock,
      minorityInterest,
      cash,
      ebitda,
      netIncome,
      peerMultiple,
    };
  }
}
