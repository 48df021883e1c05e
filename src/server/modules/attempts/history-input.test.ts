import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser, type TestUser } from "../../test/accounts";
import { testDialects } from "../../test/test-database";
import { startTestServer, type TestServer } from "../../test/test-server";

// Regressions found by the API fuzzer (src/server/fuzz.test.ts); history listing and ownership are
// covered with the check in ./routes.test.ts.
describe.each(testDialects)("exercise history API on %s, with malformed input", (kind) => {
  let server: TestServer;
  let user: TestUser;
  let exerciseId: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    user = await signUpUser(server);
    exerciseId = (
      await user.client.post("/api/case-studies/dcf/check", { seed: 5, answers: { "Sales 2025": "-1" } })
    ).json.exerciseId;
  });
  afterAll(async () => {
    await server.close();
  });

  it("refuses a NUL character in an exercise id with a 400 (PostgreSQL failed the query: a 500)", async () => {
    for (const method of ["GET", "DELETE"]) {
      const response = await user.client.request(method, "/api/exercises/a%00b");
      expect(response.status, method).toBe(400);
      expect(response.json.error.code).toBe("INVALID_CHARACTER");
    }
    expect((await user.client.get(`/api/exercises/${exerciseId}`)).status).toBe(200);
  });

  it("refuses a cursor whose date is not a real instant (PostgreSQL failed the query: a 500)", async () => {
    for (const date of ["9999-99-99T99:99Z", "2026-02-30T00:00:00.000Z", "2026-01-01T00:00:00Z"]) {
      const response = await user.client.get(`/api/exercises?cursor=${encodeURIComponent(`${date}|abc`)}`);
      expect(response.status, date).toBe(400);
      expect(response.json.error.message).toMatch(/cursor/);
    }
    const valid = encodeURIComponent(`${new Date(Date.now() + 60_000).toISOString()}|zzz`);
    const page = await user.client.get(`/api/exercises?cursor=${valid}`);
    expect(page.status).toBe(200);
    expect(page.json.items.map((item: { id: string }) => item.id)).toEqual([exerciseId]);
  });
});
