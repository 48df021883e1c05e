import type { GeneratorContext } from "../../define-kind";
import { createRandom, range } from "../../random";
import { ENGINE_VERSION } from "../../version";
import type { QUICK_LBO_ROWS, QuickLboStatement, quickLboFields } from "./fields";

/** Bound on redraws: about four candidates in five are kept. */
const MAX_ATTEMPTS = 100;

/** A case that meets every condition, should a seed ever run out of attempts. */
export const FALLBACK_QUICK_LBO: Readonly<QuickLboStatement> = {
  engineVersion: ENGINE_VERSION,
  ebitda: 100,
  entryMultiple: 10,
  debtMultiple: 6,
  ebitdaGrowth: 5,
  exitMultiple: 10,
  years: 5,
  annualDebtPaydown: 50,
};

/**
 * A deterministic quick LBO for `seed` (ranges of docs/drills.md#quick-lbo) with a positive Exit Equity and a
 * MoM of 0.8–6.0 by the kind's own formulas; the draw order is part of ENGINE_VERSION.
 */
export function generateQuickLbo(
  seed: number,
  { fields, rows, answer }: GeneratorContext<typeof quickLboFields, typeof QUICK_LBO_ROWS>,
): QuickLboStatement {
  const random = createRandom(seed);
  const debt = fields.debtMultiple.range;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const ebitda = random.draw(fields.ebitda.range);
    const entryMultiple = random.draw(fields.entryMultiple.range);
    const debtMultiple = random.draw(range(debt.min, Math.min(debt.max, entryMultiple - 2), debt.step));
    const years = random.draw(fields.years.range);
    // Paydown in round figures of 5, sometimes none: years × paydown never exceeds the entry debt.
    const paydownSteps = Math.floor((ebitda * debtMultiple) / years / 5);
    const annualDebtPaydown = random.int(0, 3) === 0 ? 0 : 5 * random.int(0, paydownSteps);
    const statement: QuickLboStatement = {
      engineVersion: ENGINE_VERSION,
      ebitda,
      entryMultiple,
      debtMultiple,
      ebitdaGrowth: random.draw(fields.ebitdaGrowth.range),
      exitMultiple: random.draw(fields.exitMultiple.range),
      years,
      annualDebtPaydown,
    };
    const exitEquity = answer(statement, rows.exitEquity);
    const mom = answer(statement, rows.multipleOfMoney);
    if (typeof exitEquity === "number" && exitEquity > 0 && typeof mom === "number" && mom >= 0.8 && mom <= 6)
      return statement;
  }
  return { ...FALLBACK_QUICK_LBO };
}
