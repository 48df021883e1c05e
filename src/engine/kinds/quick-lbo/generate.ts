import { createRandom, range } from "../../random";
import { ENGINE_VERSION } from "../../version";
import type { QuickLboStatement } from "./statement";

/** docs/drills.md#quick-lbo ranges; the debt multiple is drawn up to entryMultiple − 2. */
export const QUICK_LBO_RANGES = {
  ebitda: range(50, 500),
  multiple: range(6, 14, 0.5),
  debtMultiple: range(2, 6, 0.5),
  ebitdaGrowth: range(0, 15),
  years: range(3, 7),
} as const;

/** Bound on redraws: Exit Equity ≤ 0 needs high leverage, no growth and a low exit, so few candidates fail. */
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

function exitEquity(s: QuickLboStatement): number {
  const exitDebt = s.ebitda * s.debtMultiple - s.years * s.annualDebtPaydown;
  return s.ebitda * (1 + s.ebitdaGrowth / 100) ** s.years * s.exitMultiple - exitDebt;
}

/** A deterministic quick LBO for `seed` with a positive Exit Equity; the draw order is part of ENGINE_VERSION. */
export function generateQuickLbo(seed: number): QuickLboStatement {
  const random = createRandom(seed);
  const r = QUICK_LBO_RANGES;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const ebitda = random.draw(r.ebitda);
    const entryMultiple = random.draw(r.multiple);
    const debtMultiple = random.draw(
      range(r.debtMultiple.min, Math.min(r.debtMultiple.max, entryMultiple - 2), 0.5),
    );
    const years = random.draw(r.years);
    // Paydown in round figures of 5, sometimes none: years × paydown never exceeds the entry debt.
    const paydownSteps = Math.floor((ebitda * debtMultiple) / years / 5);
    const annualDebtPaydown = random.int(0, 3) === 0 ? 0 : 5 * random.int(0, paydownSteps);
    const statement: QuickLboStatement = {
      engineVersion: ENGINE_VERSION,
      ebitda,
      entryMultiple,
      debtMultiple,
      ebitdaGrowth: random.draw(r.ebitdaGrowth),
      exitMultiple: random.draw(r.multiple),
      years,
      annualDebtPaydown,
    };
    if (exitEquity(statement) > 0) return statement;
  }
  return { ...FALLBACK_QUICK_LBO };
}
