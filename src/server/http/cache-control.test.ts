import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser, type TestUser } from "../test/accounts";
import { TestClient } from "../test/http-client";
import { testDialects } from "../test/test-database";
import { startTestServer, type TestServer } from "../test/test-server";
import { noStoreByDefault } from "./cache-control";

describe("noStoreByDefault", () => {
  const app = new Hono()
    .use(noStoreByDefault())
    .get("/private", (c) => c.json({ mine: true }))
    .get("/public", (c) => c.json({ everyone: true }, 200, { "Cache-Control": "public, max-age=60" }));

  it("marks a response no-store unless its route sets its own Cache-Control", async () => {
    expect((await app.request("/private")).headers.get("cache-control")).toBe("no-store");
    expect((await app.request("/public")).headers.get("cache-control")).toBe("public, max-age=60");
  });
});

describe.each(testDialects)("private API responses on %s", (kind) => {
  let server: TestServer;
  let user: TestUser;
  let exerciseId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    user = await signUpUser(server);
    const checked = await user.client.post("/api/case-studies/dcf/check", {
      seed: 3,
      answers: { "Sales 2025": "1" },
    });
    expect(checked.status, checked.text).toBe(200);
    exerciseId = checked.json.exerciseId;
  });
  afterAll(async () => {
    await server.close();
  });

  it("are never stored by a cache, whether they succeed or fail", async () => {
    const signedOut = new TestClient(server.url);
    const responses = {
      profile: await user.client.get("/api/profile"),
      "profile export": await user.client.get("/api/profile/export"),
      exercises: await user.client.get("/api/exercises"),
      exercise: await user.client.get(`/api/exercises/${exerciseId}`),
      "saved workbook": await user.client.get(`/api/exercises/${exerciseId}/workbook`),
      "my answers": await user.client.get("/api/my-answers"),
      "review cards": await user.client.get("/api/review/cards"),
      "review today": await user.client.get("/api/review/today"),
      readiness: await user.client.get("/api/readiness"),
      "mock interview": await user.client.post("/api/mock-interviews", { track: "ib", minutes: 15 }),
      "question export": await user.client.get("/api/questions/export?format=csv"),
      session: await user.client.get("/api/auth/get-session"),
      "signed out profile": await signedOut.get("/api/profile"),
      "unknown endpoint": await signedOut.get("/api/no-such-thing"),
    };
    for (const [name, response] of Object.entries(responses)) {
      expect(response.status, name).toBeLessThan(500);
      expect(response.headers.get("cache-control"), name).toBe("no-store");
    }
    expect(responses.profile.status).toBe(200);
    expect(responses["saved workbook"].status).toBe(200);
    expect(responses["signed out profile"].status).toBe(401);
  });

  it("say they vary with the cookie when they depend on who is signed in", async () => {
    const signedOut = await new TestClient(server.url).get("/api/questions");
    const signedIn = await user.client.get("/api/questions");
    // The same URL answers with model answers only for a signed-in student.
    expect(signedOut.json.questions[0].answer).toBeUndefined();
    expect(typeof signedIn.json.questions[0].answer).toBe("string");
    for (const response of [signedOut, signedIn]) {
      expect(response.headers.get("vary")).toMatch(/(^|,\s*)Cookie(,|$)/);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    expect((await user.client.get("/api/profile")).headers.get("vary")).toMatch(/Cookie/);
  });
});
