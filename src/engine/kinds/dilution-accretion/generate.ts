import type { GeneratorContext } from "../../define-kind";
import { createRandom } from "../../random";
import { ENGINE_VERSION } from "../../version";
import type { DilutionAccretionStatement, dilutionAccretionFields } from "./fields";

/** A deterministic accretion/dilution case for `seed`; the draw order below is part of ENGINE_VERSION. */
export function generateDilutionAccretion(
  seed: number,
  { fields }: GeneratorContext<typeof dilutionAccretionFields>,
): DilutionAccretionStatement {
  const random = createRandom(seed);
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
