import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signUpUser } from "../src/server/test/accounts";
import type { Evaluation } from "../src/web/api/coach";
import { signInAsNewUser } from "./support/accounts";
import { setUpAppServer } from "./support/app-server";
import { axeViolations } from "./support/axe";
import { openPage } from "./support/browser";

const server = setUpAppServer();

const threeStatements = {
  id: "acc-001",
  question: "Walk me through the three financial statements.",
  // A real answer in the student's own words, not the model answer.
  answer: [
    "The income statement covers a period: it starts with revenue, takes off the costs and ends with net income.",
    "The balance sheet is a picture at one date of assets, liabilities and shareholders' equity, and assets always equal liabilities plus equity.",
    "The cash flow statement begins with net income, adds back non-cash items such as depreciation and adjusts for working capital,",
    "then adds investing and financing cash flows to give the change in cash for the period.",
  ].join(" "),
};

async function openQa(page: Page): Promise<void> {
  await page.goto("/qa");
  await page.getByRole("heading", { level: 1, name: "Interview Questions" }).waitFor();
  await page.getByRole("heading", { level: 2 }).first().waitFor();
}

const answerBox = (page: Page) => page.getByRole("textbox", { name: "Your answer" });
const questionText = (page: Page) => page.locator("#qa-question").textContent();
const storedQuestionId = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("qa_current_question_id") ?? "null") as string | null);
const storeQuestionId = (page: Page, id: string) =>
  page.evaluate((value) => localStorage.setItem("qa_current_question_id", JSON.stringify(value)), id);

