import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { Marked } from "marked";
import { z } from "zod";
import type { DcfStatement, DilutionAccretionStatement, LboStatement } from "../../../engine";
import { projectPath } from "../../project-root";

/** Where the tutorial articles live: `content/articles/*.md` at the project root. */
export const ARTICLES_DIRECTORY = projectPath("content", "articles");

// YAML reads an unquoted 2026-11-21 as a Date; either way the article keeps the ISO day.
const isoDay = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date(),
);

const amount = z.number();
const perYear = z.array(z.number());

// Worked-example statements carry the engine's field names; engineVersion is left out because an
// article is always solved by the engine it ships with.
const lboStatementSchema = z.strictObject({
  purchaseMultiple: amount,
  sales: amount,
  growthType: z.enum([
    "constant_absolute",
    "variable_absolute",
    "constant_percentage",
    "variable_percentage",
  ]),
  expectedGrowthValue: amount,
  expectedGrowthPercent: amount,
  variableGrowthValues: perYear,
  projectionYears: z.int().min(1),
  ebitdaMargin: amount,
  ebitdaMarginType: z.enum(["constant", "increasing"]),
  ebitdaMarginIncrements: perYear,
  daType: z.enum(["flat", "variable"]),
  daAbsolute: amount,
  variableDaValues: perYear,
  capexType: z.enum(["flat", "variable"]),
  capexAbsolute: amount,
  variableCapexValues: perYear,
  taxRate: amount,
  initialLeverage: amount,
  interestRate: amount,
  exitEbitdaMultiple: amount,
  debtAmortizationType: z.enum(["bullet", "amortizing"]),
  debtRepayment: amount,
  nwcType: z.enum(["flat", "variable"]),
  nwcFlat: amount,
  variableNWCValues: perYear,
});

const dcfStatementSchema = z.strictObject({
  baseRevenue: amount,
  annualGrowth: amount,
  ebitdaMargin: amount,
  depreciation: amount,
  interestExpense: amount,
  taxRate: amount,
  capexAbsolute: amount,
  nwcAbsolute: amount,
  terminalGrowth: amount,
  projectionYears: z.int().min(1),
  costOfDebt: amount,
  debtRatioPct: amount,
  evEbitdaMultiple: amount,
  riskFreeRate: amount,
  beta: amount,
  marketReturn: amount,
  netDebt: amount,
});

const dilutionAccretionStatementSchema = z.strictObject({
  netIncomeA: amount,
  noshA: amount,
  sharePriceA: amount,
  netIncomeB: amount,
  noshB: amount,
  sharePriceB: amount,
  costOfDebt: amount,
  taxRate: amount,
  paidInCashPercent: amount,
  paidInStockPercent: amount,
  synergies: amount,
});

// The schemas above must stay in step with the engine's statement types.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type StatementSchemasMatchEngine = [
  Assert<Same<z.infer<typeof lboStatementSchema>, Omit<LboStatement, "engineVersion">>>,
  Assert<Same<z.infer<typeof dcfStatementSchema>, Omit<DcfStatement, "engineVersion">>>,
  Assert<
    Same<z.infer<typeof dilutionAccretionStatementSchema>, Omit<DilutionAccretionStatement, "engineVersion">>
  >,
];

const workedExampleSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("LBO"), statement: lboStatementSchema }),
  z.strictObject({ type: z.literal("DCF"), statement: dcfStatementSchema }),
  z.strictObject({ type: z.literal("DilutionAccretion"), statement: dilutionAccretionStatementSchema }),
]);

const frontMatterSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "lower-case words joined by hyphens"),
  title: z.string().trim().min(1),
  summary: z.string().trim().min(1),
  date: isoDay,
  author: z.string().trim().min(1),
  tags: z.array(z.string().trim().min(1)).min(1),
  cover: z.string().regex(/^\/covers\/[a-z0-9-]+\.(svg|png|jpe?g|webp)$/, "a path under /covers/"),
  language: z.enum(["fr", "en"]),
  order: z.int().positive(),
  exercisePath: z.string().regex(/^\/[a-z0-9-]+$/, "an app path such as /lbo"),
  workedExample: workedExampleSchema,
});

/** An article's front-matter, as validated. */
export type ArticleFrontMatter = z.infer<typeof frontMatterSchema>;

/** The worked example an article solves: the case-study type and its statement (without engineVersion). */
export type WorkedExample = ArticleFrontMatter["workedExample"];

/** A tutorial article: its front-matter plus the body rendered to HTML. */
export interface Article extends ArticleFrontMatter {
  html: string;
}

const cache = new Map<string, Article[]>();

/** Every article in `directory` (read and rendered once, then cached), sorted by `order`. */
export function loadArticles(directory: string = ARTICLES_DIRECTORY): Article[] {
  const resolved = path.resolve(directory);
  let articles = cache.get(resolved);
  if (!articles) {
    articles = readArticles(resolved);
    cache.set(resolved, articles);
  }
  return [...articles];
}

function readArticles(directory: string): Article[] {
  const files = readdirSync(directory)
    .filter((name) => name.endsWith(".md"))
    .sort();
  const articles = files.map((name) => readArticle(path.join(directory, name)));
  assertUnique(articles, "slug");
  assertUnique(articles, "order");
  return articles.sort((a, b) => a.order - b.order);
}

function readArticle(file: string): Article {
  const name = path.basename(file);
  const { data, content } = matter(readFileSync(file, "utf8"));
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`Invalid front-matter in article ${name}:\n${z.prettifyError(parsed.error)}`);
  }
  // The slug names the route (/tutorial/<slug>), so it must match the file it comes from.
  if (`${parsed.data.slug}.md` !== name) {
    throw new Error(`Article ${name} has slug "${parsed.data.slug}"; it must be "${name.slice(0, -3)}"`);
  }
  return { ...parsed.data, html: renderMarkdown(content) };
}

function assertUnique(articles: Article[], field: "slug" | "order"): void {
  const seen = new Set<string | number>();
  for (const article of articles) {
    if (seen.has(article[field])) throw new Error(`Two articles share the ${field} "${article[field]}"`);
    seen.add(article[field]);
  }
}

/** Markdown to HTML: headings get stable, unique ids; HTML comments are dropped; tables scroll on small screens. */
export function renderMarkdown(markdown: string): string {
  const usedIds = new Set<string>();
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        const id = uniqueId(slugify(plainText(inner)), usedIds);
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      html({ text }) {
        // Comments mark the tables the worked-example test checks; readers need not see them.
        return /^\s*<!--[\s\S]*-->\s*$/.test(text) ? "" : false;
      },
    },
    hooks: {
      postprocess: (html) =>
        html
          .replaceAll("<table>", '<div class="table-scroll"><table>')
          .replaceAll("</table>", "</table></div>"),
    },
  });
  return marked.parse(markdown, { async: false });
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#39;": "'",
};

function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, "").replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? "");
}

/** "Qu’est-ce qu’un LBO ?" → "qu-est-ce-qu-un-lbo": accents dropped, anything else becomes a hyphen. */
export function slugify(text: string): string {
  const slug = text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug || "section";
}

function uniqueId(base: string, used: Set<string>): string {
  let id = base;
  for (let suffix = 2; used.has(id); suffix++) id = `${base}-${suffix}`;
  used.add(id);
  return id;
}
