import { createRandom, range } from "../../random";
import { ENGINE_VERSION } from "../../version";
import type { DilutionAccretionStatement } from "./statement";

/** docs/case-studies.md#accretion-and-dilution, inclusive ranges with their steps. */
export const DILUTION_ACCRETION_RANGES = {
  netIncomeA: range(100, 500, 50),
  noshA: range(100, 1000, 50),
  sharePriceA: range(5, 20, 5),
  netIncomeB: range(50, 100, 10),
  noshB: range(100, 500, 10),
  sharePriceB: range(5, 20, 5),
  costOfDebt: range(5, 20, 5),
  taxRate: range(20, 40, 5),
  paidInCashPercent: range(0, 100, 10),
  synergies: range(0, 100, 50),
} as const;

/** A deterministic accretion/dilution case for `seed`; the draw order below is part of ENGINE_VERSION. */
export function generateDilutionAccretion(seed: number): DilutionAccretionStatement {
  const random = createRandom(seed);
  const r = DILUTION_ACCRETION_RANGES;
  const netIncomeA = random.draw(r.netIncomeA);
  const noshA = random.draw(r.noshA);
  const sharePriceA = random.draw(r.sharePriceA);
  const netIncomeB = random.draw(r.netIncomeB);
  const noshB = random.draw(r.noshB);
  const sharePriceB = random.draw(r.sharePriceB);
  const costOfDebt = random.draw(r.costOfDebt);
  const taxRate = random.draw(r.taxRate);
  const paidInCashPercent = random.draw(r.paidInCashPercent);
  const synergies = random.draw(r.synergies);
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
