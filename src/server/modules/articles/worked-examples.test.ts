import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { lexer, type Token, type Tokens } from "marked";
import { describe, expect, it } from "vitest";
import {
  ENGINE_VERSION,
  formatValue,
  type KindType,
  type Solution,
  type StatementOf,
  solve,
} from "../../../engine";
import { SPEC_RANGES } from "../../../engine/test-support/spec-ranges";
import { ARTICLES_DIRECTORY, type Article, loadArticles, type WorkedExample } from "./articles";

// Issue 8: every figure an article prints in its tables comes from the engine. Each table is preceded by a
// marker comment that says how to read it:
//   <!-- check: statement -->       rows are inputs, checked against the front-matter statement;
//   <!-- check: worked-example -->  the first column is a row label, the header holds years ("2025") for
//                                   yearly rows, "Value"/"Valeur"/"Montant" for single values, or a named
//                                   what-if scenario (a variant of the statement, listed below);
//   <!-- check: irr -->             MoM rows ("2,0x") against holding periods ("TRI sur 5 ans (%)").
// A row label is an engine label ("EBITDA", "MoM", "EBITDA 2029") or one mapped below; an unknown label,
// an unmarked table or a figure that differs from the engine's display text fails the test.

type Statement<T extends KindType> = Omit<StatementOf<T>, "engineVersion">;

/** A figure as the engine would display it: the value and its decimals (ignored for text). */
interface Figure {
  value: number | string;
  precision: number;
}

interface RowContext<T extends KindType> {
  statement: Statement<T>;
  solution: Solution;
  year: number | null;
  /** The exact value of an engine cell, by label (and the column's year for yearly rows). */
  cell: (label: string, year?: number | null) => number;
  /** Σ of an engine yearly row over every projection year. */
  total: (label: string) => number;
}

type Resolver<T extends KindType> = (context: RowContext<T>) => Figure;

interface ArticleChecks<T extends KindType> {
  /** Statement-table label → the statement value it prints (NaN when the label does not describe it). */
  statementRows: Record<string, (statement: Statement<T>) => number>;
  /** Worked-example row label → an engine label (alias) or a derived figure. */
  rows: Record<string, string | Resolver<T>>;
  /** What-if column header → the fields it changes in the statement. */
  scenarios?: Record<string, Partial<Statement<T>>>;
  /** A floor on the figures checked, so that dropping a marker cannot hide a table. */
  minimumFigures: number;
}

const amount = (value: number): Figure => ({ value, precision: 0 });
const oneDecimal = (value: number): Figure => ({ value, precision: 1 });
const only = (condition: boolean, value: number) => (condition ? value : Number.NaN);
const uniform = (values: readonly number[]) =>
  values.every((value) => value === values[0]) ? (values[0] ?? Number.NaN) : Number.NaN;

// LBO entry (docs/case-studies.md#lbo): EBITDA 2024 = sales 2024 × first-year margin; debt and equity in multiples of it.
const entryEbitda = (s: Statement<"LBO">) => (s.sales * s.ebitdaMargin) / 100;
const initialDebt = (s: Statement<"LBO">) => s.initialLeverage * entryEbitda(s);
const initialEquity = (s: Statement<"LBO">) => (s.purchaseMultiple - s.initialLeverage) * entryEbitda(s);
const lastYear = (s: { projectionYears: number }) => 2024 + s.projectionYears;

