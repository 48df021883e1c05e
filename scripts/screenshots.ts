/**
 * Screenshots of the app for a person to look at, light and dark, at 375 px and 1280 px wide, written to
 * screenshots/<name>-<width>-<theme>.png. Exits non-zero when a page is wider than the viewport or logs a
 * console error. Build the SPA first; with no group named, every group runs:
 *   npx vite build && npx tsx scripts/screenshots.ts [shell] [exercises] [drills] [models] [articles] [qa]
 */
import type { Page } from "playwright-core";
import { kindsOf } from "../src/contract/kinds";
import { loadArticles } from "../src/server/modules/articles/articles";
import type { TestUser } from "../src/server/test/accounts";
import { independentAnswers, independentDrillAnswers, independentModelAnswers } from "../test/oracle";
import type { GeneratedExercise } from "../test/oracle/shared";
import {
  allVariants,
  type PlainPage,
  runScreenshotGroups,
  type ScreenshotRun,
  type ShotPage,
} from "./screenshot-support";

// --- shell: the landing page, the hub, the auth screens, the profile, a saved exercise and the 404 ---

const publicPages: PlainPage[] = [
  { name: "home", path: "/", heading: "Master Finance Interviews" },
  { name: "case-studies", path: "/case-studies", heading: "Case studies" },
  { name: "login", path: "/login", heading: "Sign in" },
  { name: "register", path: "/register", heading: "Create an account" },
  { name: "not-found", path: "/no-such-page", heading: "Page Not Found" },
];

/** Attempts validated over the API, so /profile has a history, progress charts and a trend. */
const savedAttempts = [
  { slug: "dcf", seed: 11, shareRight: 0.3 },
  { slug: "dcf", seed: 12, shareRight: 0.5 },
  { slug: "dcf", seed: 13, shareRight: 0.8 },
  { slug: "dcf", seed: 14, shareRight: 1 },
  { slug: "dilution-accretion", seed: 21, shareRight: 0.9 },
  { slug: "lbo", seed: 31, shareRight: 0.6 },
];

async function shootShell(run: ScreenshotRun): Promise<void> {
  const user = await run.signUp();
  const savedIds: string[] = [];
  for (const attempt of savedAttempts) savedIds.push(await saveAttempt(user, attempt));
  for (const variant of allVariants) {
    await run.withPage(variant, undefined, (view) => view.shootPlainPages(publicPages));
    await run.withPage(variant, user, async (view) => {
      await view.open("/profile", user.firstName);
      await view.page
        .getByRole("link", { name: /View Details/ })
        .first()
        .waitFor();
      await view.shoot("profile");
      await view.open(`/exercise/${savedIds.at(-1)}`, /Exercise$/);
      await view.shoot("exercise-viewer");
    });
  }
}

/** Validates a generated exercise with the first `shareRight` of its cells answered right; returns its id. */
async function saveAttempt(
  user: TestUser,
  attempt: { slug: string; seed: number; shareRight: number },
): Promise<string> {
  const generated = await user.client.get(`/api/case-studies/${attempt.slug}/new?seed=${attempt.seed}`);
  const exercise = generated.json as GeneratedExercise;
  const rightAnswers = independentAnswers(exercise);
  const answered = exercise.cells.slice(0, Math.round(exercise.cells.length * attempt.shareRight));
  const checked = await user.client.post(`/api/case-studies/${attempt.slug}/check`, {
    seed: attempt.seed,
    answers: Object.fromEntries(answered.map((cell) => [cell.key, rightAnswers[cell.key] ?? ""])),
    timeSpentSeconds: 300 + attempt.seed * 10,
  });
  if (checked.status !== 200) throw new Error(`saving an exercise failed: ${checked.status} ${checked.text}`);
  return String(checked.json.exerciseId);
}

// --- exercises: each screen blank, with its score and corrected, plus the signed-out and unverified states ---

const lbo = { path: "/lbo", slug: "lbo", heading: "LBO Paper" };
const dcf = { path: "/dcf", slug: "dcf", heading: "DCF Exercise" };
const dilutionAccretion = {
  path: "/dilution-accretion",
  slug: "dilution-accretion",
  heading: "Accretion/Dilution Exercise",
};
type ExerciseScreen = typeof lbo;

