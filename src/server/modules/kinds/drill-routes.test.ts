// The drills served by the kinds' routes, over real HTTP on a real database: every statement lies in
// the ranges of docs/drills.md, answers worked out apart from the engine score 100, a moved cell is wrong,
// and each attempt reaches the history. Statements and answers come from test/oracle, not from the engine.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DrillSlug, independentDrillAnswers, statementProblems } from "../../../../test/oracle";
import { signUpUser, type TestUser } from "../../test/accounts";
import { TestClient } from "../../test/http-client";
import { testDialects } from "../../test/test-database";
import { startTestServer, type TestServer } from "../../test/test-server";

const DRILLS: readonly { slug: DrillSlug; type: string }[] = [
  { slug: "three-statements", type: "ThreeStatements" },
  { slug: "ev-bridge", type: "EnterpriseValue" },
  { slug: "diluted-shares", type: "DilutedShares" },
  { slug: "quick-lbo", type: "QuickLBO" },
  { slug: "wacc", type: "WACC" },
  { slug: "free-cash-flow", type: "FreeCashFlow" },
  { slug: "goodwill", type: "Goodwill" },
  { slug: "mental-math", type: "MentalMath" },
];
/** Seeds per drill through the API: the acceptance asks for 300. */
const SEEDS = 300;
const BATCH = 10;

/** `answers` with `key` moved by 5 % and at least three units of its last digit (up, or down when `down`). */
function moved(answers: Record<string, string>, key: string, down: boolean): Record<string, string> {
  const text = answers[key] ?? "0";
  const decimals = text.includes(".") ? text.length - text.indexOf(".") - 1 : 0;
  const value = Number(text);
  const step = Math.max(Math.abs(value) * 0.05, 3 * 10 ** -decimals);
  return { ...answers, [key]: (value + (down ? -step : step)).toFixed(decimals) };
}

describe.each(testDialects)("drill API on %s", (kind) => {
  let server: TestServer;
  let student: TestUser;
  beforeAll(async () => {
    server = await startTestServer(kind, { rateLimitFactor: 50 });
    student = await signUpUser(server, { emailVerified: false });
  });
  afterAll(async () => {
    await server.close();
  });

  describe.each(DRILLS)("$slug", ({ slug, type }) => {
    it(`serves ${SEEDS} seeds in the ranges of docs/drills.md that independent answers solve to 100`, async () => {
      for (let first = 0; first < SEEDS; first += BATCH) {
        const seeds = Array.from({ length: BATCH }, (_, index) => 1000 + 7919 * (first + index));
        await Promise.all(
          seeds.map(async (seed) => {
            const fresh = await student.client.get(`/api/case-studies/${slug}/new?seed=${seed}`);
            expect(fresh.status).toBe(200);
            expect(fresh.json).toMatchObject({ type, seed });
            expect(statementProblems(slug, fresh.json.statement), `seed ${seed}`).toEqual([]);
            const answers = independentDrillAnswers(slug, fresh.json.statement);
            expect(fresh.json.cells.map((cell: { key: string }) => cell.key).sort()).toEqual(
              Object.keys(answers).sort(),
            );
            const graded = await student.client.post(`/api/case-studies/${slug}/check`, { seed, answers });
            expect(graded.status).toBe(200);
            expect(graded.json.score, `seed ${seed}`).toBe(100);
          }),
        );
      }
    });

    it("marks a cell moved by 5 % wrong with the rule and the numbers, and saves the attempt", async () => {
      const seed = 4242;
      const fresh = await student.client.get(`/api/case-studies/${slug}/new?seed=${seed}`);
      const answers = independentDrillAnswers(slug, fresh.json.statement);
      const keys = Object.keys(answers);
      for (const key of keys) {
        // One of the two directions is away from both accepted paths.
        const results = await Promise.all(
          [false, true].map(async (down) => {
            const graded = await student.client.post(`/api/case-studies/${slug}/check`, {
              seed,
              answers: moved(answers, key, down),
            });
            return graded.json.cells.find((cell: { key: string }) => cell.key === key);
          }),
        );
        const wrong = results.find((cell) => !cell.correct);
        expect(wrong, key).toBeDefined();
        expect(wrong.expected).toBe(answers[key]);
        expect(wrong.explanation).toMatch(new RegExp(`^${key.replace(/[/()]/g, "\\$&")} = .+ = .+ = `));
      }

      const graded = await student.client.post(`/api/case-studies/${slug}/check`, {
        seed,
        answers,
        timeSpentSeconds: 120,
      });
      const saved = await student.client.get(`/api/exercises/${graded.json.exerciseId}`);
      expect(saved.status).toBe(200);
      expect(saved.json.exercise).toMatchObject({
        exerciseType: type,
        seed,
        score: 100,
        timeSpentSeconds: 120,
      });
      // Newest first; the checks above may share its millisecond, so it is found by id among the newest.
      const history = await student.client.get("/api/exercises?limit=50");
      const latest = history.json.items.find((item: { id: string }) => item.id === graded.json.exerciseId);
      expect(latest).toMatchObject({ exerciseType: type, seed, score: 100 });
      expect(latest.date).toBe(history.json.items[0].date);
    });

    it("asks a signed-out visitor to sign in before the correction", async () => {
      const response = await new TestClient(server.url).post(`/api/case-studies/${slug}/check`, {
        seed: 1,
        answers: {},
      });
      expect(response.status).toBe(401);
      expect(response.json.error.code).toBe("AUTH_REQUIRED");
    });
  });
});
