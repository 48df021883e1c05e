import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../../test/http-client";
import { startTestServer, type TestServer } from "../../test/test-server";
import { loadArticles } from "./articles";

// The articles come from files, not the database, so one dialect is enough.
describe("articles API", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("sqlite");
  });
  afterAll(async () => {
    await server.close();
  });

  it("lists every article in order, with its front-matter but without its body or worked example", async () => {
    const response = await new TestClient(server.url).get("/api/articles");
    expect(response.status).toBe(200);
    const { articles } = response.json as { articles: Record<string, unknown>[] };
    expect(articles.map((article) => article.slug)).toEqual(["lbo", "dcf", "dilution-accretion"]);
    for (const article of articles) {
      expect(Object.keys(article).sort()).toEqual(
        [
          "author",
          "cover",
          "date",
          "exercisePath",
          "language",
          "order",
          "slug",
          "summary",
          "tags",
          "title",
        ].sort(),
      );
    }
    expect(articles[0]).toMatchObject({ language: "fr", cover: "/covers/lbo.svg", exercisePath: "/lbo" });
  });

  it("serves one article with its rendered body", async () => {
    const expected = loadArticles().find((article) => article.slug === "dcf");
    const response = await new TestClient(server.url).get("/api/articles/dcf");
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      slug: "dcf",
      title: expected?.title,
      summary: expected?.summary,
      language: "en",
      html: expected?.html,
    });
    expect(response.json.html).toContain('<div class="table-scroll"><table>');
    expect(response.json.html).toContain('<a href="/dcf">');
    expect(response.json).not.toHaveProperty("workedExample");
  });

  it("answers 404 with the JSON error shape for an unknown slug", async () => {
    const client = new TestClient(server.url);
    for (const slug of ["no-such-article", "LBO", "..%2Fpackage.json"]) {
      const response = await client.get(`/api/articles/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(response.json, slug).toEqual({ error: { code: "NOT_FOUND", message: "Article not found." } });
    }
  });
});