async function shootExercises(run: ScreenshotRun): Promise<void> {
  const user = await run.signUp();
  for (const variant of allVariants) {
    await run.withPage(variant, user, async (view) => {
      for (const screen of [lbo, dcf, dilutionAccretion]) await shootValidation(view, screen);
    });
  }
  // The permission states, signed out in every variant (the notice above the grid, the popup), unverified once.
  for (const variant of allVariants) {
    await run.withPage(variant, undefined, async (view) => {
      const exercise = await openExercise(view, lbo);
      await view.page.getByText("Sign in with a verified email to see your correction").waitFor();
      await typeAndLeave(view.page, exercise, "(67)");
      await view.shoot("lbo-0-signed-out-notice", { fullPage: false });
      await validateAnyway(view.page);
      await view.page.getByRole("dialog", { name: "Sign in to see the correction" }).waitFor();
      await view.shoot("lbo-4-signed-out", { fullPage: false });
    });
  }
  const unverified = await run.signUp({ emailVerified: false });
  await run.withPage({ width: 375, theme: "dark" }, unverified, async (view) => {
    const exercise = await openExercise(view, dilutionAccretion);
    await typeAndLeave(view.page, exercise, "1,25");
    await validateAnyway(view.page);
    await view.page.getByRole("alert").waitFor();
    await view.shoot("dilution-accretion-4-unverified");
  });
}

/** Types `text` in the first typed cell and leaves it, so the cell says how it was read. */
async function typeAndLeave(page: Page, exercise: GeneratedExercise, text: string): Promise<void> {
  const field = page.getByLabel(exercise.cells.find((cell) => !cell.options)?.key ?? "", { exact: true });
  await field.fill(text);
  await field.press("Tab");
}

/** 'Validate Answers' on a grid with empty cells, then 'Validate anyway'. */
async function validateAnyway(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Validate Answers" }).click();
  await page.getByRole("button", { name: "Validate anyway" }).click();
}

/** Blank, then the score popup after some wrong answers, then the correction with one explanation open. */
async function shootValidation(view: ShotPage, screen: ExerciseScreen): Promise<void> {
  const exercise = await openExercise(view, screen);
  await view.shoot(`${screen.slug}-1-blank`);
  if (view.page.viewportSize()?.width === 375) {
    await view.page.getByRole("button", { name: "Show the case" }).click();
    await view.page.getByRole("dialog", { name: "The case" }).waitFor();
    await view.shoot(`${screen.slug}-1-case-sheet`, { fullPage: false });
    await view.page.getByRole("button", { name: "Back to the grid" }).click();
  }
  await fillSomeWrong(view.page, exercise);
  await view.page.getByRole("button", { name: "Validate Answers" }).click();
  await view.page.getByRole("dialog", { name: "Validate with empty cells?" }).waitFor();
  await view.shoot(`${screen.slug}-2-empty-cells`, { fullPage: false });
  await view.page.getByRole("button", { name: "Validate anyway" }).click();
  const dialog = view.page.getByRole("dialog", { name: "Your score" });
  await dialog.waitFor();
  await view.shoot(`${screen.slug}-2-score`, { fullPage: false });
  await dialog.getByRole("button", { name: "Review the correction" }).click();
  await dialog.waitFor({ state: "detached" });
  const why = view.page.getByRole("button", { name: /^Why\?/ });
  if ((await why.count()) > 0) await why.first().click();
  await view.shoot(`${screen.slug}-3-corrected`);
  await view.page.getByRole("button", { name: "Show the full solution" }).click();
  await view.shoot(`${screen.slug}-3-full-solution`);
}

/** Opens an exercise screen and returns the exercise it received. */
async function openExercise(view: ShotPage, screen: ExerciseScreen): Promise<GeneratedExercise> {
  const response = view.page.waitForResponse((r) => r.url().includes(`/api/case-studies/${screen.slug}/new`));
  await view.open(screen.path, screen.heading);
  const exercise = (await (await response).json()) as GeneratedExercise;
  await view.page.getByLabel(exercise.cells[0]?.key ?? "", { exact: true }).waitFor();
  return exercise;
}

