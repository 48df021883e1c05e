import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ARTICLES_DIRECTORY, loadArticles, renderMarkdown, slugify } from "./articles";

const articles = loadArticles();
const bySlug = (slug: string) => {
  const article = articles.find((candidate) => candidate.slug === slug);
  if (!article) throw new Error(`No article with slug ${slug}`);
  return article;
};
const text = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");

describe("loadArticles", () => {
  it("loads the three guides in order: LBO, DCF, then accretion/dilution", () => {
    expect(articles.map((article) => [article.order, article.slug, article.language])).toEqual([
      [1, "lbo", "fr"],
      [2, "dcf", "en"],
      [3, "dilution-accretion", "en"],
    ]);
  });

  it("gives every article all its fields", () => {
    for (const article of articles) {
      expect(article.title.length, article.slug).toBeGreaterThan(10);
      expect(article.summary.length, article.slug).toBeGreaterThan(40);
      expect(article.date, article.slug).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.author, article.slug).not.toBe("");
      expect(article.tags.length, article.slug).toBeGreaterThan(0);
      expect(article.cover, article.slug).toBe(`/covers/${article.slug}.svg`);
      expect(article.exercisePath, article.slug).toBe(`/${article.slug}`);
      expect(article.html, article.slug).toContain("<h2 id=");
    }
    expect(articles.map((article) => article.workedExample.type)).toEqual([
      "LBO",
      "DCF",
      "DilutionAccretion",
    ]);
  });

  it("ships a cover image with an accessible title for every article", () => {
    for (const article of articles) {
      const svg = readFileSync(path.join(ARTICLES_DIRECTORY, "../../public", article.cover), "utf8");
      expect(svg, article.cover).toContain('viewBox="0 0 1200 630"');
      expect(svg, article.cover).toMatch(/<title id="[^"]+">[^<]+<\/title>/);
    }
  });

  it("states the typical 5-year holding period, in French, in the LBO guide", () => {
    expect(text(bySlug("lbo").html)).toMatch(/durée de détention typique d’un LBO est de 5 ans/);
  });

  it("says the DCF exercise averages the two terminal values", () => {
    expect(text(bySlug("dcf").html)).toMatch(/exercise uses the average of the two terminal values/);
  });

  it("ends each article with a link to its exercise", () => {
    for (const article of articles) {
      const lastParagraph = article.html.trim().split("\n").at(-1);
      expect(lastParagraph, article.slug).toMatch(
        new RegExp(`^<p><a href="${article.exercisePath}">[^<]+</a></p>$`),
      );
    }
  });

  it("reads the files once", () => {
    expect(loadArticles()[0]).toBe(articles[0]);
  });
});

describe("renderMarkdown", () => {
  it("gives headings stable, unique ids, without accents", () => {
    const html = renderMarkdown(
      "## Qu’est-ce qu’un *LBO* ?\n\n## Qu’est-ce qu’un LBO ?\n\n### Étape 1 : l’entrée\n",
    );
    expect(html).toContain('<h2 id="qu-est-ce-qu-un-lbo">Qu’est-ce qu’un <em>LBO</em> ?</h2>');
    expect(html).toContain('<h2 id="qu-est-ce-qu-un-lbo-2">');
    expect(html).toContain('<h3 id="etape-1-l-entree">');
  });

  it("drops comments and wraps tables so they scroll on narrow screens", () => {
    const html = renderMarkdown("<!-- check: worked-example -->\n\n| A | B |\n|---|---:|\n| x | 1 |\n");
    expect(html).not.toContain("<!--");
    expect(html).toMatch(/^<div class="table-scroll"><table>[\s\S]*<\/table><\/div>$/m);
  });

  it("slugifies punctuation-only headings to a fallback", () => {
    expect(slugify("Résultat & MoM (x)")).toBe("resultat-mom-x");
    expect(slugify("?!")).toBe("section");
  });
});

describe("front-matter validation", () => {
  let directory = "";
  afterEach(() => {
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  const write = (name: string, body: string) => {
    directory = mkdtempSync(path.join(tmpdir(), "articles-"));
    writeFileSync(path.join(directory, name), body);
    return directory;
  };

  it("names the file and the faulty field", () => {
    const source = readFileSync(path.join(ARTICLES_DIRECTORY, "dcf.md"), "utf8").replace(
      "language: en",
      "language: de",
    );
    expect(() => loadArticles(write("dcf.md", source))).toThrow(
      /Invalid front-matter in article dcf\.md:[\s\S]*language/,
    );
  });

  it("names a statement field the engine does not know", () => {
    const source = readFileSync(path.join(ARTICLES_DIRECTORY, "dcf.md"), "utf8").replace(
      "netDebt: 70",
      "netDept: 70",
    );
    expect(() => loadArticles(write("dcf.md", source))).toThrow(/dcf\.md[\s\S]*netDept/);
  });

  it("insists that the slug matches the file name", () => {
    const source = readFileSync(path.join(ARTICLES_DIRECTORY, "dcf.md"), "utf8");
    expect(() => loadArticles(write("valuation.md", source))).toThrow(/valuation\.md has slug "dcf"/);
  });
});
