import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../../test/http-client";
import { rightAnswers } from "../../test/right-answers";
import { testDialects } from "../../test/test-database";
import { startTestServer, type TestServer } from "../../test/test-server";

describe.each(testDialects)("a kind's exercise API on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(async () => {
    await server.close();
  });

  it("generates the same exercise for the same seed, with no expected values in it", async () => {
    const client = new TestClient(server.url);
    const first = await client.get("/api/case-studies/dcf/new?seed=42");
    const second = await client.get("/api/case-studies/DCF/new?seed=42");
    expect(first.status).toBe(200);
    expect(first.json).toEqual(second.json);
    expect(first.json).toMatchObject({ type: "DCF", seed: 42 });
    expect(first.json.cells.map((cell: { key: string }) => cell.key)).toContain("WACC");
    // Each cell says what to draw and how a typed number is read, nothing more.
    expect(first.json.cells[0]).toEqual({
      key: "Sales 2025",
      label: "Sales",
      year: 2025,
      kind: "amount",
      precision: 0,
    });
    expect(first.json.cells.find((cell: { key: string }) => cell.key === "WACC")).toEqual({
      key: "WACC",
      label: "WACC",
      year: null,
      kind: "rate",
      precision: 1,
    });
    const body = JSON.stringify(first.json);
    for (const [key, value] of Object.entries(rightAnswers("DCF", 42))) {
      if (key.startsWith("Enterprise Value")) expect(body).not.toContain(`"${value}"`);
    }
    expect(body).not.toMatch(/"(exact|carried|expected)"/);
  });

  it("accepts every spelling of the type and refuses unknown types and bad seeds", async () => {
    const client = new TestClient(server.url);
    for (const type of ["lbo", "LBO", "dilution-accretion", "DilutionAccretion", "Dilution-Accretion"]) {
      expect((await client.get(`/api/case-studies/${type}/new?seed=1`)).status).toBe(200);
    }
    const unknown = await client.get("/api/case-studies/ipo/new");
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.code).toBe("UNKNOWN_CASE_STUDY");
    for (const seed of ["-1", "abc", "1.5", "99999999999"]) {
      const response = await client.get(`/api/case-studies/lbo/new?seed=${seed}`);
      expect(response.status).toBe(400);
      expect(response.json.error.message).toMatch(/seed/);
    }
  });

  it("refuses an empty seed and any seed not written in decimal digits, for the exercise and its workbook", async () => {
    const client = new TestClient(server.url);
    // Each of these used to read as a number: "" and " " as 0, "0x10" as 16, "1e3" as 1000.
    for (const seed of ["", "%20", "%207", "0x10", "1e3", "%2B3", "7.0"]) {
      for (const route of ["new", "workbook"]) {
        const response = await client.get(`/api/case-studies/dcf/${route}?seed=${seed}`);
        expect(response.status, `${route}?seed=${seed}`).toBe(400);
        expect(response.json.error).toEqual({
          code: "INVALID_REQUEST",
          message: "seed: must be a whole number from 0 to 2147483647",
        });
      }
    }
    const zero = await client.get("/api/case-studies/dcf/new?seed=0");
    expect(zero.status).toBe(200);
    expect(zero.json.seed).toBe(0);
    expect((await client.get("/api/case-studies/dcf/new?seed=2147483647")).json.seed).toBe(2147483647);
    expect((await client.get("/api/case-studies/dcf/workbook?seed=16")).status).toBe(200);
  });
});
