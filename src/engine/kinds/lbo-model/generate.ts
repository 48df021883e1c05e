import { CASE_COMPANIES } from "../../case-companies";
import type { GeneratorContext } from "../../define-kind";
import { createRandom, type Random, range } from "../../random";
import { ENGINE_VERSION } from "../../version";
import { LBO_MODEL_CHOICES as CHOICES, type LboModelStatement, lboModelFields } from "./fields";
import { LBO_MODEL_YEARS } from "./formulas";
import { LBO_MODEL_ROWS } from "./rows";

type Context = GeneratorContext<typeof lboModelFields, typeof LBO_MODEL_ROWS>;
const F = lboModelFields;
const { sourcesAndUses: U, yearly: Y, returns: X, working: W } = LBO_MODEL_ROWS;

/** The three bands of returns a seed draws first, one in three each (docs/modelling-tests.md#lbo-model). */
const IRR_BANDS = [
  { from: 5, below: 15 },
  { from: 15, below: 22 },
  { from: 22, below: 35.05 },
] as const;
type IrrBand = (typeof IRR_BANDS)[number];

/** Plenty: a seed needs a few dozen draws at most (the property tests draw 10,000 seeds). */
const MAX_DRAWS = 20_000;
const MARGIN_STEP = range(-2, 2, 0.5);
const EXIT_OFFSET = range(-1, 1, 0.5);

const multipleOf5Between = (low: number, high: number) =>
  range(Math.ceil(low / 5) * 5, Math.floor(high / 5) * 5, 5);

/**
 * An LBO modelling test for `seed` (docs/modelling-tests.md#lbo-model): a band of returns first, then draws
 * within the ranges until the case meets every condition of the spec, its IRR in the band; a seed that is a
 * multiple of 4 is drawn tight, and redrawn until it draws the revolver.
 */
export function generateLboModel(seed: number, kind: Context): LboModelStatement {
  const random = createRandom(seed);
  const tight = seed % 4 === 0;
  const band = random.pick(IRR_BANDS);
  for (let draw = 0; draw < MAX_DRAWS; draw++) {
    const statement = drawCase(random, tight);
    if (meetsTheConditions(statement, kind, band, tight)) return statement;
  }
  throw new Error(`No LBO modelling test found for seed ${seed}`);
}

function drawCase(random: Random, tight: boolean): LboModelStatement {
  const { company, sector } = random.pick(CASE_COMPANIES);
  const ltmRevenue = random.draw(F.ltmRevenue.range);
  const ltmEbitdaMargin = random.draw(F.ltmEbitdaMargin.range);
  const revenueGrowth = drawGrowth(random, tight);
  const ebitdaMargin = drawMargins(random, ltmEbitdaMargin);
  const daPct = random.draw(F.daPct.range);
  let capexPct = random.draw(tight ? range(4.5, 7, 0.5) : F.capexPct.range);
  while (capexPct < daPct - 0.5) capexPct = random.draw(F.capexPct.range);
  const nwcPct = random.draw(tight ? range(12, 20) : F.nwcPct.range);
  const entryMultiple = random.draw(F.entryMultiple.range);
  const ltmEbitda = (ltmRevenue * ltmEbitdaMargin) / 100;
  const minimumCash = random.draw(multipleOf5Between(Math.max(5, ltmRevenue / 100), ltmRevenue / 20));
  const { termLoanMultiple, notesMultiple } = drawLeverage(random);
  const { revolverRate, termLoanRate, notesRate } = drawRates(random);
  return {
    engineVersion: ENGINE_VERSION,
    company,
    sector,
    ltmRevenue,
    ltmEbitdaMargin,
    revenueGrowth,
    ebitdaMargin,
    daPct,
    capexPct,
    nwcPct,
    taxRate: random.draw(F.taxRate.range),
    entryMultiple,
    exitMultiple: entryMultiple + random.draw(EXIT_OFFSET),
    transactionFeesPct: random.draw(F.transactionFeesPct.range),
    financingFeesPct: random.draw(F.financingFeesPct.range),
    minimumCash,
    openingCash: tight ? minimumCash : minimumCash + random.draw(range(0, 25, 5)),
    revolverCommitment: random.draw(multipleOf5Between(ltmEbitda / 4, ltmEbitda)),
    revolverRate,
    termLoanMultiple,
    termLoanRate,
    termLoanAmortisation: tight ? random.pick([7.5, 10]) : random.pick(CHOICES.termLoanAmortisation),
    cashSweep: tight ? 100 : random.pick(CHOICES.cashSweep),
    notesMultiple,
    notesRate,
    termLoanYears: random.pick(CHOICES.termLoanYears),
    notesYears: random.pick(CHOICES.notesYears),
  };
}

