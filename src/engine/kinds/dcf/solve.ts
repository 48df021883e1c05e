import {
  formatRate,
  formatNumber as n,
  formatOperand as o,
  formatPercent as pct,
  roundTo,
} from "../../format";
import { PRECISION_BY_KIND } from "../../types";
import type { Sheet } from "../../workbook";
import { projectionYearList } from "../../years";
import { DCF_GIVEN as G, DCF_ROWS as R } from "./layout";
import type { DcfStatement } from "./statement";

const RATE_DECIMALS = PRECISION_BY_KIND.rate;

/**
 * The DCF's formulas (spec §5, DESIGN §5), stated once for both calculation paths:
 * Sales_t = Sales_t−1 + annualGrowth; EBITDA = Sales × margin; EBIT = EBITDA − D; PBT = EBIT − interest;
 * NI = PBT × (1 − tax); FCF = NI + D − CAPEX − ΔNWC; CoE = rf + β × (rm − rf) and
 * WACC = (1 − d) × CoE + d × kd × (1 − tax), each used at one decimal; DF_n = 1 / (1 + WACC)^n;
 * TV = FCF_N × (1 + g) / (WACC − g) and EBITDA_N × multiple; EV = Σ FCF × DF + average TV × DF_N.
 * Explanation closures capture only constants (Formula runs after the calculation).
 */
export function calculateDcf(s: DcfStatement, book: Sheet): void {
  const years = projectionYearList(s.projectionYears);
  const freeCashFlows: number[] = [];
  let previousSales = s.baseRevenue;
  let lastEbitda = 0;

  for (const year of years) {
    const opening = previousSales;
    const sales = book.answer(
      R.sales,
      year,
      opening + s.annualGrowth,
      () => `Sales ${year - 1} + ${n(s.annualGrowth)} = ${n(opening)} + ${n(s.annualGrowth)}`,
    );
    const ebitda = book.answer(
      R.ebitda,
      year,
      (sales * s.ebitdaMargin) / 100,
      () => `Sales ${year} × EBITDA margin = ${n(sales)} × ${pct(s.ebitdaMargin)}`,
    );
    const depreciation = book.given(G.depreciation, year, s.depreciation);
    const ebit = book.answer(
      R.ebit,
      year,
      ebitda - depreciation,
      () => `EBITDA ${year} − Depreciation = ${n(ebitda)} − ${o(depreciation)}`,
    );
    const interest = book.given(G.interestExpense, year, s.interestExpense);
    const profitBeforeTax = book.answer(
      R.profitBeforeTax,
      year,
      ebit - interest,
      () => `EBIT ${year} − Interest Expense = ${n(ebit)} − ${o(interest)}`,
    );
    const netIncome = book.answer(
      R.netIncome,
      year,
      (profitBeforeTax * (100 - s.taxRate)) / 100,
      () =>
        `Profit Before Tax ${year} × (1 − ${pct(s.taxRate)}) = ${o(profitBeforeTax)} × ${formatRate(100 - s.taxRate)}`,
    );
    const capex = book.given(G.capex, year, s.capexAbsolute);
    const nwcChange = book.given(G.nwcChange, year, s.nwcAbsolute);
    freeCashFlows.push(
      book.answer(
        R.freeCashFlow,
        year,
        netIncome + depreciation - capex - nwcChange,
        () =>
          `Net Income ${year} + Depreciation − CAPEX − Change in NWC = ` +
          `${n(netIncome)} + ${o(depreciation)} − ${o(capex)} − ${o(nwcChange)}`,
      ),
    );
    previousSales = sales;
    lastEbitda = ebitda;
  }

  // DESIGN §5: Cost of Equity and WACC go downstream at their displayed one-decimal value.
  const costOfEquity = roundTo(
    book.answer(
      R.costOfEquity,
      null,
      s.riskFreeRate + s.beta * (s.marketReturn - s.riskFreeRate),
      () =>
        `risk-free rate + beta × (market return − risk-free rate) = ` +
        `${n(s.riskFreeRate)} + ${n(s.beta)} × (${n(s.marketReturn)} − ${n(s.riskFreeRate)})`,
    ),
    RATE_DECIMALS,
  );
  const equityWeight = 100 - s.debtRatioPct;
  const wacc = roundTo(
    book.answer(
      R.wacc,
      null,
      (equityWeight * costOfEquity + (s.debtRatioPct * s.costOfDebt * (100 - s.taxRate)) / 100) / 100,
      () =>
        `(1 − debt ratio) × Cost of Equity + debt ratio × cost of debt × (1 − tax rate) = ` +
        `${formatRate(equityWeight)} × ${n(costOfEquity, 1)} + ${formatRate(s.debtRatioPct)} × ${n(s.costOfDebt)} × ` +
        formatRate(100 - s.taxRate),
    ),
    RATE_DECIMALS,
  );

  const lastYear = years[years.length - 1] ?? 0;
  const lastFreeCashFlow = freeCashFlows[freeCashFlows.length - 1] ?? 0;
  const perpetuityValue = book.answer(
    R.perpetuityValue,
    null,
    (lastFreeCashFlow * (100 + s.terminalGrowth)) / (wacc - s.terminalGrowth),
    () =>
      `FCF ${lastYear} × (1 + g) / (WACC − g) = ${n(lastFreeCashFlow)} × ${formatRate(100 + s.terminalGrowth)} / ` +
      `(${formatRate(wacc)} − ${formatRate(s.terminalGrowth)})`,
  );
  const finalEbitda = lastEbitda;
  const multipleValue = book.answer(
    R.multipleValue,
    null,
    finalEbitda * s.evEbitdaMultiple,
    () => `EBITDA ${lastYear} × EV/EBITDA multiple = ${n(finalEbitda)} × ${n(s.evEbitdaMultiple)}`,
  );
  const averageTerminalValue = book.answer(
    R.averageTerminalValue,
    null,
    (perpetuityValue + multipleValue) / 2,
    () =>
      `(Terminal Value (Perpetuity) + Terminal Value (EV/EBITDA)) / 2 = (${o(perpetuityValue)} + ${n(multipleValue)}) / 2`,
  );

  let discountedSum = 0;
  let lastFactor = 1;
  years.forEach((year, index) => {
    const period = index + 1;
    const factor = book.answer(
      R.discountFactor,
      year,
      1 / (1 + wacc / 100) ** period,
      () => `1 / (1 + WACC)^${period} = 1 / ${formatRate(100 + wacc)}^${period}`,
    );
    const freeCashFlow = freeCashFlows[index] ?? 0;
    discountedSum += book.answer(
      R.discountedFreeCashFlow,
      year,
      freeCashFlow * factor,
      () => `FCF ${year} × Discount Factor ${year} = ${n(freeCashFlow)} × ${n(factor, 4)}`,
    );
    lastFactor = factor;
  });

  // DESIGN §5: the average terminal value is discounted with the final year's factor.
  const discountedFreeCashFlows = discountedSum;
  const finalFactor = lastFactor;
  const enterpriseValue = book.answer(
    R.enterpriseValue,
    null,
    discountedFreeCashFlows + averageTerminalValue * finalFactor,
    () =>
      `Σ Discounted FCF + Average Terminal Value × Discount Factor ${lastYear} = ` +
      `${o(discountedFreeCashFlows)} + ${o(averageTerminalValue)} × ${n(finalFactor, 4)}`,
  );
  book.answer(
    R.equityValue,
    null,
    enterpriseValue - s.netDebt,
    () => `Enterprise Value − net debt = ${o(enterpriseValue)} − ${n(s.netDebt)}`,
  );
}
