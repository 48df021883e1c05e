import { expect, describe as group, it } from "vitest";
import { formatValue } from "../../format";
import { check, solve } from "../../index";
import type { LboModelStatement } from "./fields";

// The two worked examples of docs/modelling-tests.md#lbo-model, their figures worked out by hand there.
const base = { engineVersion: 1, company: "Alder Ridge Packaging", sector: "packaging" } as const;

const exampleA: LboModelStatement = {
  ...base,
  ltmRevenue: 1000,
  ltmEbitdaMargin: 20,
  revenueGrowth: [5, 5, 5, 5, 5],
  ebitdaMargin: [20, 20, 20, 20, 20],
  daPct: 3,
  capexPct: 3,
  nwcPct: 10,
  taxRate: 25,
  entryMultiple: 10,
  exitMultiple: 10,
  transactionFeesPct: 2,
  financingFeesPct: 2,
  minimumCash: 20,
  openingCash: 20,
  revolverCommitment: 100,
  revolverRate: 6,
  termLoanMultiple: 3,
  termLoanRate: 8,
  termLoanAmortisation: 5,
  cashSweep: 100,
  termLoanYears: 6,
  notesMultiple: 2,
  notesRate: 10,
  notesYears: 8,
};

const exampleB: LboModelStatement = {
  ...base,
  ltmRevenue: 500,
  ltmEbitdaMargin: 16,
  revenueGrowth: [-5, 8, 10, 8, 6],
  ebitdaMargin: [14, 16, 17.5, 18, 18.5],
  daPct: 5,
  capexPct: 5,
  nwcPct: 15,
  taxRate: 25,
  entryMultiple: 9,
  exitMultiple: 9,
  transactionFeesPct: 2,
  financingFeesPct: 2.5,
  minimumCash: 15,
  openingCash: 20,
  revolverCommitment: 50,
  revolverRate: 6,
  termLoanMultiple: 4,
  termLoanRate: 8,
  termLoanAmortisation: 5,
  cashSweep: 50,
  termLoanYears: 7,
  notesMultiple: 2,
  notesRate: 10,
  notesYears: 8,
};

const shown = (statement: LboModelStatement) => {
  const { exact, precision } = solve("LBOModel", statement);
  return (key: string) => formatValue(exact[key] as number, precision[key] ?? 1);
};

group("LBO modelling test: the worked examples", () => {
  it("A, no revolver: sources and uses, 2025, 2026 and 2029, the returns", () => {
    const value = shown(exampleA);
    const expected: Record<string, string> = {
      "LTM EBITDA": "200.0",
      "Entry Enterprise Value": "2000.0",
      "Term Loan": "600.0",
      "Senior Notes": "400.0",
      "Total Uses": "2080.0",
      "Sponsor Equity": "1080.0",
      "Revenue 2025": "1050.0",
      "EBITDA 2025": "210.0",
      "EBIT 2025": "178.5",
      "Term Loan Interest 2025": "48.0",
      "Pre-Tax Income 2025": "87.5",
      "Taxes 2025": "21.9",
      "Net Income 2025": "65.6",
      "Free Cash Flow 2025": "63.6",
      "Cash Available for Sweep 2025": "33.6",
      "Term Loan Sweep 2025": "33.6",
      "Term Loan End 2025": "536.4",
      "Cash End 2025": "20.0",
      "Term Loan Interest 2026": "42.9",
      "EBITDA 2029": "255.3",
      "Term Loan End 2029": "169.5",
      "Exit Enterprise Value": "2552.6",
      "Net Debt at Exit": "549.5",
      "Exit Equity": "2003.0",
      MoM: "1.85",
      IRR: "13.1",
    };
    for (const [key, text] of Object.entries(expected)) expect(value(key), key).toBe(text);
  });

  it("B, a loss, the revolver and a partial sweep", () => {
    const value = shown(exampleB);
    const expected: Record<string, string> = {
      "LTM EBITDA": "80.0",
      "Entry Enterprise Value": "720.0",
      "Term Loan": "320.0",
      "Senior Notes": "160.0",
      "Total Uses": "766.4",
      "Sponsor Equity": "286.4",
      "Revenue 2025": "475.0",
      "EBITDA 2025": "66.5",
      "EBIT 2025": "42.8",
      "Term Loan Interest 2025": "25.6",
      "Pre-Tax Income 2025": "-0.5",
      "Taxes 2025": "0.0",
      "Net Income 2025": "-0.5",
      "Free Cash Flow 2025": "4.9",
      "Cash Available for Sweep 2025": "-6.1",
      "Revolver End 2025": "6.1",
      "Term Loan End 2025": "304.0",
      "Cash End 2025": "15.0",
      "Revolver Interest 2026": "0.4",
      "Taxes 2026": "3.5",
      "Cash Available for Sweep 2026": "-9.5",
      "Revolver End 2026": "15.6",
      "Cash Available for Sweep 2027": "-0.4",
      "Revolver End 2027": "15.9",
      "Cash Available for Sweep 2028": "8.0",
      "Revolver End 2028": "7.9",
      "EBITDA 2029": "119.5",
      "Cash Available for Sweep 2029": "16.6",
      "Revolver End 2029": "0.0",
      "Term Loan Sweep 2029": "4.3",
      "Term Loan End 2029": "235.7",
      "Cash End 2029": "19.3",
      "Exit Enterprise Value": "1075.6",
      "Net Debt at Exit": "376.3",
      "Exit Equity": "699.3",
      MoM: "2.44",
      IRR: "19.5",
    };
    for (const [key, text] of Object.entries(expected)) expect(value(key), key).toBe(text);
  });

  it("reads a cost typed with a minus or in brackets as its size, and keeps the sign of a signed line", () => {
    const answers = {
      "Taxes 2025": "(21.9)",
      "Term Loan Interest 2025": "-48.0",
      "Pre-Tax Income 2025": "-87.5",
    };
    const cells = new Map(check("LBOModel", exampleA, answers).cells.map((cell) => [cell.key, cell.status]));
    expect(cells.get("Taxes 2025")).toBe("correct");
    expect(cells.get("Term Loan Interest 2025")).toBe("correct");
    expect(cells.get("Pre-Tax Income 2025")).toBe("wrong");
  });
});