/** Right answers, except every third cell (wrong) and the last one (left empty). */
async function fillSomeWrong(page: Page, exercise: GeneratedExercise): Promise<void> {
  const answers = independentAnswers(exercise);
  const cells = exercise.cells;
  // The last typed cell stays empty (a grid may end on a choice), so 'Validate with empty cells?' opens.
  const emptyCell = cells.findLast((cell) => !cell.options);
  for (const [index, cell] of cells.entries()) {
    const field = page.getByLabel(cell.key, { exact: true });
    const right = answers[cell.key] ?? "";
    if (cell.options) {
      const wrong = cell.options.find((option) => option !== right) ?? right;
      await field.selectOption(index % 3 === 1 ? wrong : right);
    } else if (cell === emptyCell) {
      await field.fill("");
    } else {
      await field.fill(index % 3 === 1 ? String(Number(right) + 7) : right);
    }
  }
}

// --- drills: the list with scores, then each drill with some wrong answers, checked and explained ---

async function shootDrills(run: ScreenshotRun): Promise<void> {
  const user = await run.signUp();
  for (const variant of allVariants) {
    await run.withPage(variant, user, async (view) => {
      for (const drill of kindsOf("drill")) await shootDrill(view, drill.slug, drill.title);
      await shootFollowThrough(view);
      await view.open("/drills", "Drills");
      await view.page
        .getByText(/Best \d+ %/)
        .first()
        .waitFor();
      await view.shoot("drills");
    });
  }
}

/** A drill with every third answer wrong, checked, with the first explanation open. */
async function shootDrill(view: ShotPage, slug: string, heading: string): Promise<void> {
  const exercise = await openDrill(view, slug, heading);
  const answers = independentDrillAnswers(slug, exercise.statement);
  for (const [index, cell] of exercise.cells.entries()) {
    const right = answers[cell.key] ?? "";
    const text = index % 3 === 1 ? String(Math.round(Number(right) * 1.2) + 7) : right;
    await view.page.getByLabel(cell.key, { exact: true }).fill(text);
  }
  await checkAndReview(view);
  const why = view.page.getByRole("button", { name: /^Why\?/ });
  if ((await why.count()) > 0) await why.first().click();
  await view.shoot(`drill-${slug}-corrected`);
}

/** The bridge with a wrong Equity Value and Enterprise Value built right on it: follow-through marking. */
async function shootFollowThrough(view: ShotPage): Promise<void> {
  await openDrill(view, "ev-bridge", "Enterprise Value Bridge Drill");
  // The bridge was checked a moment ago: ask for new numbers.
  const fresh = view.page.waitForResponse((r) => r.url().includes("/api/case-studies/ev-bridge/new"));
  await view.page.getByRole("button", { name: "New numbers" }).click();
  const exercise = (await (await fresh).json()) as GeneratedExercise;
  const answers = independentDrillAnswers("ev-bridge", exercise.statement);
  const bridge = Number(answers["Enterprise Value"]) - Number(answers["Equity Value"]);
  const equityValue = Math.round(Number(answers["Equity Value"]) * 0.9);
  answers["Equity Value"] = String(equityValue);
  answers["Enterprise Value"] = String(equityValue + bridge);
  for (const cell of exercise.cells) {
    await view.page.getByLabel(cell.key, { exact: true }).fill(answers[cell.key] ?? "");
  }
  await view.page.getByRole("button", { name: "Check" }).click();
  await view.page.getByRole("dialog", { name: "Your score" }).waitFor();
  await view.shoot("drill-ev-bridge-follows-score", { fullPage: false });
  await checkAndReview(view, { alreadyChecked: true });
  await view.shoot("drill-ev-bridge-follows");
}

async function openDrill(view: ShotPage, slug: string, heading: string): Promise<GeneratedExercise> {
  const response = view.page.waitForResponse((r) => r.url().includes(`/api/case-studies/${slug}/new`));
  await view.open(`/drills/${slug}`, heading);
  return (await (await response).json()) as GeneratedExercise;
}

