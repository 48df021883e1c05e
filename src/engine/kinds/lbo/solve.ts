import { formatRate, formatNumber as n, formatOperand as o, formatPercent as pct } from "../../format";
import type { Sheet } from "../../workbook";
import { projectionYearList } from "../../years";
import {
  capexOf,
  depreciationOf,
  ebitdaMarginOf,
  entryOf,
  marginIncrease,
  nwcChangeOf,
  openingDebtOf,
  salesGrowth,
} from "./inputs";
import { LBO_GIVEN as G, LBO_ROWS as R } from "./layout";
import type { LboStatement } from "./statement";

/**
 * The LBO's formulas (spec §5, DESIGN §5), stated once for both calculation paths:
 * Sales by growth type; EBITDA = Sales × margin; EBIT = EBITDA − D&A; PBT = EBIT − rate × opening debt;
 * NI = PBT × (1 − tax); FCF = NI + D&A − CAPEX − ΔNWC; MoM = (exit × EBITDA_N − debt0 + ΣFCF) / equity.
 * Explanation closures capture only per-year constants (Formula runs after the loop).
 */
export function calculateLbo(s: LboStatement, book: Sheet): void {
  const years = projectionYearList(s.projectionYears);
  const entry = entryOf(s);
  let previousSales = s.sales;
  let lastEbitda = entry.ebitda;
  let freeCashFlowSum = 0;

  years.forEach((year, index) => {
    const opening = previousSales;
    const growth = salesGrowth(s, index);
    const sales = book.answer(
      R.sales,
      year,
      growth.mode === "absolute" ? opening + growth.value : (opening * (100 + growth.value)) / 100,
      () =>
        growth.mode === "absolute"
          ? `Sales ${year - 1} + growth of ${n(growth.value)} = ${n(opening)} + ${n(growth.value)}`
          : `Sales ${year - 1} × (1 + ${pct(growth.value)}) = ${n(opening)} × ${formatRate(100 + growth.value)}`,
    );

    const margin = ebitdaMarginOf(s, index);
    const ebitda = book.answer(R.ebitda, year, (sales * margin) / 100, () => {
      const increase = marginIncrease(s, index);
      const marginText =
        increase === 0 ? "EBITDA margin" : `EBITDA margin (${pct(s.ebitdaMargin)} + ${n(increase)} points)`;
      return `Sales ${year} × ${marginText} = ${n(sales)} × ${pct(margin)}`;
    });

    const depreciation = book.given(G.depreciation, year, depreciationOf(s, index));
    const ebit = book.answer(
      R.ebit,
      year,
      ebitda - depreciation,
      () => `EBITDA ${year} − D&A ${year} = ${n(ebitda)} − ${o(depreciation)}`,
    );

    const openingDebt = openingDebtOf(s, index, entry.debt);
    const interest = (openingDebt * s.interestRate) / 100;
    const profitBeforeTax = book.answer(
      R.profitBeforeTax,
      year,
      ebit - interest,
      () => `EBIT ${year} − Interest ${year} = ${n(ebit)} − ${o(interest)}`,
      () => `Interest ${year} = ${pct(s.interestRate)} × debt at the start of ${year} (${n(openingDebt)})`,
    );

    const netIncome = book.answer(
      R.netIncome,
      year,
      (profitBeforeTax * (100 - s.taxRate)) / 100,
      () =>
        `Profit Before Tax ${year} × (1 − ${pct(s.taxRate)}) = ${o(profitBeforeTax)} × ${formatRate(100 - s.taxRate)}`,
    );

    const capex = book.given(G.capex, year, capexOf(s, index));
    const nwcChange = book.given(G.nwcChange, year, nwcChangeOf(s, index));
    freeCashFlowSum += book.answer(
      R.freeCashFlow,
      year,
      netIncome + depreciation - capex - nwcChange,
      () =>
        `Net Income ${year} + D&A − CAPEX − Change in NWC = ` +
        `${n(netIncome)} + ${o(depreciation)} − ${o(capex)} − ${o(nwcChange)}`,
    );
    previousSales = sales;
    lastEbitda = ebitda;
  });

  const lastYear = years[years.length - 1] ?? 0;
  const exitEbitda = lastEbitda;
  const freeCashFlows = freeCashFlowSum;
  book.answer(
    R.mom,
    null,
    (s.exitEbitdaMultiple * exitEbitda - entry.debt + freeCashFlows) / entry.equity,
    () =>
      `(Exit multiple × EBITDA ${lastYear} − initial debt + Σ Free Cash Flow) / equity = ` +
      `(${n(s.exitEbitdaMultiple)} × ${n(exitEbitda)} − ${n(entry.debt)} + ${o(freeCashFlows)}) / ${n(entry.equity)}`,
    () =>
      `EBITDA 2024 = ${n(s.sales)} × ${pct(s.ebitdaMargin)} = ${n(entry.ebitda)}, ` +
      `initial debt = ${n(s.initialLeverage)} × ${n(entry.ebitda)} = ${n(entry.debt)}, ` +
      `equity = (${n(s.purchaseMultiple)} − ${n(s.initialLeverage)}) × ${n(entry.ebitda)} = ${n(entry.equity)}`,
  );
}