const lboChecks: ArticleChecks<"LBO"> = {
  statementRows: {
    "Chiffre d’affaires 2024": (s) => s.sales,
    "Croissance du chiffre d’affaires (montant ajouté chaque année)": (s) =>
      only(s.growthType === "constant_absolute", s.expectedGrowthValue),
    "Marge d’EBITDA de la première année (%)": (s) => s.ebitdaMargin,
    "Hausse de la marge chaque année suivante (points)": (s) =>
      only(s.ebitdaMarginType === "increasing", uniform(s.ebitdaMarginIncrements)),
    "D&A (par an)": (s) => only(s.daType === "flat", s.daAbsolute),
    "Capex (par an)": (s) => only(s.capexType === "flat", s.capexAbsolute),
    "Variation du BFR (par an)": (s) => only(s.nwcType === "flat", s.nwcFlat),
    "Taux d’impôt (%)": (s) => s.taxRate,
    "Multiple d’achat (x EBITDA)": (s) => s.purchaseMultiple,
    "Levier initial (x EBITDA)": (s) => s.initialLeverage,
    "Taux d’intérêt (%)": (s) => s.interestRate,
    "Remboursement de la dette (par an)": (s) =>
      only(s.debtAmortizationType === "amortizing", s.debtRepayment),
    "Multiple de sortie (x EBITDA)": (s) => s.exitEbitdaMultiple,
    "Durée de détention (années)": (s) => s.projectionYears,
  },
  rows: {
    "Valeur d’entreprise": ({ statement }) => amount(statement.purchaseMultiple * entryEbitda(statement)),
    "Dette d’acquisition": ({ statement }) => amount(initialDebt(statement)),
    "Fonds propres": ({ statement }) => amount(initialEquity(statement)),
    "Total des ressources": ({ statement }) => amount(initialDebt(statement) + initialEquity(statement)),
    "Chiffre d’affaires": "Sales",
    "Marge d’EBITDA (%)": ({ cell }) => amount((100 * cell("EBITDA")) / cell("Sales")),
    "Dette en début d’année": ({ cell, statement }) =>
      amount(((cell("EBIT") - cell("Profit Before Tax")) * 100) / statement.interestRate),
    Intérêts: ({ cell }) => amount(cell("EBIT") - cell("Profit Before Tax")),
    "Résultat avant impôt": "Profit Before Tax",
    "Résultat net": "Net Income",
    Capex: "CAPEX",
    "Variation du BFR": "Change in NWC",
    "Free cash flow": "Free Cash Flow",
    "Valeur d’entreprise à la sortie": ({ cell, statement }) =>
      amount(statement.exitEbitdaMultiple * cell("EBITDA", lastYear(statement))),
    "Dette initiale": ({ statement }) => amount(initialDebt(statement)),
    "Somme des free cash flows": ({ total }) => amount(total("Free Cash Flow")),
    "Dette nette à la sortie": ({ total, statement }) =>
      amount(initialDebt(statement) - total("Free Cash Flow")),
    "Fonds propres à la sortie": ({ cell, statement }) => amount(cell("MoM") * initialEquity(statement)),
    "Fonds propres investis": ({ statement }) => amount(initialEquity(statement)),
    "TRI approximatif (%)": ({ cell, statement }) =>
      amount(100 * (cell("MoM") ** (1 / statement.projectionYears) - 1)),
  },
  minimumFigures: 80,
};

const dcfChecks: ArticleChecks<"DCF"> = {
  statementRows: {
    "Sales 2024": (s) => s.baseRevenue,
    "Annual sales growth (amount added each year)": (s) => s.annualGrowth,
    "EBITDA margin (%)": (s) => s.ebitdaMargin,
    "Depreciation (per year)": (s) => s.depreciation,
    "Interest expense (per year)": (s) => s.interestExpense,
    "Tax rate (%)": (s) => s.taxRate,
    "Capex (per year)": (s) => s.capexAbsolute,
    "Change in NWC (per year)": (s) => s.nwcAbsolute,
    "Projection years": (s) => s.projectionYears,
    "Risk-free rate (%)": (s) => s.riskFreeRate,
    Beta: (s) => s.beta,
    "Market return (%)": (s) => s.marketReturn,
    "Cost of debt (%)": (s) => s.costOfDebt,
    "Debt ratio, D / (D + E) (%)": (s) => s.debtRatioPct,
    "Terminal growth (%)": (s) => s.terminalGrowth,
    "EV/EBITDA multiple": (s) => s.evEbitdaMultiple,
    "Net debt": (s) => s.netDebt,
  },
  rows: {
    "After-tax cost of debt": ({ statement }) =>
      oneDecimal((statement.costOfDebt * (100 - statement.taxRate)) / 100),
    "Implied EV/EBITDA of the perpetuity value": ({ cell, statement }) =>
      oneDecimal(cell("Terminal Value (Perpetuity)") / cell("EBITDA", lastYear(statement))),
    "Sum of discounted FCF": ({ total }) => amount(total("Discounted FCF")),
    "Discounted terminal value": ({ cell, total }) =>
      amount(cell("Enterprise Value") - total("Discounted FCF")),
    "Share of the terminal value in EV (%)": ({ cell, total }) =>
      amount((100 * (cell("Enterprise Value") - total("Discounted FCF"))) / cell("Enterprise Value")),
    "Net debt": ({ statement }) => amount(statement.netDebt),
  },
  minimumFigures: 90,
};