/** 'Check', then 'Review the correction' in the score popup. */
async function checkAndReview(view: ShotPage, { alreadyChecked = false } = {}): Promise<void> {
  if (!alreadyChecked) await view.page.getByRole("button", { name: "Check" }).click();
  const dialog = view.page.getByRole("dialog", { name: "Your score" });
  await dialog.waitFor();
  await dialog.getByRole("button", { name: "Review the correction" }).click();
  await dialog.waitFor({ state: "detached" });
}

// --- models: the modelling tests' hub, the LBO model in practice, in the timed tests, corrected and saved ---

async function shootModels(run: ScreenshotRun): Promise<void> {
  const user = await run.signUp();
  // A saved timed attempt with a recommendation: the hub's scores and the attempt page.
  const seed = 41;
  const generated = await user.client.get(`/api/case-studies/lbo-model/new?seed=${seed}`);
  const right = independentModelAnswers("lbo-model", (generated.json as GeneratedExercise).statement);
  const keys = Object.keys(right);
  const checked = await user.client.post("/api/case-studies/lbo-model/check", {
    seed,
    answers: Object.fromEntries(keys.map((key, index) => [key, index % 4 === 3 ? "" : (right[key] ?? "")])),
    timeSpentSeconds: 84 * 60 + 12,
    timedMinutes: 90,
    recommendation:
      "Recommend, with conditions. The base case clears the 20 % IRR and 2.0x hurdles with room to spare.\nThe main risk is the 2027 revenue dip: leverage peaks there and interest cover falls under 3x.",
  });
  if (checked.status !== 200)
    throw new Error(`saving a modelling test failed: ${checked.status} ${checked.text}`);
  for (const variant of allVariants) {
    await run.withPage(variant, user, async (view) => {
      await view.open("/modelling-tests", "Modelling tests");
      await view.page
        .getByText(/Best \d+ %/)
        .first()
        .waitFor();
      await view.shoot("modelling-tests");
      await view.open(`/exercise/${String(checked.json.exerciseId)}`, "LBO Modelling Test");
      await view.shoot("lbo-model-attempt");

      await view.open("/modelling-tests/lbo-model", "LBO Modelling Test");
      await view.page.getByRole("heading", { name: "The case pack" }).waitFor();
      await view.shoot("lbo-model");
      const exercise = await startModellingTest(view, 90);
      const answers = independentModelAnswers("lbo-model", exercise.statement);
      for (const [index, cell] of exercise.cells.entries()) {
        const text = answers[cell.key] ?? "";
        // Every fifth cell off by 10, so the correction shows wrong cells and the cells that follow from them.
        const typed = index % 5 === 4 ? String(Number(text) + 10) : text;
        await view.page.getByLabel(cell.key, { exact: true }).fill(typed);
        if (index === 24) await view.shoot("lbo-model-timed", { fullPage: false });
      }
      await view.page.getByRole("button", { name: "Check the model" }).click();
      const dialog = view.page.getByRole("dialog", { name: "Your score" });
      await dialog.getByRole("button", { name: "Review the correction" }).click();
      await dialog.waitFor({ state: "detached" });
      await view.shoot("lbo-model-corrected");
      await startModellingTest(view, 180);
      await view.shoot("lbo-model-timed-180", { fullPage: false });
      await view.open("/modelling-tests/three-statement-model", "Three-Statement Modelling Test");
      await view.page.getByRole("heading", { name: "The case pack" }).waitFor();
      await view.shoot("three-statement-model");
    });
  }
}

/** 'Start the test' for `minutes`; the exercise drawn for it. */
async function startModellingTest(view: ShotPage, minutes: number): Promise<GeneratedExercise> {
  await view.page.getByRole("radio", { name: new RegExp(`^${minutes} minutes`) }).check();
  const drawn = view.page.waitForResponse((r) => r.url().includes("/api/case-studies/lbo-model/new"));
  await view.page.getByRole("button", { name: "Start the test" }).click();
  const exercise = (await (await drawn).json()) as GeneratedExercise;
  await view.page.getByRole("timer").waitFor();
  return exercise;
}

// --- articles: /blog and every tutorial ---

async function shootArticles(run: ScreenshotRun): Promise<void> {
  const articlePages: PlainPage[] = [
    { name: "blog", path: "/blog", heading: "Ressources" },
    ...loadArticles().map((article) => ({
      name: `tutorial-${article.slug}`,
      path: `/tutorial/${article.slug}`,
      heading: article.title,
    })),
  ];
  for (const variant of allVariants) {
    await run.withPage(variant, undefined, (view) => view.shootPlainPages(articlePages));
  }
}

