import type { GeneratorContext } from "../../define-kind";
import { createRandom, type Random, type Range, range } from "../../random";
import { ENGINE_VERSION } from "../../version";
import type { EV_BRIDGE_ROWS, EvBridgeStatement, evBridgeFields } from "./fields";

/** The multiples the generator aims at, which bound EBITDA and net income (docs/drills.md#enterprise-value-bridge). */
const TARGET = { evEbitda: range(4, 20, 0.1), priceEarnings: range(6, 40, 0.1) } as const;

// A third of the seeds have no preferred stock, a third no minority interest.
function claimOrNone(random: Random, claim: Range): number {
  return random.int(0, 2) === 0 ? 0 : random.draw(claim);
}

/** A whole denominator ≥ 1 with value / denominator inside [min, max], near value / target; null when none is. */
function wholeDenominator(value: number, target: number, min: number, max: number): number | null {
  const denominator = Math.max(1, Math.round(value / target));
  const ratio = value / denominator;
  return ratio >= min && ratio <= max ? denominator : null;
}

/**
 * A deterministic bridge for `seed`: draws again until the multiples, net income at most 60 % of EBITDA and the
 * implied equity value and share price (a third to three times the share price) fit.
 */
export function generateEvBridge(
  seed: number,
  { fields, rows, answer }: GeneratorContext<typeof evBridgeFields, typeof EV_BRIDGE_ROWS>,
): EvBridgeStatement {
  const random = createRandom(seed);
  for (;;) {
    const sharePrice = random.draw(fields.sharePrice.range);
    const dilutedShares = random.draw(fields.dilutedShares.range);
    const debt = random.draw(fields.debt.range);
    const preferredStock = claimOrNone(random, fields.preferredStock.range);
    const minorityInterest = claimOrNone(random, fields.minorityInterest.range);
    const cash = random.draw(fields.cash.range);
    const equityValue = sharePrice * dilutedShares;
    const claims = debt + preferredStock + minorityInterest - cash;
    const ebitda = wholeDenominator(
      equityValue + claims,
      random.draw(TARGET.evEbitda),
      TARGET.evEbitda.min,
      TARGET.evEbitda.max,
    );
    const netIncome = wholeDenominator(equityValue, random.draw(TARGET.priceEarnings), 6, 40);
    const peerMultiple = random.draw(fields.peerMultiple.range);
    // Net income at most 60 % of EBITDA: interest, taxes and D&A come between them.
    if (ebitda === null || netIncome === null || netIncome > 0.6 * ebitda) continue;
    const statement: EvBridgeStatement = {
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
    const impliedEquityValue = answer(statement, rows.impliedEquityValue);
    const impliedSharePrice = answer(statement, rows.impliedSharePrice);
    if (
      typeof impliedEquityValue === "number" &&
      impliedEquityValue > 0 &&
      typeof impliedSharePrice === "number" &&
      impliedSharePrice >= sharePrice / 3 &&
      impliedSharePrice <= 3 * sharePrice
    )
      return statement;
  }
}
