import type { GeneratorContext } from "../../define-kind";
import { createRandom, firstKept, type Random } from "../../random";
import { ENGINE_VERSION } from "../../version";
import type { DILUTION_ACCRETION_ROWS, DilutionAccretionStatement, dilutionAccretionFields } from "./fields";

/** Bound on redraws: about one candidate in five is kept. */
const MAX_ATTEMPTS = 200;

/** A case that meets every condition, should a seed ever run out of attempts. */
export const FALLBACK_DILUTION_ACCRETION: Readonly<DilutionAccretionStatement> = {
  engineVersion: ENGINE_VERSION,
  netIncomeA: 300,
  noshA: 400,
  sharePriceA: 10,
  netIncomeB: 80,
  noshB: 200,
  sharePriceB: 10,
  costOfDebt: 5,
  taxRate: 30,
  paidInCashPercent: 50,
  paidInStockPercent: 50,
  synergies: 0,
};

const priceEarnings = (price: number, shares: number, netIncome: number) => (price * shares) / netIncome;
const within = (value: number, low: number, high: number) => value >= low && value <= high;

/**
 * A deterministic accretion/dilution case for `seed` (docs/case-studies.md#accretion-and-dilution), redrawn until
 * both P/E ratios are 5–40, the pro forma net income is positive and the pro forma EPS lies within half and one
 * and a half times the EPS before.
 */
export function generateDilutionAccretion(
  seed: number,
  { fields, rows, answers }: GeneratorContext<typeof dilutionAccretionFields, typeof DILUTION_ACCRETION_ROWS>,
): DilutionAccretionStatement {
  const random = createRandom(seed);
  const plausible = (s: DilutionAccretionStatement): boolean => {
    if (!within(priceEarnings(s.sharePriceA, s.noshA, s.netIncomeA), 5, 40)) return false;
    if (!within(priceEarnings(s.sharePriceB, s.noshB, s.netIncomeB), 5, 40)) return false;
    const answer = answers(s);
    const epsChange = (answer(rows.epsProForma) as number) / (answer(rows.epsBefore) as number);
    return (answer(rows.netIncomeProForma) as number) > 0 && within(epsChange, 0.5, 1.5);
  };
  return firstKept(
    MAX_ATTEMPTS,
    () => drawDilutionAccretion(random, fields),
    plausible,
    FALLBACK_DILUTION_ACCRETION,
  );
}

// One candidate; the draw order is part of ENGINE_VERSION.
function drawDilutionAccretion(
  random: Random,
  fields: typeof dilutionAccretionFields,
): DilutionAccretionStatement {
  const netIncomeA = random.draw(fields.netIncomeA.range);
  const noshA = random.draw(fields.noshA.range);
  const sharePriceA = random.draw(fields.sharePriceA.range);
  const netIncomeB = random.draw(fields.netIncomeB.range);
  const noshB = random.draw(fields.noshB.range);
  const sharePriceB = random.draw(fields.sharePriceB.range);
  const costOfDebt = random.draw(fields.costOfDebt.range);
  const taxRate = random.draw(fields.taxRate.range);
  const paidInCashPercent = random.draw(fields.paidInCashPercent.range);
  const synergies = random.draw(fields.synergies.range);
  return {
    engineVersion: ENGINE_VERSION,
    netIncomeA,
    noshA,
    sharePriceA,
    netIncomeB,
    noshB,
    sharePriceB,
    costOfDebt,
    taxRate,
    paidInCashPercent,
    paidInStockPercent: 100 - paidInCashPercent,
    synergies,
  };
}
