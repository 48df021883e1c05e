import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate, layout } from "../../../engine";
import { signUpUser, type TestUser } from "../../test/accounts";
import { rightAnswers } from "../../test/right-answers";
import { testDialects } from "../../test/test-database";
import { startTestServer, type TestServer } from "../../test/test-server";

interface MarkedCell {
  key: string;
  correct: boolean;
  status: string;
  followsFrom?: string[];
}

const statusOf = (cells: MarkedCell[]) => Object.fromEntries(cells.map((cell) => [cell.key, cell.status]));

describe.each(testDialects)("follow-through marking through the API on %s", (dialect) => {
  let server: TestServer;
  let student: TestUser;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    student = await signUpUser(server);
  });
  afterAll(async () => {
    await server.close();
  });

  it("DCF: WACC 2 points too high and every discount factor right on it → WACC wrong, the factors follow; saved and shown again in the history viewer", async () => {
    const seed = 4242;
    const statement = generate("DCF", seed);
    const years = layout("DCF", statement).years;
    const answers = rightAnswers("DCF", seed);
    const studentWacc = Number(answers.WACC) + 2;
    answers.WACC = studentWacc.toFixed(1);
    // By hand: DF_n = 1 / (1 + WACC)^n on the student's WACC, shown to three decimals.
    years.forEach((year, index) => {
      answers[`Discount Factor ${year}`] = (1 / (1 + studentWacc / 100) ** (index + 1)).toFixed(3);
    });

    const response = await student.client.post("/api/case-studies/dcf/check", { seed, answers });
    expect(response.status).toBe(200);
    const cells = response.json.cells as MarkedCell[];
    const status = statusOf(cells);
    expect(status.WACC).toBe("wrong");
    for (const year of years) expect(status[`Discount Factor ${year}`]).toBe("follows");
    const factor = cells.find((cell) => cell.key === `Discount Factor ${years[0]}`);
    expect(factor).toMatchObject({ correct: false, followsFrom: ["WACC"] });

    const total = cells.length;
    const notRight = 1 + years.length;
    expect(response.json.score).toBe(Math.round((100 * (total - notRight)) / total));
    expect(response.json.methodScore).toBe(Math.round((100 * (total - 1)) / total));

    const saved = await student.client.get(`/api/exercises/${response.json.exerciseId}`);
    expect(saved.status).toBe(200);
    expect(saved.json.exercise.methodScore).toBe(response.json.methodScore);
    expect(saved.json.correction.methodScore).toBe(response.json.methodScore);
    expect(statusOf(saved.json.correction.cells)).toEqual(status);
    const list = await student.client.get("/api/exercises");
    expect(list.json.items[0]).toMatchObject({
      id: response.json.exerciseId,
      methodScore: response.json.methodScore,
    });
  });

  it("LBO: a wrong Sales 2025 with EBITDA 2025 worked on it → Sales wrong, EBITDA follows", async () => {
    const statement = generate("LBO", 61);
    expect(statement).toMatchObject({ sales: 350, ebitdaMargin: 60 });
    const answers = rightAnswers("LBO", 61);
    // Right: 350 × 1.05 = 367.5. The student's 400 × 60 % = 240.
    answers["Sales 2025"] = "400";
    answers["EBITDA 2025"] = "240";
    const response = await student.client.post("/api/case-studies/lbo/check", { seed: 61, answers });
    expect(response.status).toBe(200);
    const status = statusOf(response.json.cells);
    expect(status["Sales 2025"]).toBe("wrong");
    expect(status["EBITDA 2025"]).toBe("follows");
    expect(response.json.methodScore).toBeGreaterThan(response.json.score);
  });

  it("accretion/dilution: a Deal Type that agrees with the student's own wrong EPS Pro Forma follows", async () => {
    const answers = rightAnswers("DilutionAccretion", 11);
    const before = Number(answers["EPS Before"]);
    const proForma = Number(answers["EPS Pro Forma"]);
    const wrongProForma = proForma > before ? before - 0.05 : before + 0.05;
    answers["EPS Pro Forma"] = wrongProForma.toFixed(2);
    answers["Deal Type"] = wrongProForma > before ? "Accretive" : "Dilutive";
    const response = await student.client.post("/api/case-studies/dilution-accretion/check", {
      seed: 11,
      answers,
    });
    expect(response.status).toBe(200);
    const status = statusOf(response.json.cells);
    expect(status["EPS Pro Forma"]).toBe("wrong");
    expect(status["Deal Type"]).toBe("follows");
  });

  it("EV bridge drill: a wrong Equity Value with Enterprise Value built correctly on it → Enterprise Value follows", async () => {
    const seed = 9;
    const created = await student.client.get(`/api/case-studies/ev-bridge/new?seed=${seed}`);
    const s = created.json.statement as Record<string, number>;
    const equityValue = (s.sharePrice ?? 0) * (s.dilutedShares ?? 0);
    // The student multiplies by basic-looking shares 10 % short, then bridges correctly from their figure:
    // EV = equity value + debt + preferred stock + minority interest − cash.
    const studentEquity = Math.round(equityValue * 0.9);
    const studentEnterprise =
      studentEquity + (s.debt ?? 0) + (s.preferredStock ?? 0) + (s.minorityInterest ?? 0) - (s.cash ?? 0);
    const response = await student.client.post("/api/case-studies/ev-bridge/check", {
      seed,
      answers: { "Equity Value": String(studentEquity), "Enterprise Value": String(studentEnterprise) },
    });
    expect(response.status).toBe(200);
    const status = statusOf(response.json.cells);
    expect(status["Equity Value"]).toBe("wrong");
    expect(status["Enterprise Value"]).toBe("follows");
    expect(response.json.cells.find((cell: MarkedCell) => cell.key === "Enterprise Value")).toMatchObject({
      followsFrom: ["Equity Value"],
    });
  });

  it("EV bridge drill: Enterprise Value without minority interest is diagnosed in the check and in the history viewer", async () => {
    const seed = 3;
    const created = await student.client.get(`/api/case-studies/ev-bridge/new?seed=${seed}`);
    const s = created.json.statement as Record<string, number>;
    const equityValue = (s.sharePrice ?? 0) * (s.dilutedShares ?? 0);
    const minority = s.minorityInterest ?? 0;
    expect(minority).toBeGreaterThan(0);
    // By hand: EV = equity value + debt + preferred stock + minority interest − cash, minority interest left out.
    const right = equityValue + (s.debt ?? 0) + (s.preferredStock ?? 0) + minority - (s.cash ?? 0);
    const grouped = (value: number) => value.toLocaleString("en-US");
    const response = await student.client.post("/api/case-studies/ev-bridge/check", {
      seed,
      answers: { "Equity Value": String(equityValue), "Enterprise Value": String(right - minority) },
    });
    expect(response.status).toBe(200);
    const diagnosis = `You left out minority interest: ${grouped(right - minority)} + ${grouped(minority)} = ${grouped(right)}.`;
    const diagnosed = (cells: (MarkedCell & { diagnosis?: string })[]) =>
      cells.find((cell) => cell.key === "Enterprise Value")?.diagnosis;
    expect(diagnosed(response.json.cells)).toBe(diagnosis);
    expect(
      response.json.cells.find((cell: MarkedCell) => cell.key === "Equity Value")?.diagnosis,
    ).toBeUndefined();

    const saved = await student.client.get(`/api/exercises/${response.json.exerciseId}`);
    expect(diagnosed(saved.json.correction.cells)).toBe(diagnosis);
  });
});
