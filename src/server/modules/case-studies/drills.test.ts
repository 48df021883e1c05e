// The drills through real HTTP: every statement in the ranges of drills.md, answers computed independently
// from drills.md score 100, answers moved 5 % are wrong, and every attempt reaches history and the profile.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statementProblems } from "../../../../e2e/support/drill-ranges";
import { independentDrillAnswers } from "../../../../e2e/support/independent-drill-solutions";
import { signUpUser, type TestUser } from "../../test/accounts";
import { TestClient } from "../../test/http-client";
import { testDialects } from "../../test/test-database";
import { startTestServer, type TestServer } from "../../test/test-server";

const DRILLS = ["three-statements", "ev-bridge", "diluted-shares", "mental-math"] as const;
const SEEDS = Array.from({ length: 300 }, (_, seed) => seed);

/** Each answer moved by 5 % of itself, and by at least three units of its last digit. */
function moved(answers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(answers).map(([key, text]) => {
      const decimals = text.split(".")[1]?.length ?? 0;
      const value = Number(text);
      const shift = Math.max(Math.abs(value) * 0.05, 3 * 10 ** -decimals);
      return [key, (value + shift).toFixed(decimals)];
    }),
  );
}

/** Runs `task` on every item, a few at a time. */
async function inBatches<T>(items: readonly T[], task: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += 20) {
    await Promise.all(items.slice(start, start + 20).map(task));
  }
}

describe.each(testDialects)("drills through the API on %s", (dialect) => {
  let server: TestServer;
  let student: TestUser;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    student = await signUpUser(server, { emailVerified: false });
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(DRILLS)(
    "%s: 300 seeds lie in the ranges and score 100 with independent answers, 0 with answers moved 5 %",
    async (slug) => {
      const visitor = new TestClient(server.url);
      await inBatches(SEEDS, async (seed) => {
        const exercise = await visitor.get(`/api/case-studies/${slug}/new?seed=${seed}`);
        expect(exercise.status).toBe(200);
        expect(statementProblems(slug, exercise.json.statement)).toEqual([]);
        const answers = independentDrillAnswers(slug, exercise.json.statement);
        expect(exercise.json.cells.map((cell: { key: string }) => cell.key)).toEqual(Object.keys(answers));
        // A drill needs only a session to see its correction, verified email or not.
        const right = await student.client.post(`/api/case-studies/${slug}/check`, { seed, answers });
        expect(right.status).toBe(200);
        expect(right.json.score, `seed ${seed}`).toBe(100);
        if (seed % 10 === 0) {
          const wrong = await student.client.post(`/api/case-studies/${slug}/check`, {
            seed,
            answers: moved(answers),
          });
          expect(wrong.json.cells.filter((cell: { correct: boolean }) => cell.correct)).toEqual([]);
        }
      });
    },
    240_000,
  );

  it("keeps the time of a timed drill, and shows each drill in history and in the profile", async () => {
    const saved = await student.client.post("/api/case-studies/mental-math/check", {
      seed: 7,
      answers: {},
      timeSpentSeconds: 75,
    });
    expect(saved.status).toBe(200);
    const record = await student.client.get(`/api/exercises/${saved.json.exerciseId}`);
    expect(record.json.exercise).toMatchObject({
      exerciseType: "MentalMath",
      timeSpentSeconds: 75,
      score: 0,
    });
    const profile = await student.client.get("/api/profile");
    const types = profile.json.progress
      .filter((entry: { attempts: number }) => entry.attempts > 0)
      .map((entry: { type: string; bestScore: number }) => [entry.type, entry.bestScore]);
    expect(types).toEqual(
      expect.arrayContaining([
        ["ThreeStatements", 100],
        ["EnterpriseValue", 100],
        ["DilutedShares", 100],
        ["MentalMath", 100],
      ]),
    );
  });

  it("sends the three mini statements with the correction, and refuses bad input with JSON", async () => {
    const checked = await student.client.post("/api/case-studies/three-statements/check", {
      seed: 5,
      answers: {},
    });
    expect(checked.json.workings.map((working: { title: string }) => working.title)).toEqual([
      "Income statement",
      "Cash flow statement",
      "Balance sheet",
    ]);
    const visitor = new TestClient(server.url);
    expect((await visitor.post("/api/case-studies/ev-bridge/check", { seed: 1, answers: {} })).status).toBe(
      401,
    );
    const bad = await student.client.post("/api/case-studies/diluted-shares/check", {
      seed: -1,
      answers: [],
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBeDefined();
  });
});
