import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signUpUser, type TestUser } from "../src/server/test/accounts";
import { independentAnswers } from "../test/oracle";
import type { CaseStudyName, GeneratedExercise } from "../test/oracle/shared";
import { signInAsNewUser } from "./support/accounts";
import { setUpAppServer } from "./support/app-server";
import { axeViolations } from "./support/axe";
import { openPage } from "./support/browser";
import { validateAnyway } from "./support/exercise";

/** A cell's mark is the first description it names (a diagnosis may follow it). */
const firstId = (describedBy: string | null) => describedBy?.split(" ")[0] ?? "";

const server = setUpAppServer();

const screens = {
  LBO: {
    path: "/lbo",
    slug: "lbo",
    heading: "LBO Paper",
    exerciseKey: "lboParams",
    answersKey: "lboTableData",
  },
  DCF: {
    path: "/dcf",
    slug: "dcf",
    heading: "DCF Exercise",
    exerciseKey: "dcfCaseData",
    answersKey: "dcfTableData",
  },
  DilutionAccretion: {
    path: "/dilution-accretion",
    slug: "dilution-accretion",
    heading: "Accretion/Dilution Exercise",
    exerciseKey: "dilutionAccretionCaseData",
    answersKey: "dilutionAccretionAnswers",
  },
} as const;
type Screen = (typeof screens)[CaseStudyName];

const signedOutMessage = "You must be logged in to see the correction of this case study.";
const unverifiedMessage =
  "You must be logged in with a verified email to see the correction. Please log in / verify your email.";

const field = (page: Page, key: string) => page.getByLabel(key, { exact: true });

function nextExercise(page: Page, screen: Screen): Promise<GeneratedExercise> {
  return page
    .waitForResponse((response) => response.url().includes(`/api/case-studies/${screen.slug}/new`))
    .then((response) => response.json() as Promise<GeneratedExercise>);
}

/** Opens an exercise screen and returns the exercise the page received (statement included). */
async function openExercise(page: Page, screen: Screen): Promise<GeneratedExercise> {
  const exercise = nextExercise(page, screen);
  await page.goto(screen.path);
  await page.getByRole("heading", { name: screen.heading, level: 1 }).waitFor();
  const received = await exercise;
  await field(page, received.cells[0]?.key ?? "").waitFor();
  return received;
}

async function fill(page: Page, exercise: GeneratedExercise, answers: Record<string, string>): Promise<void> {
  for (const cell of exercise.cells) {
    const value = answers[cell.key] ?? "";
    if (cell.options) await field(page, cell.key).selectOption(value);
    else await field(page, cell.key).fill(value);
  }
}

async function valuesOf(page: Page, exercise: GeneratedExercise): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const cell of exercise.cells) values[cell.key] = await field(page, cell.key).inputValue();
  return values;
}

/** Clicks 'Validate Answers' (and 'Validate anyway' when cells are empty) and returns the score popup's text. */
async function validateForScore(page: Page, { emptyCells = false } = {}): Promise<string> {
  if (emptyCells) await validateAnyway(page);
  else await page.getByRole("button", { name: "Validate Answers" }).click();
  const dialog = page.getByRole("dialog", { name: "Your score" });
  await dialog.waitFor();
  return (await dialog.textContent()) ?? "";
}

async function closeScore(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Review the correction" }).click();
  await page.getByRole("dialog").waitFor({ state: "detached" });
}

const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

async function signInWithCookies(page: Page, user: TestUser): Promise<void> {
  await page
    .context()
    .addCookies(user.client.cookieList().map(([name, value]) => ({ name, value, url: server.url })));
}