const purchasePrice = (s: Statement<"DilutionAccretion">) => s.noshB * s.sharePriceB;
const epsA = (s: Statement<"DilutionAccretion">) => s.netIncomeA / s.noshA;
const afterTaxCostOfDebt = (s: Statement<"DilutionAccretion">) => (s.costOfDebt * (100 - s.taxRate)) / 100;

const dilutionAccretionChecks: ArticleChecks<"DilutionAccretion"> = {
  statementRows: {
    "Net income A": (s) => s.netIncomeA,
    "Shares A": (s) => s.noshA,
    "Share price A": (s) => s.sharePriceA,
    "Net income B": (s) => s.netIncomeB,
    "Shares B": (s) => s.noshB,
    "Share price B": (s) => s.sharePriceB,
    "Cost of debt (%)": (s) => s.costOfDebt,
    "Tax rate (%)": (s) => s.taxRate,
    "Paid in cash (%)": (s) => s.paidInCashPercent,
    "Paid in stock (%)": (s) => s.paidInStockPercent,
    Synergies: (s) => s.synergies,
  },
  rows: {
    "Purchase price of B": ({ statement }) => amount(purchasePrice(statement)),
    "Cash part": ({ statement }) => amount((purchasePrice(statement) * statement.paidInCashPercent) / 100),
    "Stock part": ({ statement }) => amount((purchasePrice(statement) * statement.paidInStockPercent) / 100),
    // What the engine took off the combined net income: A + B + synergies − Net Income Pro Forma.
    "After-tax cost of the debt": ({ cell, statement: s }) =>
      amount(s.netIncomeA + s.netIncomeB + s.synergies - cell("Net Income Pro Forma")),
    "New shares issued": ({ cell, statement }) => amount(cell("NOSH Pro Forma") - statement.noshA),
    "P/E of A": ({ statement }) => oneDecimal(statement.sharePriceA / epsA(statement)),
    "P/E paid for B": ({ statement }) => oneDecimal(purchasePrice(statement) / statement.netIncomeB),
    "Earnings yield of A (%)": ({ statement }) => oneDecimal((100 * epsA(statement)) / statement.sharePriceA),
    "Earnings yield of B at the purchase price (%)": ({ statement }) =>
      oneDecimal((100 * statement.netIncomeB) / purchasePrice(statement)),
    "After-tax cost of debt (%)": ({ statement }) => oneDecimal(afterTaxCostOfDebt(statement)),
    "Blended cost of the financing (%)": ({ statement: s }) => ({
      value:
        (s.paidInCashPercent * afterTaxCostOfDebt(s) +
          s.paidInStockPercent * ((100 * epsA(s)) / s.sharePriceA)) /
        100,
      precision: 2,
    }),
  },
  scenarios: {
    "100% cash": { paidInCashPercent: 100, paidInStockPercent: 0 },
    "50% cash, 50% stock": { paidInCashPercent: 50, paidInStockPercent: 50 },
    "100% stock": { paidInCashPercent: 0, paidInStockPercent: 100 },
    "No synergies": { synergies: 0 },
    "Synergies of 50": { synergies: 50 },
    "Synergies of 56": { synergies: 56 },
    "Synergies of 57": { synergies: 57 },
  },
  minimumFigures: 60,
};

// The kinds with a tutorial article; an article about any other kind fails below for want of checks.
const CHECKS: { [T in KindType]?: ArticleChecks<T> } = {
  LBO: lboChecks,
  DCF: dcfChecks,
  DilutionAccretion: dilutionAccretionChecks,
};

const SINGLE_VALUE_HEADERS = new Set(["Value", "Valeur", "Montant"]);

/** A table and the kind its marker comment gives it (null when unmarked). */
interface MarkedTable {
  kind: string | null;
  table: Tokens.Table;
}