// At most one year below 0; a tight case falls in its first year.
function drawGrowth(random: Random, tight: boolean): number[] {
  for (;;) {
    const growth = random.drawEach(F.revenueGrowth.range, LBO_MODEL_YEARS.length);
    if (tight) growth[0] = random.draw(range(-5, -0.5, 0.5));
    if (growth.filter((value) => value < 0).length <= 1) return growth;
  }
}

// Each year's margin within 2.0 points of the year before, inside the range.
function drawMargins(random: Random, ltmMargin: number): number[] {
  const { min, max } = F.ebitdaMargin.range;
  const margins: number[] = [];
  let before = ltmMargin;
  for (const _year of LBO_MODEL_YEARS) {
    let margin = before + random.draw(MARGIN_STEP);
    while (margin < min || margin > max) margin = before + random.draw(MARGIN_STEP);
    margins.push(margin);
    before = margin;
  }
  return margins;
}

// Total leverage 4.0x–6.5x LTM EBITDA.
function drawLeverage(random: Random): { termLoanMultiple: number; notesMultiple: number } {
  for (;;) {
    const termLoanMultiple = random.draw(F.termLoanMultiple.range);
    const notesMultiple = random.draw(F.notesMultiple.range);
    const total = termLoanMultiple + notesMultiple;
    if (total >= 4 && total <= 6.5) return { termLoanMultiple, notesMultiple };
  }
}

// The revolver costs no more than the term loan, which costs less than the notes.
function drawRates(random: Random): { revolverRate: number; termLoanRate: number; notesRate: number } {
  for (;;) {
    const revolverRate = random.draw(F.revolverRate.range);
    const termLoanRate = random.draw(F.termLoanRate.range);
    const notesRate = random.draw(F.notesRate.range);
    if (revolverRate <= termLoanRate && termLoanRate < notesRate)
      return { revolverRate, termLoanRate, notesRate };
  }
}

/** The spec's redraw conditions, asked of the kind's own formulas. */
function meetsTheConditions(s: LboModelStatement, kind: Context, band: IrrBand, tight: boolean): boolean {
  const value = kind.answers(s);
  const number = (row: Parameters<typeof value>[0], year: number | null = null) => value(row, year) as number;
  const equityShare = number(U.sponsorEquity) / number(U.totalUses);
  if (equityShare < 0.3 || equityShare > 0.7) return false;
  let positiveCashFlows = 0;
  let revolverDrawn = false;
  for (const year of LBO_MODEL_YEARS) {
    const cashInterest =
      number(Y.revolverInterest, year) + number(Y.termLoanInterest, year) + number(W.notesInterest, year);
    if (number(Y.ebitda, year) < 1.5 * cashInterest) return false;
    if (number(Y.freeCashFlow, year) > 0) positiveCashFlows++;
    const revolver = number(Y.revolverEnd, year);
    if (revolver > s.revolverCommitment) return false;
    if (revolver >= 1) revolverDrawn = true;
  }
  if (positiveCashFlows < 4 || number(X.exitEquity) <= 0) return false;
  const irr = number(X.irr);
  return irr >= band.from && irr < band.below && (!tight || revolverDrawn);
}