// --- qa: /qa signed out (the sign-in dialog) and signed in (before and after an evaluation), /mes-questions ---

const qaQuestionId = "acc-001";
const qaAnswer =
  "The income statement covers a period: revenue minus costs gives net income. The balance sheet is a picture " +
  "at one date of assets, liabilities and equity, and assets equal liabilities plus equity. The cash flow " +
  "statement starts from net income and adjusts for non-cash items.";

const qaWrongClaimAnswer =
  "The income statement covers a period: it starts with revenue, takes off the costs and ends with net income. " +
  "The balance sheet covers a period of time, like the income statement. Net income is the same as the cash a " +
  "company generates.";

/** Earlier answers, so /mes-questions shows a list with good and weak scores. */
const earlierQaAnswers = [
  {
    questionId: "dcf-001",
    answer:
      "You project the free cash flows for five to ten years, discount them at the WACC, add a terminal value and get the enterprise value.",
  },
  { questionId: "lbo-001", answer: "Debt, equity, exit." },
];

async function shootQa(run: ScreenshotRun): Promise<void> {
  const user = await run.signUp();
  for (const earlier of earlierQaAnswers) {
    const response = await user.client.post("/api/evaluate-answer", earlier);
    if (response.status !== 200) throw new Error(`evaluation failed: ${response.status} ${response.text}`);
  }
  for (const variant of allVariants) {
    await run.withPage(variant, undefined, async (view) => {
      await openQaWithAnswer(view);
      await view.page.getByRole("button", { name: "Submit" }).click();
      await view.page.getByRole("dialog").waitFor();
      await view.shoot("qa-login-dialog", { fullPage: false });
    });
    await run.withPage(variant, user, async (view) => {
      await openQaWithAnswer(view);
      await view.shoot("qa-before");
      await view.page.getByRole("button", { name: "Submit" }).click();
      await view.page.getByRole("region", { name: "Your evaluation" }).waitFor();
      await view.shoot("qa-evaluated");
      await confirmEveryPoint(view);
      await view.shoot("qa-confirmed");
      await answerWithWrongClaim(view);
      await view.shoot("qa-claims");
      await view.open("/mes-questions", "Questions de Finance");
      await view.page.getByRole("article").first().waitFor();
      await view.shoot("mes-questions");
      await view.page.getByRole("button", { name: "Voir la réponse type" }).first().click();
      await view.shoot("mes-questions-model-answer");
    });
  }
}

/** Ticks every key point of the evaluation on show and confirms: the confirmed score shows. */
async function confirmEveryPoint(view: ShotPage): Promise<void> {
  const result = view.page.getByRole("region", { name: "Your evaluation" });
  for (const box of await result.getByRole("checkbox").all()) await box.check();
  await result.getByRole("button", { name: "Confirm" }).click();
  await result.getByText(/^Your confirmed score:/).waitFor();
}

/** A second answer to the question stating two of its misconceptions: wrong claims, and points left out. */
async function answerWithWrongClaim(view: ShotPage): Promise<void> {
  await view.page.getByRole("textbox", { name: "Your answer" }).fill(qaWrongClaimAnswer);
  await view.page.getByRole("button", { name: "Submit" }).click();
  await view.page.getByRole("heading", { name: "Claims in your answer" }).waitFor();
}

/** /qa on the same question every time, so the screenshots compare, with the answer typed in. */
async function openQaWithAnswer(view: ShotPage): Promise<void> {
  await view.page
    .context()
    .addInitScript((id) => localStorage.setItem("qa_current_question_id", JSON.stringify(id)), qaQuestionId);
  await view.open("/qa", "Interview Questions");
  await view.page.locator("#qa-question").waitFor();
  await view.page.getByRole("textbox", { name: "Your answer" }).fill(qaAnswer);
}

await runScreenshotGroups(
  {
    shell: shootShell,
    exercises: shootExercises,
    drills: shootDrills,
    models: shootModels,
    articles: shootArticles,
    qa: shootQa,
  },
  process.argv.slice(2),
);
