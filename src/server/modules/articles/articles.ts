import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { Marked } from "marked";
import { z } from "zod";
import { allKinds, type FieldShape, type KindType, type StatementOf } from "../../../engine";
import { projectPath } from "../../project-root";

/** Where the tutorial articles live: `content/articles/*.md` at the project root. */
export const ARTICLES_DIRECTORY = projectPath("content", "articles");

// YAML reads an unquoted 2026-11-21 as a Date; either way the article keeps the ISO day.
const isoDay = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.iso.date(),
);

// A statement written by hand, checked against its kind's fields: a field the engine does not know, or one
// missing, is an error.
function statementSchema(shape: Readonly<Record<string, FieldShape>>): z.ZodType {
  return z.strictObject(
    Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, fieldSchema(field)])),
  );
}

function fieldSchema(field: FieldShape): z.ZodType {
  if (field === "number") return z.number();
  if (field === "count") return z.int().min(1);
  if (field === "numbers") return z.array(z.number());
  if ("optional" in field) return fieldSchema(field.optional).optional();
  if ("object" in field) return statementSchema(field.object);
  if ("listOf" in field) return z.array(statementSchema(field.listOf));
  return z.enum(field as [string, ...string[]]);
}

// A worked example names a kind by its record type and carries that kind's statement, engineVersion left
// out because an article is always solved by the engine it ships with.
const workedExampleSchema = z.discriminatedUnion(
  "type",
  allKinds().map((kind) =>
    z.strictObject({ type: z.literal(kind.meta.type), statement: statementSchema(kind.statementShape) }),
  ) as unknown as [z.ZodObject, ...z.ZodObject[]],
) as unknown as z.ZodType<WorkedExample>;

/** The worked example an article solves: the kind's record type and its statement (without engineVersion). */
export type WorkedExample = {
  [T in KindType]: { type: T; statement: Omit<StatementOf<T>, "engineVersion"> };
}[KindType];

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
  exercisePath: z.string().regex(/^\/[a-z0-9-]+$/, "an app path such as /case-studies"),
  workedExample: workedExampleSchema,
});

/** An article's front-matter, as validated. */
export type ArticleFrontMatter = z.infer<typeof frontMatterSchema>;

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