describe("/qa", () => {
  it("runs the whole loop signed in: answer, evaluating, score /10, evaluation, correct answer, next question", async () => {
    const { page, errors } = await openPage(server.url);
    await signInAsNewUser(server, page);
    await storeQuestionId(page, threeStatements.id);
    await openQa(page);
    expect(await questionText(page)).toBe(threeStatements.question);
    expect(await page.getByText("Difficulty: 1/3").isVisible()).toBe(true);
    expect(await page.locator("article").getByText("Accounting & the three statements").isVisible()).toBe(
      true,
    );
    expect(await answerBox(page).getAttribute("rows")).toBe("6");
    expect(await answerBox(page).getAttribute("required")).not.toBeNull();
    expect(await axeViolations(page)).toEqual([]);

    // Hold the request (the coach itself runs for real) long enough to see the evaluating state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/evaluate-answer", async (route) => {
      await held;
      await route.continue();
    });

    // Keyboard only: type, Tab to Submit, Enter.
    await answerBox(page).click();
    await page.keyboard.type(threeStatements.answer);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.getByRole("status").getByText("Evaluating your answer...").isVisible())
      .toBe(true);
    expect(await answerBox(page).isDisabled()).toBe(true);
    release();

    const result = page.getByRole("region", { name: "Your evaluation" });
    await result.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("evaluation-title");
    expect(await result.getByText(/^Score: \d+(\.\d)?\/10$/).isVisible()).toBe(true);
    const score = Number((await result.getByText(/\/10$/).first().textContent())?.match(/([\d.]+)\/10/)?.[1]);
    expect(score).toBeGreaterThanOrEqual(6);
    expect(await result.getByText("Saved as your first attempt", { exact: false }).isVisible()).toBe(true);
    // The evaluation keeps its line breaks.
    const evaluationText = result.locator("p.whitespace-pre-line");
    expect(await evaluationText.textContent()).toContain("\n");
    expect(await evaluationText.evaluate((element) => getComputedStyle(element).whiteSpace)).toBe("pre-line");
    expect(await result.getByRole("heading", { name: "Key points" }).isVisible()).toBe(true);
    expect(await result.getByRole("heading", { name: "Correct answer" }).isVisible()).toBe(true);
    expect(
      await result
        .getByText(/^The income statement shows revenue, expenses and the resulting profit/)
        .isVisible(),
    ).toBe(true);
    expect(await answerBox(page).isDisabled()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);

    await result.getByRole("button", { name: "Next question" }).click();
    await expect.poll(() => questionText(page)).not.toBe(threeStatements.question);
    expect(await page.getByRole("region", { name: "Your evaluation" }).count()).toBe(0);
    expect(await answerBox(page).inputValue()).toBe("");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("qa-question");
    expect(errors).toEqual([]);
  });

  it("lets the student switch a key point and dispute a wrong claim by keyboard, confirm, and see both scores", async () => {
    const { page, errors } = await openPage(server.url);
    await signInAsNewUser(server, page);
    await storeQuestionId(page, threeStatements.id);
    await openQa(page);
    // The income statement right, the balance sheet wrong (the coach contradicts that point and flags the
    // claim), the cash flows left out.
    await answerBox(page).fill(
      "The income statement covers a period: it starts with revenue, takes off the costs and ends with net income. " +
        "The balance sheet covers a period too, and assets equal liabilities minus equity.",
    );
    const graded = page.waitForResponse((response) => response.url().endsWith("/api/evaluate-answer"));
    await page.getByRole("button", { name: "Submit" }).click();
    const evaluation = (await (await graded).json()) as Evaluation;
    const result = page.getByRole("region", { name: "Your evaluation" });
    await result.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("evaluation-title");

    const points = result
      .getByRole("group", { name: "Tick each point your answer covers." })
      .getByRole("checkbox");
    expect(await points.count()).toBe(evaluation.keyPoints.length);
    for (const [index, point] of evaluation.keyPoints.entries()) {
      expect(await points.nth(index).isChecked(), point.text).toBe(point.status === "covered");
    }
    const switched = evaluation.keyPoints.findIndex((point) => point.status !== "covered");
    expect(switched, "the answer leaves a key point out").toBeGreaterThanOrEqual(0);

    // From the heading, Tab walks the points in order; Space ticks the one the coach missed.
    for (let step = 0; step <= switched; step += 1) await page.keyboard.press("Tab");
    // What a screen reader names the focused control: its label's text, else its own.
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        return element?.labels?.[0]?.textContent ?? element?.textContent ?? "";
      });
    expect(await focused()).toBe(evaluation.keyPoints[switched]?.text);
    expect(
      await points.nth(switched).evaluate((box) => getComputedStyle(box).outlineStyle),
      "focus is drawn",
    ).not.toBe("none");
    await page.keyboard.press("Space");
    expect(await points.nth(switched).isChecked()).toBe(true);
    expect(await result.getByText("changed by you").count()).toBe(1);

    // Every wrong claim is disputed, so none caps the score; then Tab on to Confirm and press Enter.
    const wrongClaims = evaluation.claims.filter((claim) => claim.verdict === "wrong").length;
    const disputes = result.getByRole("checkbox", { name: "I dispute this: my claim is right" });
    expect(await disputes.count()).toBe(wrongClaims);
    let confirmReached = false;
    for (let step = 0; step < 40 && !confirmReached; step += 1) {
      await page.keyboard.press("Tab");
      const name = await focused();
      if (name === "I dispute this: my claim is right") await page.keyboard.press("Space");
      confirmReached = name === "Confirm";
    }
    expect(confirmReached, "Confirm is reached by Tab").toBe(true);
    await page.keyboard.press("Enter");

    // Covered points out of all, ten times, one decimal: no weights, no claim left standing.
    const covered = evaluation.keyPoints.filter((point) => point.status === "covered").length + 1;
    const expected = Math.round((100 * covered) / evaluation.keyPoints.length) / 10;
    const confirmed = result.getByText(/^Your confirmed score:/);
    await expect.poll(() => confirmed.textContent()).toBe(`Your confirmed score: ${expected}/10`);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto("/mes-questions");
    const card = page.getByRole("article", { name: threeStatements.question });
    await card.waitFor();
    const french = (score: number) => String(score).replace(".", ",");
    // The best answer keeps the coach's score, with the student's confirmed one beside it.
    expect(await card.locator("p", { hasText: /^Coach / }).textContent()).toBe(
      `Coach ${french(evaluation.score)}/10 · Vous ${french(expected)}/10`,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("signed out: Submit keeps the draft, asks to sign in, and brings the student back to it", async () => {
    const { page, errors } = await openPage(server.url);
    await openQa(page);
    const question = await questionText(page);
    const id = await storedQuestionId(page);
    expect(id).toMatch(/\S/);
    const draft = "Working capital is current operating assets minus current operating liabilities.";
    await answerBox(page).fill(draft);
    await page.getByRole("button", { name: "Submit" }).click();

    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      "You must be logged in to evaluate your answer with our AI coach.",
    );
    expect(await dialog.getByRole("link", { name: "Register" }).getAttribute("href")).toBe(
      "/register?returnUrl=%2Fqa",
    );
    await dialog.getByRole("link", { name: "Login" }).click();
    await page.waitForURL("**/login?returnUrl=%2Fqa");
    await page.getByRole("heading", { name: "Sign in" }).waitFor();

    const user = await signUpUser(server);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${server.url}/qa`);
    await page.getByRole("heading", { level: 1, name: "Interview Questions" }).waitFor();
    await expect.poll(() => questionText(page)).toBe(question);
    expect(await answerBox(page).inputValue()).toBe(draft);

    // Now signed in, the same Submit goes to the coach.
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("region", { name: "Your evaluation" }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("blocks pasting into the answer", async () => {
    const { page, context, errors } = await openPage(server.url);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await openQa(page);
    await answerBox(page).click();
    await page.keyboard.type("My own words");

    // A real paste: copy the question, then Ctrl+V into the answer.
    await page.evaluate(() => navigator.clipboard.writeText("Copied from somewhere else"));
    await page.keyboard.press("ControlOrMeta+V");
    expect(await answerBox(page).inputValue()).toBe("My own words");
    expect(await page.getByText("Paste blocked: type your answer instead.").isVisible()).toBe(true);
    expect(await page.getByText("Pasting is disabled", { exact: false }).isVisible()).toBe(true);

    // A paste event with clipboard data is cancelled by the page.
    const cancelled = await page.locator("textarea").evaluate((textarea) => {
      const data = new DataTransfer();
      data.setData("text/plain", "Pasted text");
      const event = new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true });
      textarea.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(cancelled).toBe(true);
    expect(await answerBox(page).inputValue()).toBe("My own words");

    // The same keyboard paste does work in an ordinary field, so the check above means something.
    const control = await page.evaluate(() => {
      const field = document.createElement("textarea");
      field.id = "control-field";
      document.body.append(field);
      return field.id;
    });
    await page.locator(`#${control}`).click();
    await page.keyboard.press("ControlOrMeta+V");
    expect(await page.locator(`#${control}`).inputValue()).toBe("Copied from somewhere else");
    expect(errors).toEqual([]);
  });

  it("keeps one draft per question and restores it when the question comes back", async () => {
    const { page, errors } = await openPage(server.url);
    await openQa(page);
    const questionA = await questionText(page);
    const idA = await storedQuestionId(page);
    await answerBox(page).fill("Draft for the first question");

    await page.getByRole("button", { name: "Change Question" }).click();
    await expect.poll(() => questionText(page)).not.toBe(questionA);
    const questionB = await questionText(page);
    const idB = await storedQuestionId(page);
    expect(idB).not.toBe(idA);
    expect(await answerBox(page).inputValue()).toBe("");
    await answerBox(page).fill("Draft for the second question");

    // Back to A through the stored current question id: its draft is there, not B's.
    await storeQuestionId(page, idA as string);
    await openQa(page);
    expect(await questionText(page)).toBe(questionA);
    expect(await answerBox(page).inputValue()).toBe("Draft for the first question");

    await storeQuestionId(page, idB as string);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Interview Questions" }).waitFor();
    await expect.poll(() => questionText(page)).toBe(questionB);
    expect(await answerBox(page).inputValue()).toBe("Draft for the second question");
    expect(errors).toEqual([]);
  });

  it("filters by topic and difficulty, and serves weak questions first in review mode", async () => {
    const { page, errors } = await openPage(server.url);
    const user = await signInAsNewUser(server, page);
    // One weak answer (a list of words scores low) and one strong answer, straight through the API.
    const weak = await user.client.post("/api/evaluate-answer", {
      questionId: "acc-001",
      answer: "Income statement, balance sheet, cash flow.",
    });
    expect(weak.json.score).toBeLessThan(6);
    await openQa(page);

    await page.getByLabel("Topic").selectOption("dcf");
    await page.getByLabel("Difficulty").selectOption("2");
    await expect.poll(() => page.getByText("Difficulty: 2/3").isVisible()).toBe(true);
    expect(await page.locator("article").getByText("DCF", { exact: true }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Change Question" }).click();
    expect(await page.getByText("Difficulty: 2/3").isVisible()).toBe(true);

    await page.getByLabel("Topic").selectOption("");
    await page.getByLabel("Difficulty").selectOption("");
    await page.getByLabel("Review my weak questions").check();
    await expect.poll(() => questionText(page)).toBe(threeStatements.question);
    expect(await page.getByText("Your best:", { exact: false }).textContent()).toBe(
      `Your best: ${weak.json.score}/10`,
    );
    // Once the weak questions are done, questions come at random.
    await page.getByRole("button", { name: "Change Question" }).click();
    await expect.poll(() => questionText(page)).not.toBe(threeStatements.question);
    expect(errors).toEqual([]);
  });

  it("shows its error texts when the questions or the evaluation fail", async () => {
    const { page } = await openPage(server.url);
    // The list endpoint failing, then empty, then holding one question: stubbed at the network only.
    await page.route("**/api/questions", (route) =>
      route.fulfill({ status: 503, json: { error: { code: "UNAVAILABLE", message: "Database down" } } }),
    );
    await page.goto("/qa");
    await page.getByRole("heading", { level: 1, name: "Interview Questions" }).waitFor();
    await expect
      .poll(() => page.getByRole("alert").textContent(), { timeout: 15_000 })
      .toBe("Error loading questions from the database");

    await page.unroute("**/api/questions");
    await page.route("**/api/questions", (route) => route.fulfill({ json: { questions: [] } }));
    await page.reload();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("No questions found in the database");

    const only = {
      id: threeStatements.id,
      topic: "accounting",
      difficulty: 1,
      question: threeStatements.question,
    };
    await page.unroute("**/api/questions");
    await page.route("**/api/questions", (route) => route.fulfill({ json: { questions: [only] } }));
    await page.reload();
    await expect.poll(() => questionText(page)).toBe(threeStatements.question);
    // One question only: there is no different question to change to.
    expect(await page.getByRole("button", { name: "Change Question" }).isDisabled()).toBe(true);
    await page.getByLabel("Topic").selectOption("dcf");
    await expect.poll(() => page.getByText("No questions available").isVisible()).toBe(true);
    await page.getByLabel("Topic").selectOption("");
    await expect.poll(() => questionText(page)).toBe(threeStatements.question);

    await signInAsNewUser(server, page);
    await openQa(page);
    await answerBox(page).fill(threeStatements.answer);
    await page.route("**/api/evaluate-answer", (route) =>
      route.fulfill({
        status: 429,
        json: {
          error: {
            code: "RATE_LIMITED",
            message: "Too many requests. Please wait 30 seconds and try again.",
          },
        },
      }),
    );
    await page.getByRole("button", { name: "Submit" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe(
        "Sorry, we couldn't evaluate your answer at this time. Error during evaluation: Too many requests. Please wait 30 seconds and try again.",
      );
    expect(await answerBox(page).inputValue()).toBe(threeStatements.answer);

    await page.unroute("**/api/evaluate-answer");
    await page.route("**/api/evaluate-answer", (route) => route.abort("connectionrefused"));
    await page.getByRole("button", { name: "Submit" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("Sorry, we couldn't evaluate your answer at this time. Failed to fetch");
  });
});

describe("/mes-questions", () => {
  it("shows the best answers in French, toggles the model answer and sends 'Répondre' to /qa", async () => {
    const { page, errors } = await openPage(server.url);
    const user = await signInAsNewUser(server, page);
    const first = await user.client.post("/api/evaluate-answer", {
      questionId: threeStatements.id,
      answer: threeStatements.answer,
    });
    expect(first.status).toBe(200);

    await page.goto("/mes-questions");
    await page.getByRole("heading", { level: 1, name: "Questions de Finance" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr");
    const card = page.getByRole("article", { name: threeStatements.question });
    await card.waitFor();
    expect(await card.getByText("Difficulté : 1/3").isVisible()).toBe(true);
    expect(await card.getByText(`${String(first.json.score).replace(".", ",")}/10`).isVisible()).toBe(true);
    expect(await card.getByText(/Soumise le \d{1,2} \p{L}+ \d{4}/u).isVisible()).toBe(true);
    expect(await card.getByText(threeStatements.answer).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const toggle = card.getByRole("button", { name: "Voir la réponse type" });
    const model = card.getByText(/^The income statement shows revenue, expenses/);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await model.isVisible()).toBe(false);
    // Keyboard: focus the toggle and press Enter.
    await toggle.focus();
    await page.keyboard.press("Enter");
    const hide = card.getByRole("button", { name: "Masquer la réponse type" });
    await expect.poll(() => hide.getAttribute("aria-expanded")).toBe("true");
    expect(await model.isVisible()).toBe(true);
    await hide.click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await model.isVisible()).toBe(false);

    // Navigation state carries the question, even when another one is stored.
    await storeQuestionId(page, "dcf-001");
    await card.getByRole("link", { name: "Répondre à cette question" }).click();
    await page.waitForURL("**/qa");
    await page.getByRole("heading", { level: 1, name: "Interview Questions" }).waitFor();
    await expect.poll(() => questionText(page)).toBe(threeStatements.question);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    expect(errors).toEqual([]);
  });

  it("shows a French empty state with a link to /qa", async () => {
    const { page, errors } = await openPage(server.url);
    await signInAsNewUser(server, page);
    await page.goto("/mes-questions");
    await page.getByRole("heading", { level: 1, name: "Questions de Finance" }).waitFor();
    await expect
      .poll(() => page.getByText("Vous n'avez encore répondu à aucune question.").isVisible())
      .toBe(true);
    await page.getByRole("link", { name: "Répondre à une première question" }).click();
    await page.waitForURL("**/qa");
    await page.getByRole("heading", { level: 1, name: "Interview Questions" }).waitFor();
    expect(errors).toEqual([]);
  });
});
