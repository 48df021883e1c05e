import type { Cell, CellValue, Workbook, Worksheet } from "exceljs";
import { MAX_ANSWER_CELLS, MAX_ANSWER_CHARACTERS } from "../../../contract/exercise-payloads";
import { MAX_RECOMMENDATION_LENGTH } from "../../../contract/limits";
import { ENGINE_VERSION, isValidSeed, type KindType, MAX_SEED, parseKindType } from "../../../engine";
import { ApiError } from "../../http/errors";
import { newWorkbook } from "./exceljs";
import { storedZip } from "./stored-zip";
import { ABOUT_ROWS, parseAddress, SHEETS } from "./workbook-format";
import { workbookParts } from "./zip-guard";

/** What an uploaded workbook holds: the exercise it was made for and the answers typed into it. */
export interface WorkbookAnswers {
  type: KindType;
  seed: number;
  answers: Record<string, string>;
  /** A modelling test's investment recommendation (Recommendation!A2); null when the sheet has none. */
  recommendation: string | null;
}

const notOurs = (what: string) =>
  new ApiError(
    400,
    "FOREIGN_WORKBOOK",
    `This workbook has no ${what}: upload a workbook downloaded from an exercise, with its sheets as they were.`,
  );
const invalid = (message: string) => new ApiError(400, "INVALID_WORKBOOK", message);

/**
 * Reads the kind, the seed and the typed answers of an uploaded .xlsx; throws a 4xx ApiError for anything
 * else. The spreadsheet reader sees only the checked, inflated parts it needs (zip-guard.ts), rebuilt as a
 * stored zip. Runs in a worker thread (workbook-readers.ts), never on the server's event loop.
 */
export async function readWorkbookAnswers(bytes: Buffer): Promise<WorkbookAnswers> {
  if (bytes.length === 0) throw new ApiError(400, "EMPTY_FILE", "The file is empty.");
  const checked = storedZip(workbookParts(bytes));
  const book = await newWorkbook();
  const unreadable = new ApiError(
    400,
    "NOT_A_WORKBOOK",
    "This file is not an Excel workbook (.xlsx) that can be read.",
  );
  try {
    await book.xlsx.load(checked as unknown as ArrayBuffer);
  } catch {
    throw unreadable;
  }
  // exceljs reads any zip, a workbook part or not; a workbook has at least one sheet.
  if (book.worksheets.length === 0) throw unreadable;
  const about = book.getWorksheet(SHEETS.about);
  if (!about) throw notOurs(`${SHEETS.about} sheet`);
  const keys = book.getWorksheet(SHEETS.keys);
  if (!keys) throw notOurs(`${SHEETS.keys} sheet`);
  const type = parseKindType(textOf(about.getCell(ABOUT_ROWS.kind, 2).value));
  if (!type) throw invalid(`The kind in ${SHEETS.about}!B${ABOUT_ROWS.kind} is not one of the exercises.`);
  const seed = Number(textOf(about.getCell(ABOUT_ROWS.seed, 2).value).trim() || Number.NaN);
  if (!isValidSeed(seed)) {
    throw invalid(
      `The seed in ${SHEETS.about}!B${ABOUT_ROWS.seed} must be a whole number from 0 to ${MAX_SEED}.`,
    );
  }
  if (Number(textOf(about.getCell(ABOUT_ROWS.engineVersion, 2).value)) !== ENGINE_VERSION) {
    throw new ApiError(
      409,
      "WORKBOOK_OUTDATED",
      "This workbook was made for an earlier version of the exercises: download it again.",
    );
  }
  return { type, seed, answers: answersAt(book, keys), recommendation: recommendationIn(book) };
}

/** The text under the Recommendation sheet's question, up to the longest kept; null for none. */
function recommendationIn(book: Workbook): string | null {
  const sheet = book.getWorksheet(SHEETS.recommendation);
  const text = sheet ? textOf(sheet.getCell("A2").value).trim() : "";
  return text === "" ? null : text.slice(0, MAX_RECOMMENDATION_LENGTH);
}

// Keys: row 1 is the header, then one row per answer cell, key in A and address in B.
function answersAt(book: Workbook, keys: Worksheet): Record<string, string> {
  const answers: Record<string, string> = {};
  const last = Math.min(keys.rowCount, MAX_ANSWER_CELLS + 1);
  for (let row = 2; row <= last; row++) {
    const key = textOf(keys.getCell(row, 1).value).trim();
    const address = parseAddress(textOf(keys.getCell(row, 2).value));
    if (!key || !address) continue;
    const sheet = book.getWorksheet(address.sheet);
    if (sheet) answers[key] = answerText(sheet.getCell(address.cell));
  }
  if (Object.keys(answers).length === 0) throw notOurs(`answer cells listed on its ${SHEETS.keys} sheet`);
  return answers;
}

/** A cell as the grid's text: a number as savedNumberText writes it; any other value as its text. */
function answerText(cell: Cell): string {
  const value = resultOf(cell.value);
  if (typeof value === "number")
    return savedNumberText(value, typeof cell.numFmt === "string" ? cell.numFmt : "");
  return textOf(value).slice(0, MAX_ANSWER_CHARACTERS);
}

// Decimals kept beyond those the cell shows (docs/workbooks.md#uploaded-figures).
const EXTRA_DECIMALS = 4;

/**
 * A number as the upload saves it (docs/workbooks.md#uploaded-figures): as its cell's number format shows it,
 * plus four decimals, trailing zeros trimmed; a percentage as the percent (0.131 in "0.0%" is "13.1").
 */
export function savedNumberText(value: number, numberFormat: string): string {
  const percent = numberFormat.includes("%");
  const fixed = (percent ? value * 100 : value).toFixed(shownDecimals(numberFormat) + EXTRA_DECIMALS);
  const trimmed = fixed.includes(".") ? fixed.replace(/\.?0+$/, "") : fixed;
  return trimmed === "-0" ? "0" : trimmed;
}

/** The decimals a number format shows for a positive number: "#,##0.0;-#,##0.0" 1, "0.00%" 2, General 0. */
function shownDecimals(numberFormat: string): number {
  const positive = (numberFormat.split(";")[0] ?? "").replace(/"[^"]*"/g, "");
  return /\.([0#?]+)/.exec(positive)?.[1]?.length ?? 0;
}

// A formula cell holds its last computed result; the answer is that result.
function resultOf(value: CellValue): CellValue {
  if (value !== null && typeof value === "object" && "result" in value) return value.result as CellValue;
  return value;
}

function textOf(value: CellValue): string {
  const result = resultOf(value);
  if (typeof result === "string") return result;
  if (typeof result === "number") return String(result);
  if (result !== null && typeof result === "object" && "richText" in result) {
    return result.richText.map((part) => part.text).join("");
  }
  return "";
}
