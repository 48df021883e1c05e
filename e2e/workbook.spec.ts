import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { partsOf } from "../src/server/modules/workbooks/test-support/hostile-uploads";
import { craftZip } from "../src/server/modules/workbooks/test-support/hostile-zips";
import {
  cellAt,
  fillWorkbook,
  keyAddresses,
  loadWorkbook,
  saveWorkbook,
} from "../src/server/modules/workbooks/test-support/workbook";
import { independentAnswers } from "../test/oracle";
import type { GeneratedExercise } from "../test/oracle/shared";
import { signInAsNewUser } from "./support/accounts";
import { setUpAppServer } from "./support/app-server";
import { axeViolations } from "./support/axe";
import { openPage } from "./support/browser";

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

    // A crafted zip whose end record leaves out an entry of 50 MB of zeros: refused with the same message.
    const parts = await partsOf(filled);
    const hidden = craftZip(
      [...parts, { name: "xl/media/image1.png", data: Buffer.alloc(50 * 1024 * 1024) }],
      {
        declaredCount: parts.length,
      },
    );
    await dropFile(page, "my-dcf.xlsx", hidden);
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

  it("refuses an LBO workbook uploaded on the DCF page, naming both, and saves nothing", async () => {
    const { page, errors } = await openPage(server.url);
    const user = await signInAsNewUser(server, page);
    await openDcf(page);
    const lbo = await user.client.get("/api/case-studies/lbo/workbook?seed=12");
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/case-studies/workbook/check")) uploads.push(request.method());
    });

    await dropFile(page, "lbo-12.xlsx", lbo.bytes);
    await page
      .getByRole("alert")
      .getByText(
        "This workbook is for the LBO exercise, not the DCF exercise: upload it on the LBO page, or download this page's workbook.",
      )
      .waitFor();
    expect(uploads).toEqual(["POST"]);
    expect((await user.client.get("/api/exercises")).json.items).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("downloads the solved model from the history viewer by keyboard: live formulas, the answers marked", async () => {
    const { page, errors } = await openPage(server.url);
    const user = await signInAsNewUser(server, page);
    const seed = 77;
    const exercise = (await user.client.get(`/api/case-studies/dcf/new?seed=${seed}`))
      .json as GeneratedExercise;
    const right = independentAnswers(exercise);
    const answers = { ...right, "Sales 2025": String(Number(right["Sales 2025"]) + 100) };
    const checked = await user.client.post("/api/case-studies/dcf/check", { seed, answers });
    await page.goto(`/exercise/${checked.json.exerciseId}`);

    const link = page.getByRole("link", { name: "Download the solved model" });
    await link.focus();
    const download = page.waitForEvent("download");
    await page.keyboard.press("Enter");
    const file = await download;
    expect(file.suggestedFilename()).toBe(`dcf-${seed}-solved.xlsx`);
    const book = await loadWorkbook(await readFile((await file.path()) ?? ""));
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(["Model", "Your answers", "Inputs", "Keys"]);
    const addresses = keyAddresses(book);
    expect([...addresses.keys()]).toEqual(exercise.cells.map((cell) => cell.key));
    for (const [key, address] of addresses) {
      const cell = cellAt(book, address);
      expect(address, key).toMatch(/^'Model'!/);
      expect(cell.formula, key).toBeTruthy();
      const shown = right[key] ?? "";
      const decimals = shown.split(".")[1]?.length ?? 0;
      expect(Math.abs(Number(cell.result) - Number(shown)), key).toBeLessThanOrEqual(
        0.5 * 10 ** -decimals + 1e-9,
      );
    }
    // The typed Sales 2025 on the answers sheet, in the wrong answers' red.
    const typed = book
      .getWorksheet("Your answers")
      ?.getCell(/!(\w+)$/.exec(addresses.get("Sales 2025") ?? "")?.[1] ?? "");
    expect(typed?.value).toBe(Number(answers["Sales 2025"]));
    expect((typed?.fill as { fgColor?: { argb?: string } } | undefined)?.fgColor?.argb).toBe("FFFFC7CE");
    expect(page.url()).toContain(`/exercise/${checked.json.exerciseId}`);
    expect(errors).toEqual([]);
  });
});
