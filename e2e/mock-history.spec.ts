import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { loadQuestionBank } from "../src/server/modules/questions/question-bank";
import { signUpUser, type TestUser } from "../src/server/test/accounts";
import { setUpAppServer } from "./support/app-server";
import { axeViolations } from "./support/axe";
import { openPage } from "./support/browser";
import { focused } from "./support/keyboard";

const server = setUpAppServer();
const bank = new Map(loadQuestionBank().map((question) => [question.id, question]));

type Part =
  | { kind: "exercise"; slug: string; seed: number; topic: string }
  | { kind: "question"; questionId: string; topic: string };

// One figure wrong in whichever grid the part is: a grid with no answer at all is refused.
const oneWrongAnswer = { "Sales 2025": "-1", "EPS Before": "-1" };
const typed =
  "I want to advise companies on transactions: my corporate finance internship taught me to build models under deadlines and to work in a team.";

let student: TestUser;
let answered: { id: string; parts: Part[]; score: number; evaluation: string; exerciseId: string };
let untouchedId: string;

beforeAll(async () => {
  student = await signUpUser(server, { firstName: "Hedy" });
  const started = (await student.client.post("/api/mock-interviews", { track: "ib", minutes: 15 })).json;
  const [first] = started.parts as Part[];
  const exercise = (started.parts as Part[]).find((part) => part.kind === "exercise");
  if (first?.kind !== "question" || exercise?.kind !== "exercise")
    throw new Error("a question, then an exercise");
  const evaluated = await student.client.post("/api/evaluate-answer", {
    questionId: first.questionId,
    answer: typed,
    mockInterviewId: started.id,
  });
  const checked = await student.client.post(`/api/case-studies/${exercise.slug}/check`, {
    seed: exercise.seed,
    answers: oneWrongAnswer,
    mockInterviewId: started.id,
  });
  expect(checked.status).toBe(200);
  await student.client.post(`/api/mock-interviews/${started.id}/finish`);
  answered = {
    id: started.id,
    parts: started.parts,
    score: evaluated.json.score,
    evaluation: evaluated.json.evaluation,
    exerciseId: checked.json.exerciseId,
  };
  const untouched = (await student.client.post("/api/mock-interviews", { track: "pe", minutes: 15 })).json;
  await student.client.post(`/api/mock-interviews/${untouched.id}/finish`);
  untouchedId = untouched.id;
});

async function signedIn(options: { width?: number; colorScheme?: "light" | "dark" } = {}) {
  const tracked = await openPage(server.url, options);
  await tracked.page
    .context()
    .addCookies(student.client.cookieList().map(([name, value]) => ({ name, value, url: server.url })));
  return tracked;
}

/** The rows of the past mock interviews, newest first, as a student reads them. */
async function pastInterviews(page: Page): Promise<string[]> {
  const list = page.getByRole("region", { name: "Past mock interviews" }).getByRole("listitem");
  await list.first().waitFor();
  return list.allTextContents();
}

