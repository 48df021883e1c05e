import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { independentAnswers, independentDrillAnswers, isDrillSlug } from "../../../../test/oracle";
import type { CaseStudyName } from "../../../../test/oracle/shared";
import { signUpUser, type TestUser } from "../../test/accounts";
import { TestClient } from "../../test/http-client";
import { testDialects } from "../../test/test-database";
import { startTestServer, type TestServer } from "../../test/test-server";
import { isFormula, modelSheetsOf, Recalculation } from "./test-support/recalculation";
import { loadWorkbook } from "./test-support/workbook";

describe.each(testDialects)("the solved model of a saved exercise on %s", (kind) => {
  let server: TestServer;
  let owner: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    [owner, other] = [await signUpUser(server), await signUpUser(server)];
  });
  afterAll(async () => {
    await server.close();
  });

  /** The right answers of `slug`'s exercise for `seed`, worked out apart from the engine. */
  async function rightAnswers(slug: string, seed: number): Promise<Record<string, string>> {
    const exercise = (await owner.client.get(`/api/case-studies/${slug}/new?seed=${seed}`)).json;
    return isDrillSlug(slug)
      ? independentDrillAnswers(slug, exercise.statement)
      : independentAnswers({ ...exercise, type: exercise.type as CaseStudyName });
  }

  /** Checks the right answers for `seed` as the owner and returns the saved exercise's id. */
  async function savedExercise(slug: string, seed: number): Promise<string> {
    const answers = await rightAnswers(slug, seed);
    const checked = await owner.client.post(`/api/case-studies/${slug}/check`, { seed, answers });
    expect(checked.json.score).toBe(100);
    return checked.json.exerciseId;
  }

  it.each([
    ["lbo", 41],
    ["dcf", 42],
    ["dilution-accretion", 43],
    ["diluted-shares", 44],
    ["mental-math", 45],
  ])("gives the owner the %s model with live formulas that give the right answers", async (slug, seed) => {
    const id = await savedExercise(slug, seed);
    const response = await owner.client.get(`/api/exercises/${id}/workbook`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="${slug}-${seed}-solved.xlsx"`,
    );
    const book = await loadWorkbook(response.bytes);
    const sheets = modelSheetsOf(book);
    const recalculation = new Recalculation();
    recalculation.load({ Inputs: sheets.inputs, Model: sheets.model });
    const right = await rightAnswers(slug, seed);
    expect(sheets.keys.map(([key]) => key)).toEqual(Object.keys(right));
    for (const [key, place] of sheets.keys) {
      expect(isFormula(book.getWorksheet("Model")?.getCell(place.cell).value), key).toBe(true);
      const value = recalculation.valueAt("Model", place.cell);
      const shown = right[key] ?? "";
      if (typeof value === "string") expect(value, key).toBe(shown);
      else {
        // The right answer as typed, to the grid's precision: within half its last digit.
        const decimals = shown.split(".")[1]?.length ?? 0;
        expect(Math.abs(Number(value) - Number(shown)), key).toBeLessThanOrEqual(
          0.5 * 10 ** -decimals + 1e-9,
        );
      }
    }
  });

  it("is the owner's alone: another user's id and an unknown id are 404, signed out 401", async () => {
    const id = await savedExercise("dcf", 46);
    const others = await other.client.get(`/api/exercises/${id}/workbook`);
    expect(others.status).toBe(404);
    expect(others.json.error.code).toBe("NOT_FOUND");
    expect((await owner.client.get("/api/exercises/no-such-exercise/workbook")).status).toBe(404);
    const signedOut = await new TestClient(server.url).get(`/api/exercises/${id}/workbook`);
    expect(signedOut.status).toBe(401);
    expect(signedOut.json.error.code).toBe("AUTH_REQUIRED");
  });
});