describe.each(Object.keys(screens) as CaseStudyName[])("the %s exercise", (type) => {
  const screen = screens[type];

  it("scores 100 % with answers computed apart from the engine, keeps the correction across a reload, and starts over", async () => {
    const { page, errors } = await openPage(server.url);
    await signInAsNewUser(server, page);
    const exercise = await openExercise(page, screen);
    expect(exercise.type).toBe(type);
    const answers = independentAnswers(exercise);
    await fill(page, exercise, answers);
    expect(await axeViolations(page)).toEqual([]);

    const checkRequest = page.waitForRequest((request) => request.url().includes("/check"));
    expect(await validateForScore(page)).toContain("100 %");
    const sent = (await checkRequest).postDataJSON();
    expect(sent).toMatchObject({ seed: exercise.seed, answers });
    expect(sent.timeSpentSeconds).toBeGreaterThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    await closeScore(page);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Generate New Exercise");

    for (const cell of exercise.cells) {
      expect(await field(page, cell.key).getAttribute("aria-invalid")).toBe("false");
      expect(await field(page, cell.key).getAttribute("readonly")).not.toBeNull();
    }
    expect(await page.getByRole("button", { name: "Validate Answers" }).isDisabled()).toBe(true);
    expect(await page.getByRole("timer").textContent()).toMatch(/^\d+:\d\d$/);
    expect(await axeViolations(page)).toEqual([]);

    // The correction is kept with the exercise, so a reload shows the marks again.
    await page.reload();
    await page.getByRole("heading", { name: "Correction" }).waitFor();
    expect(await valuesOf(page, exercise)).toEqual(answers);
    expect(await field(page, exercise.cells[0]?.key ?? "").getAttribute("aria-invalid")).toBe("false");

    const fresh = nextExercise(page, screen);
    await page.getByRole("button", { name: "Generate New Exercise" }).click();
    const next = await fresh;
    expect(next.seed).not.toBe(exercise.seed);
    await page.getByRole("heading", { name: "Your answers" }).waitFor();
    const first = field(page, next.cells[0]?.key ?? "");
    await first.waitFor();
    expect(await first.getAttribute("readonly")).toBeNull();
    expect(Object.values(await valuesOf(page, next)).every((value) => value === "")).toBe(true);
    expect(await stored(page, screen.answersKey)).toBeNull();
    await expect
      .poll(async () => JSON.parse((await stored(page, screen.exerciseKey)) ?? "{}").exercise?.seed)
      .toBe(next.seed);
    expect(JSON.parse((await stored(page, screen.exerciseKey)) ?? "{}").correction).toBeNull();
    expect(errors).toEqual([]);
  });

  it("marks wrong and empty cells with 'Correct: …' and opens the working", async () => {
    const { page, errors } = await openPage(server.url);
    await signInAsNewUser(server, page);
    const exercise = await openExercise(page, screen);
    const answers = independentAnswers(exercise);
    const [firstCell] = exercise.cells;
    const lastCell = exercise.cells.at(-1);
    // A wrong choice that the student's own figures give is "follows" (docs/marking.md#follow-through): with a cell it is decided
    // on left empty (Deal Type on EPS Pro Forma), the wrong choice stays plainly wrong, whatever the seed.
    const emptyCell = lastCell?.options ? exercise.cells.at(-2) : exercise.cells[1];
    if (!firstCell || !emptyCell || !lastCell) throw new Error("The grid has too few cells");
    const typed = { ...answers };
    typed[firstCell.key] = String(Number(answers[firstCell.key]) + 5);
    typed[emptyCell.key] = "";
    typed[lastCell.key] = lastCell.options
      ? (lastCell.options.find((option) => option !== answers[lastCell.key]) ?? "")
      : "not a number";
    await fill(page, exercise, typed);

    const total = exercise.cells.length;
    expect(await validateForScore(page, { emptyCells: true })).toContain(
      `${Math.round((100 * (total - 3)) / total)} %`,
    );
    await closeScore(page);
    // Focus lands on the first wrong cell, whose description reads the expected value.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe(firstCell.key);

    for (const cell of [firstCell, emptyCell, lastCell]) {
      const input = field(page, cell.key);
      expect(await input.getAttribute("aria-invalid")).toBe("true");
      const status = page.locator(`#${firstId(await input.getAttribute("aria-describedby"))}`);
      // An empty cell is incorrect too, but marked apart from a wrong answer.
      const mark = cell === emptyCell ? "Not answered." : "Incorrect.";
      expect(await status.textContent()).toBe(`${mark} Correct: ${answers[cell.key]}`);
      expect(await status.isVisible()).toBe(true);
    }
    expect(await field(page, exercise.cells[2]?.key ?? "").getAttribute("aria-invalid")).toBe("false");
    expect(await page.locator('input[aria-invalid="true"]').count()).toBe(3);

    const why = page.getByRole("button", { name: `Why? ${firstCell.key}`, exact: true });
    expect(await why.getAttribute("aria-expanded")).toBe("false");
    await why.click();
    expect(await why.getAttribute("aria-expanded")).toBe("true");
    const explanation = page.locator(`#${await why.getAttribute("aria-controls")}`);
    await expect.poll(() => explanation.isVisible()).toBe(true);
    expect(await explanation.textContent()).toContain(`${firstCell.key} =`);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("keeps typed answers across a reload, sends a signed-out student through sign-in and back, then validates", async () => {
    const { page, errors } = await openPage(server.url);
    const exercise = await openExercise(page, screen);
    const answers = independentAnswers(exercise);
    await fill(page, exercise, answers);
    expect(JSON.parse((await stored(page, screen.answersKey)) ?? "{}")).toEqual(answers);

    await page.reload();
    await page.getByRole("heading", { name: screen.heading, level: 1 }).waitFor();
    await field(page, exercise.cells[0]?.key ?? "").waitFor();
    expect(await valuesOf(page, exercise)).toEqual(answers);

    await page.getByRole("button", { name: "Validate Answers" }).click();
    const popup = page.getByRole("dialog");
    await popup.waitFor();
    expect(await popup.textContent()).toContain(signedOutMessage);
    const returnUrl = encodeURIComponent(screen.path);
    expect(await popup.getByRole("link", { name: "Register" }).getAttribute("href")).toBe(
      `/register?returnUrl=${returnUrl}`,
    );
    expect(await axeViolations(page)).toEqual([]);
    await popup.getByRole("link", { name: "Login" }).click();
    await page.waitForURL(`**/login?returnUrl=${returnUrl}`);
    await page.getByRole("heading", { name: "Sign in" }).waitFor();

    const user = await signUpUser(server);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server.url}${screen.path}`);
    await page.getByRole("heading", { name: screen.heading, level: 1 }).waitFor();
    await field(page, exercise.cells[0]?.key ?? "").waitFor();
    expect(await valuesOf(page, exercise)).toEqual(answers);

    expect(await validateForScore(page)).toContain("100 %");
    expect(errors).toEqual([]);
  });
});

describe("keyboard and layout", () => {
  it("completes a DCF grid with the keyboard alone", async () => {
    const { page, errors } = await openPage(server.url);
    await signInAsNewUser(server, page);
    const exercise = await openExercise(page, screens.DCF);
    const answers = independentAnswers(exercise);
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? null);
    const first = exercise.cells[0]?.key ?? "";

    for (let presses = 0; presses < 60 && (await focused()) !== first; presses++)
      await page.keyboard.press("Tab");
    expect(await focused()).toBe(first);
    const [year1, year2] = exercise.years;
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe(`Sales ${year2}`);
    await page.keyboard.press("ArrowLeft");
    expect(await focused()).toBe(`Sales ${year1}`);
    await page.keyboard.press("ArrowDown");
    expect(await focused()).toBe(`EBITDA ${year1}`);
    await page.keyboard.press("ArrowUp");
    expect(await focused()).toBe(`Sales ${year1}`);

    // Enter walks down each year's column, then to the top of the next year, then to the single values.
    const yearly = exercise.cells.filter((cell) => cell.key !== cell.key.replace(/ \d{4}$/, ""));
    const labels = [...new Set(yearly.map((cell) => cell.key.replace(/ \d{4}$/, "")))];
    for (const year of exercise.years) {
      for (const label of labels) {
        expect(await focused()).toBe(`${label} ${year}`);
        await page.keyboard.type(answers[`${label} ${year}`] ?? "");
        await page.keyboard.press("Enter");
      }
    }
    // Tab moves right through the single values and on to the buttons.
    for (const cell of exercise.cells.slice(yearly.length)) {
      expect(await focused()).toBe(cell.key);
      await page.keyboard.type(answers[cell.key] ?? "");
      await page.keyboard.press("Tab");
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Validate Answers");
    expect(await valuesOf(page, exercise)).toEqual(answers);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Your score" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("100 %");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
  });

  it("shows the unverified alert on LBO and accretion/dilution, and grades DCF", async () => {
    const { page, errors } = await openPage(server.url);
    await signInAsNewUser(server, page, { emailVerified: false });
    for (const screen of [screens.LBO, screens.DilutionAccretion]) {
      const exercise = await openExercise(page, screen);
      await field(page, exercise.cells[0]?.key ?? "").fill("1");
      await validateAnyway(page);
      const alert = page.getByRole("alert");
      await expect.poll(() => alert.textContent()).toContain(unverifiedMessage);
      expect(await page.getByRole("dialog").count()).toBe(0);
      expect(await field(page, exercise.cells[0]?.key ?? "").getAttribute("readonly")).toBeNull();
    }

    const exercise = await openExercise(page, screens.DCF);
    await fill(page, exercise, independentAnswers(exercise));
    expect(await validateForScore(page)).toContain("100 %");
    expect(errors).toEqual([]);
  });

  it("fits 375 px in the dark theme: the year table scrolls in its own frame with the line items pinned", async () => {
    const { page, errors } = await openPage(server.url, { width: 375, height: 740, colorScheme: "dark" });
    await signInWithCookies(page, await signUpUser(server));
    const exercise = await openExercise(page, screens.LBO);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await pageWidth()).toBeLessThanOrEqual(375);

    const frame = page.locator("table").locator("xpath=..");
    const rowHeader = page.getByRole("rowheader", { name: "Sales", exact: true });
    const before = await rowHeader.boundingBox();
    const sizes = await frame.evaluate((element) => {
      element.scrollLeft = 200;
      return { scroll: element.scrollWidth, client: element.clientWidth };
    });
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect((await rowHeader.boundingBox())?.x).toBe(before?.x);
    expect(await axeViolations(page)).toEqual([]);

    const answers = independentAnswers(exercise);
    await fill(page, exercise, { ...answers, [exercise.cells[0]?.key ?? ""]: "1" });
    await validateForScore(page);
    expect(await axeViolations(page)).toEqual([]);
    await closeScore(page);
    await page.getByRole("button", { name: `Why? ${exercise.cells[0]?.key}`, exact: true }).click();
    expect(await pageWidth()).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("gives each case study its own exercise when moving between them in the app", async () => {
    const { page, errors } = await openPage(server.url);
    const lbo = await openExercise(page, screens.LBO);
    const firstKey = lbo.cells[0]?.key ?? "";
    await field(page, firstKey).fill("123");

    const dcf = nextExercise(page, screens.DCF);
    await page.getByRole("button", { name: "Case study exercises" }).click();
    await page.getByRole("menuitem", { name: "DCF Exercise" }).click();
    await page.getByRole("heading", { name: "DCF Exercise", level: 1 }).waitFor();
    expect((await dcf).type).toBe("DCF");
    await field(page, "WACC").waitFor();
    expect(await field(page, "MoM").count()).toBe(0);
    expect(await field(page, firstKey).inputValue()).toBe("");

    await page.goBack();
    await page.getByRole("heading", { name: "LBO Paper", level: 1 }).waitFor();
    await field(page, "MoM").waitFor();
    expect(await field(page, firstKey).inputValue()).toBe("123");
    expect(errors).toEqual([]);
  });

  it("shows a timer the student can hide", async () => {
    const { page, errors } = await openPage(server.url);
    await openExercise(page, screens.DilutionAccretion);
    const timer = page.getByRole("timer");
    const start = await timer.textContent();
    expect(start).toMatch(/^\d+:\d\d$/);
    await expect.poll(() => timer.textContent(), { timeout: 4000 }).not.toBe(start);

    const toggle = page.getByRole("button", { name: "Hide timer" });
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    await toggle.click();
    expect(await toggle.getAttribute("aria-pressed")).toBe("true");
    expect(await timer.count()).toBe(0);
    await toggle.click();
    expect(await timer.isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("starts a fresh exercise when the stored one is corrupt", async () => {
    const { page, errors } = await openPage(server.url);
    await page.goto("/");
    await page.evaluate(() => {
      localStorage.setItem("dcfCaseData", "{not json");
      localStorage.setItem("dcfTableData", JSON.stringify(["12"]));
    });
    const exercise = await openExercise(page, screens.DCF);
    expect(Object.values(await valuesOf(page, exercise)).every((value) => value === "")).toBe(true);
    await expect
      .poll(async () => JSON.parse((await stored(page, "dcfCaseData")) ?? "{}").exercise?.seed)
      .toBe(exercise.seed);
    expect(errors).toEqual([]);
  });
});

describe("follow-through marking", () => {
  it("shows discount factors worked on the student's own wrong WACC as right method, with the method score, then again in the history viewer", async () => {
    const { page, errors } = await openPage(server.url);
    await signInAsNewUser(server, page);
    const exercise = await openExercise(page, screens.DCF);
    const answers = independentAnswers(exercise);
    const studentWacc = Number(answers.WACC) + 2;
    answers.WACC = studentWacc.toFixed(1);
    // By hand: DF_n = 1 / (1 + WACC)^n on the student's WACC, at three decimals.
    exercise.years.forEach((year, index) => {
      answers[`Discount Factor ${year}`] = (1 / (1 + studentWacc / 100) ** (index + 1)).toFixed(3);
    });
    await fill(page, exercise, answers);
    const checked = page.waitForResponse((response) =>
      response.url().includes("/api/case-studies/dcf/check"),
    );
    const score = await validateForScore(page);
    const { exerciseId } = (await (await checked).json()) as { exerciseId: string };
    const total = exercise.cells.length;
    expect(score).toContain(`${Math.round((100 * (total - 1 - exercise.years.length)) / total)} %`);
    expect(score).toContain(`Method score ${Math.round((100 * (total - 1)) / total)} %`);
    await closeScore(page);

    const firstFactor = `Discount Factor ${exercise.years[0]}`;
    const statusText = async () => {
      const input = field(page, firstFactor);
      return page.locator(`#${firstId(await input.getAttribute("aria-describedby"))}`).textContent();
    };
    expect(await statusText()).toMatch(/^Right method on your figure for WACC\. Correct: 0\.\d{3}$/);
    const waccStatus = page.locator(
      `#${firstId(await field(page, "WACC").getAttribute("aria-describedby"))}`,
    );
    expect(await waccStatus.textContent()).toMatch(/^Incorrect\. Correct: /);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/exercise/${exerciseId}`);
    await field(page, firstFactor).waitFor();
    expect(await statusText()).toMatch(/^Right method on your figure for WACC\. Correct: 0\.\d{3}$/);
    expect(await page.getByText(/Method score: \d+% \(right on your own figures\)/).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
