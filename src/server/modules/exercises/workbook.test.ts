import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CaseStudyName, independentAnswers } from "../../../../e2e/support/independent-solutions";
import { loadWorkbook } from "../../../../e2e/support/workbook";
import { CASE_STUDY_TYPES, hasExcelModel, kindOf } from "../../../engine";
import { signUpUser, type TestUser } from "../../test/accounts";
import { TestClient } from "../../test/http-client";
import { testDialects } from "../../test/test-database";
import { startTestServer, type TestServer } from "../../test/test-server";
import { isFormula, modelSheetsOf, Recalculation } from "../workbooks/test-support/recalculation";

// A kind whose formulas are not yet data, while one is left.
const WITHOUT_MODEL = CASE_STUDY_TYPES.find((type) => !hasExcelModel(type));

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

  /** Checks independently worked answers for `seed` as `user` and returns the saved exercise's id. */
  async function savedExercise(slug: string, type: CaseStudyName, seed: number): Promise<string> {
    const exercise = (await owner.client.get(`/api/case-studies/${slug}/new?seed=${seed}`)).json;
    const answers = independentAnswers({ ...exercise, type });
    const checked = await owner.client.post(`/api/case-studies/${slug}/check`, { seed, answers });
    expect(checked.json.score).toBe(100);
    return checked.json.exerciseId;
  }

  it.each([
    ["lbo", "LBO", 41],
    ["dcf", "DCF", 42],
    ["dilution-accretion", "DilutionAccretion", 43],
  ] as const)(
    "gives the owner the %s model with live formulas that give the right answers",
    async (slug, type, seed) => {
      const id = await savedExercise(slug, type, seed);
      const viewed = await owner.client.get(`/api/exercises/${id}`);
      expect(viewed.json.solvedModel).toBe(true);

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
      const exercise = (await owner.client.get(`/api/case-studies/${slug}/new?seed=${seed}`)).json;
      const right = independentAnswers({ ...exercise, type });
      expect(sheets.keys.map(([key]) => key)).toEqual(Object.keys(right));
      for (const [key, place] of sheets.keys) {
        expect(isFormula(book.getWorksheet("Model")?.getCell(place.cell).value), key).toBe(true);
        const value = recalculation.valueAt("Model", place.cell);
        const shown = right[key] ?? "";
        if (typeof value === "string") expect(value, key).toBe(shown);
        else {
          const decimals = shown.split(".")[1]?.length ?? 0;
          expect(Math.abs(Number(value) - Number(shown)), key).toBeLessThanOrEqual(
            0.5 * 10 ** -decimals + 1e-9,
          );
        }
      }
    },
  );

  it("is the owner's alone: another user's id and an unknown id are 404, signed out 401", async () => {
    const id = await savedExercise("dcf", "DCF", 44);
    const others = await other.client.get(`/api/exercises/${id}/workbook`);
    expect(others.status).toBe(404);
    expect(others.json.error.code).toBe("NOT_FOUND");
    expect((await owner.client.get("/api/exercises/no-such-exercise/workbook")).status).toBe(404);
    const signedOut = await new TestClient(server.url).get(`/api/exercises/${id}/workbook`);
    expect(signedOut.status).toBe(401);
    expect(signedOut.json.error.code).toBe("AUTH_REQUIRED");
  });

  it.runIf(WITHOUT_MODEL)("answers 422 for a kind whose formulas are not data yet", async () => {
    const slug = kindOf(WITHOUT_MODEL ?? "DCF").meta.slug;
    const exercise = (await owner.client.get(`/api/case-studies/${slug}/new?seed=5`)).json;
    const answers = { [exercise.cells[0].key]: "1" };
    const checked = await owner.client.post(`/api/case-studies/${slug}/check`, { seed: 5, answers });
    const id = checked.json.exerciseId;
    expect((await owner.client.get(`/api/exercises/${id}`)).json.solvedModel).toBe(false);
    const response = await owner.client.get(`/api/exercises/${id}/workbook`);
    expect(response.status).toBe(422);
    expect(response.json.error.message).toMatch(/not available for this exercise yet/);
  });
});
