import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { signInAsNewUser } from "./support/accounts";
import { setUpAppServer } from "./support/app-server";
import { axeViolations } from "./support/axe";
import { openPage } from "./support/browser";
import { type GeneratedExercise, independentAnswers } from "./support/independent-solutions";
import { fillWorkbook, loadWorkbook, saveWorkbook } from "./support/workbook";

const server = setUpAppServer();
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

async function openDcf(page: Page): Promise<GeneratedExercise> {
  const exercise = page
    .waitForResponse((response) => response.url().includes("/api/case-studies/dcf/new"))
    .then((response) => response.json() as Promise<GeneratedExercise>);
  await page.goto("/dcf");
  await page.getByRole("heading", { name: "DCF Exercise", level: 1 }).waitFor();
  return exercise;
}

/** Drops a file on the workbook box, as dragging it from the desktop does. */
async function dropFile(page: Page, name: string, bytes: Buffer): Promise<void> {
  const transfer = await page.evaluateHandle(
    ({ name, base64 }) => {
      const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([data], name));
      return transfer;
    },
    { name, base64: bytes.toString("base64") },
  );
  const zone = page.getByTestId("workbook-drop-zone");
  await zone.dispatchEvent("dragover", { dataTransfer: transfer });
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
}

describe("the Excel round trip on an exercise screen", () => {
  it("downloads the exercise, grades the filled-in workbook on upload and by drag and drop", async () => {
    const { page, errors } = await openPage(server.url);
    await signInAsNewUser(server, page);
    const exercise = await openDcf(page);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download as Excel" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`dcf-${exercise.seed}.xlsx`);
    const book = await loadWorkbook(await readFile((await file.path()) ?? ""));
    fillWorkbook(book, independentAnswers(exercise));
    const filled = await saveWorkbook(book);

    await page
      .getByLabel("Upload my workbook")
      .setInputFiles({ name: "my-dcf.xlsx", mimeType: XLSX, buffer: filled });
    await page.getByText("Your workbook scored 100 %").waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A file that is no workbook, dropped on the box: the server's message, and nothing breaks.
    await dropFile(page, "notes.txt", Buffer.from("Sales 2025,220"));
    await page
      .getByRole("alert")
      .getByText(/not an Excel workbook/)
      .waitFor();

    await dropFile(page, "my-dcf.xlsx", filled);
    await page.getByText("Your workbook scored 100 %").waitFor();
    await page.getByRole("link", { name: "See the correction" }).click();
    await page.getByText("Answers uploaded from an Excel workbook.").waitFor();
    expect(await page.getByText("Score: 100%").count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