describe("past mock interviews", () => {
  it("are listed on the mock interview page and the profile with date, score and time taken", async () => {
    const { page, errors } = await signedIn();
    await page.goto("/mock-interview");
    const rows = await pastInterviews(page);
    expect(rows).toHaveLength(2);
    // Newest first: the untouched private-equity one, then the answered one.
    const row = (track: string) =>
      new RegExp(
        `^\\d{1,2} \\w{3} \\d{4}, \\d\\d:\\d\\d${track} · 15 minutes · \\d+ partsScore: \\d+%Time taken: \\d+:\\d\\d$`,
      );
    expect(rows[0]).toMatch(row("Private equity"));
    expect(rows[0]).toContain("Score: 0%");
    expect(rows[1]).toMatch(row("Investment banking"));
    expect(await axeViolations(page)).toEqual([]);

    await page.goto("/profile");
    expect(await pastInterviews(page)).toEqual(rows);
    expect(errors).toEqual([]);
  });

  it("open their report by keyboard: every answer, the coach's evaluation and the correct answer", async () => {
    const { page, errors } = await signedIn();
    await page.goto("/mock-interview");
    await pastInterviews(page);
    const dates = await page
      .getByRole("region", { name: "Past mock interviews" })
      .getByRole("link")
      .allTextContents();
    // From the skip link, Tab through the form to the first row, then to the second (the answered one), the
    // focus drawn at each step.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    const met: string[] = [];
    for (let step = 0; step < 20 && met.at(-1) !== dates[0]; step++) {
      await page.keyboard.press("Tab");
      const current = await focused(page);
      expect(current.outlined, `focus is visible on "${current.name}"`).toBe(true);
      met.push(current.name);
    }
    expect(met).toContain("Start the interview");
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatchObject({ name: dates[1], outlined: true });
    await page.keyboard.press("Enter");
    await page.waitForURL(`**/mock-interview/${answered.id}`);
    await page.getByRole("heading", { level: 1, name: "Mock interview report" }).waitFor();

    const parts = page.getByRole("region", { name: "Your answers" }).getByRole("article");
    expect(await parts.count()).toBe(answered.parts.length);
    const [first, second] = answered.parts;
    if (first?.kind !== "question" || second?.kind !== "question") throw new Error("questions come first");
    const firstPart = parts.nth(0);
    expect(await firstPart.getByText(typed).isVisible()).toBe(true);
    expect(await firstPart.getByText(`The coach's evaluation: ${answered.score}/10`).isVisible()).toBe(true);
    expect(await firstPart.textContent()).toContain(answered.evaluation.split("\n")[0]);
    expect(await firstPart.textContent()).toContain(bank.get(first.questionId)?.answer);
    // Each key point of the bank, with the coach's decision on it.
    for (const point of bank.get(first.questionId)?.keyPoints ?? []) {
      expect(await firstPart.textContent()).toContain(point.replace(/[.;:]+$/, ""));
    }
    expect(await firstPart.getByText(/· coach: (covered|missing|contradicted)$/).count()).toBeGreaterThan(0);

    const skipped = parts.nth(1);
    expect(await skipped.getByText("You did not answer this question.").isVisible()).toBe(true);
    expect(await skipped.textContent()).toContain(bank.get(second.questionId)?.answer);

    const exerciseIndex = answered.parts.findIndex((part) => part.kind === "exercise");
    const correction = parts
      .nth(exerciseIndex)
      .getByRole("link", { name: /See your answers and the correction/ });
    expect(await correction.getAttribute("href")).toBe(`/exercise/${answered.exerciseId}`);
    expect(await axeViolations(page)).toEqual([]);
    await correction.press("Enter");
    await page.waitForURL(`**/exercise/${answered.exerciseId}`);
    await page.getByRole("link", { name: "Back to Profile" }).waitFor();
    expect(errors).toEqual([]);
  });

  it("read at 375 px in both themes: nothing wider than the phone, the summary's labels apart", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      const { page, errors } = await signedIn({ width: 375, colorScheme });
      for (const id of [answered.id, untouchedId]) {
        await page.goto(`/mock-interview/${id}`);
        await page.getByRole("heading", { level: 1, name: "Mock interview report" }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
        // Score, time taken and answered each keep their own box: no "ScoreTime" run together.
        const labels = await page.locator("dt").evaluateAll((terms) =>
          terms.map((term) => {
            const box = term.getBoundingClientRect();
            return { text: term.textContent, left: box.left, right: box.right, top: box.top };
          }),
        );
        expect(labels.map((label) => label.text)).toEqual(["Score", "Time taken", "Answered"]);
        for (const [index, label] of labels.entries()) {
          const next = labels[index + 1];
          if (next && next.top === label.top) expect(next.left - label.right).toBeGreaterThanOrEqual(16);
        }
      }
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    }
  });

  it("are the student's own: another student's report is not found", async () => {
    const other = await signUpUser(server, { firstName: "Rosalind" });
    const { page, errors } = await openPage(server.url);
    await page
      .context()
      .addCookies(other.client.cookieList().map(([name, value]) => ({ name, value, url: server.url })));
    await page.goto(`/mock-interview/${answered.id}`);
    await page.getByRole("alert").getByText("Mock interview not found.").waitFor();
    expect(await page.getByText(typed).count()).toBe(0);
    await page.goto("/mock-interview");
    await page.getByText("No mock interview yet.", { exact: false }).waitFor();
    // The browser reports the 404 itself; the page logged nothing else.
    expect(errors).toEqual([]);
  });
});