/** Every table of the article body, with its marker. */
function tablesOf(article: Article): MarkedTable[] {
  const { content } = matter(readFileSync(path.join(ARTICLES_DIRECTORY, `${article.slug}.md`), "utf8"));
  const tokens = lexer(content).filter((token: Token) => token.type !== "space");
  return tokens.flatMap((token, index) => {
    if (token.type !== "table") return [];
    const previous = tokens[index - 1];
    const marker =
      previous?.type === "html"
        ? /^\s*<!--\s*check:\s*([a-z-]+)\s*-->\s*$/.exec(previous.raw)?.[1]
        : undefined;
    return [{ kind: marker ?? null, table: token as Tokens.Table }];
  });
}

/** A printed figure in the engine's notation: the French decimal comma becomes a point. */
function normalise(text: string, language: Article["language"]): string {
  const trimmed = text.trim();
  return language === "fr" ? trimmed.replace(/^(-?\d+),(\d+)$/, "$1.$2") : trimmed;
}

function display(figure: Figure): string {
  return typeof figure.value === "string" ? figure.value : formatValue(figure.value, figure.precision);
}

function solveExample(example: WorkedExample, overrides: object = {}): Solution {
  const statement = { ...example.statement, ...overrides, engineVersion: ENGINE_VERSION };
  return solve(example.type, statement as StatementOf<typeof example.type>);
}

interface Comparison {
  where: string;
  printed: string;
  expected: string;
}

function checkTable<T extends KindType>(
  article: Article,
  statement: Statement<T>,
  checks: ArticleChecks<T>,
  { kind, table }: MarkedTable,
): Comparison[] {
  const title = table.header[0]?.text ?? "";
  const comparisons: Comparison[] = [];
  const compare = (row: string, column: string, printed: string, expected: () => string) => {
    let text: string;
    try {
      text = expected();
    } catch (error) {
      text = `error: ${(error as Error).message}`;
    }
    comparisons.push({
      where: `${article.slug}.md, table "${title}", row "${row}", column "${column}"`,
      printed: normalise(printed, article.language),
      expected: text,
    });
  };

  for (const cells of table.rows) {
    const label = cells[0]?.text.trim() ?? "";
    cells.slice(1).forEach((cell, index) => {
      const column = table.header[index + 1]?.text.trim() ?? "";
      compare(label, column, cell.text, () => {
        if (kind === "statement") return statementFigure(checks, statement, label);
        if (kind === "irr") return irrFigure(label, column);
        if (kind === "worked-example") return workedFigure(article, statement, checks, label, column);
        throw new Error(`unknown marker "${String(kind)}"`);
      });
    });
  }
  return comparisons;
}

function statementFigure<T extends KindType>(
  checks: ArticleChecks<T>,
  statement: Statement<T>,
  label: string,
): string {
  const read = checks.statementRows[label];
  if (!read) throw new Error("no statement field for this label");
  return String(read(statement));
}

/** The IRR of a MoM over n years with no interim cash flows: MoM^(1/n) − 1, in percent. */
function irrFigure(label: string, column: string): string {
  const multiple = /^(\d+(?:[.,]\d+)?)x$/.exec(label)?.[1];
  const years = /(\d+) (?:ans|years)/.exec(column)?.[1];
  if (!multiple || !years) throw new Error("expected a MoM such as 2,0x and a period such as 5 ans");
  return formatValue(100 * (Number(multiple.replace(",", ".")) ** (1 / Number(years)) - 1), 0);
}

function workedFigure<T extends KindType>(
  article: Article,
  statement: Statement<T>,
  checks: ArticleChecks<T>,
  label: string,
  column: string,
): string {
  const year = /^\d{4}$/.test(column) ? Number(column) : null;
  const scenario = checks.scenarios?.[column];
  if (year === null && !scenario && !SINGLE_VALUE_HEADERS.has(column)) {
    throw new Error("the column is neither a year, a value column nor a known scenario");
  }
  const variant = { ...statement, ...scenario };
  const solution = solveExample(article.workedExample, scenario);
  const cell = (cellLabel: string, cellYear: number | null = year) => {
    const value = solution.exact[cellYear === null ? cellLabel : `${cellLabel} ${cellYear}`];
    if (typeof value !== "number") throw new Error(`no engine cell "${cellLabel}" for ${String(cellYear)}`);
    return value;
  };
  const total = (cellLabel: string) =>
    Object.entries(solution.exact)
      .filter(([key]) => key.startsWith(`${cellLabel} `) && /^\d{4}$/.test(key.slice(cellLabel.length + 1)))
      .reduce((sum, [key]) => sum + cell(key, null), 0);

  const mapped = checks.rows[label];
  if (typeof mapped === "function")
    return display(mapped({ statement: variant, solution, year, cell, total }));
  // An engine label, directly or through an alias; a label may also be a whole key ("EBITDA 2029").
  const engineLabel = mapped ?? label;
  const key = year === null ? engineLabel : `${engineLabel} ${year}`;
  const value = solution.exact[key];
  if (value === undefined) throw new Error(`no engine cell "${key}" and no mapping for this label`);
  return display({ value, precision: solution.precision[key] ?? 0 });
}

