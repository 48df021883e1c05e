import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../src/server/test/test-server";
import { signInAsNewUser } from "./support/accounts";
import { closeBrowser, openPage } from "./support/browser";
import { validateAnyway } from "./support/exercise";

// The real limits, not the raised ones of the other specs: these tests meet them on purpose.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer("sqlite", { staticDir: path.resolve("dist") });
});
afterAll(async () => {
  await closeBrowser();
  await server.close();
});

describe("a student who meets a limit", () => {
  it("is told in words when checks come too fast, and keeps the answers typed", async () => {
    const { page, errors } = await openPage(server.url);
    const student = await signInAsNewUser(server, page);
    // The same account checking 120 times in the minute, from a script.
    for (let attempt = 0; attempt < 120; attempt += 1) {
      const check = await student.client.post("/api/case-studies/dcf/check", {
        seed: 5,
        answers: { "Sales 2025": "1" },
      });
      expect(check.status).toBe(200);
    }

    await page.goto("/dcf");
    await page.getByRole("heading", { name: "DCF Exercise", level: 1 }).waitFor();
    const firstCell = page.getByLabel("Sales 2025", { exact: true });
    await firstCell.fill("1,234");
    await validateAnyway(page);
    const alert = page.getByRole("alert").filter({ hasText: "Too many" });
    await expect
      .poll(() => alert.textContent())
      .toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    expect(await page.getByRole("dialog", { name: "Your score" }).count()).toBe(0);
    expect(await firstCell.inputValue()).toBe("1,234");
    expect(errors).toEqual([]);
  });

  it("is told when five mock interviews are already running, and when the next one ends", async () => {
    const { page, errors } = await openPage(server.url);
    const student = await signInAsNewUser(server, page);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const started = await student.client.post("/api/mock-interviews", { minutes: 15 });
      expect(started.status).toBe(201);
    }

    await page.goto("/mock-interview");
    await page.getByRole("heading", { level: 1, name: "Mock interview" }).waitFor();
    await page.getByRole("button", { name: "Start the interview" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toMatch(
        /^You already have 5 mock interviews running\. The next one ends in 1[45] minutes: please start a new one then\.$/,
      );
    expect(new URL(page.url()).pathname).toBe("/mock-interview");
    expect(errors).toEqual([]);
  });
});