const inRange = (value: number, min: number, max: number, step: number) => {
  const steps = (value - min) / step;
  return value >= min && value <= max && Math.abs(steps - Math.round(steps)) < 1e-9;
};

const articles = loadArticles();

describe("worked examples", () => {
  it.each(articles.map((article) => [article.slug, article] as const))(
    "%s: every printed figure is the engine's",
    (_slug, article) => {
      const checks = CHECKS[article.workedExample.type] as ArticleChecks<KindType> | undefined;
      if (checks === undefined)
        throw new Error(`No figure checks for ${article.workedExample.type} articles`);
      const statement = article.workedExample.statement as Statement<KindType>;
      const tables = tablesOf(article);

      const unmarked = tables
        .filter((entry) => entry.kind === null)
        .map((entry) => entry.table.header[0]?.text);
      expect(unmarked, "tables without a check marker").toEqual([]);

      const comparisons = tables.flatMap((entry) => checkTable(article, statement, checks, entry));
      const wrong = comparisons.filter((comparison) => comparison.printed !== comparison.expected);
      expect(wrong, "figures that differ from the engine").toEqual([]);
      expect(comparisons.length).toBeGreaterThanOrEqual(checks.minimumFigures);
    },
  );

  it("keeps each worked example inside the generator's ranges and conditions (docs/case-studies.md#conventions)", () => {
    const outside = articles.flatMap(({ slug, workedExample }) =>
      Object.entries(
        (SPEC_RANGES as Record<string, Record<string, readonly [number, number, number]>>)[
          workedExample.type
        ] ?? {},
      ).flatMap(([field, [min, max, step]]) => {
        const raw: unknown = (workedExample.statement as Record<string, unknown>)[field];
        const values = Array.isArray(raw) ? raw : [raw];
        return values
          .filter((value) => typeof value !== "number" || !inRange(value, min, max, step))
          .map((value) => `${slug}: ${field} = ${String(value)} is not in ${min}…${max} step ${step}`);
      }),
    );
    expect(outside).toEqual([]);

    const byType = Object.fromEntries(
      articles.map((article) => [article.workedExample.type, article.workedExample]),
    );
    const lbo = byType.LBO?.statement as Statement<"LBO">;
    expect(lbo.initialLeverage).toBe(Math.ceil(lbo.purchaseMultiple / 2));
    expect(Math.abs(lbo.exitEbitdaMultiple - lbo.purchaseMultiple)).toBeLessThanOrEqual(1);
    expect(lbo.ebitdaMarginIncrements).toHaveLength(lbo.projectionYears - 1);

    // The DCF generator's two conditions: every FCF ≥ 0 and terminal values within 20 % of each other.
    const dcfExample = byType.DCF;
    if (dcfExample?.type !== "DCF") throw new Error("no DCF worked example");
    const { exact } = solveExample(dcfExample);
    const freeCashFlows = Object.entries(exact).filter(([key]) => /^FCF \d{4}$/.test(key));
    expect(freeCashFlows.every(([, value]) => typeof value === "number" && value >= 0)).toBe(true);
    const perpetuity = exact["Terminal Value (Perpetuity)"] as number;
    const multiple = exact["Terminal Value (EV/EBITDA)"] as number;
    expect(Math.abs(perpetuity - multiple)).toBeLessThanOrEqual(0.2 * Math.min(perpetuity, multiple));

    const deal = byType.DilutionAccretion?.statement as Statement<"DilutionAccretion">;
    expect(deal.paidInCashPercent + deal.paidInStockPercent).toBe(100);
  });
});
