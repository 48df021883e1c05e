import type { Cell, Workbook, Worksheet } from "exceljs";
import { readNumber } from "../../../contract/answer-reading";
import { KIND_SCREEN_TEXTS } from "../../../contract/kind-screen-texts";
import {
  type CellSpec,
  type CellValue,
  type CheckedCell,
  check,
  excelModel,
  type KindType,
  kindOf,
  layout,
  type StatementOf,
  solve,
} from "../../../engine";
import { newWorkbook } from "./exceljs";
import { type GridAddresses, type GridFill, givenInputs, writeGrid, writeKeys } from "./grid-sheet";
import { type SheetInputs, writeInputs } from "./inputs-sheet";
import { testNumberFormat, writeRecommendation, writeTestGrid, writeTestInputs } from "./model-test-sheets";
import { BOLD, HIDDEN, numberFormatOf, SHEETS } from "./workbook-format";

/** The solved model of an attempt as an .xlsx file, and its name ("lbo-42-solved.xlsx"). */
export async function solvedModelFile<T extends KindType>(
  attempt: Attempt<T>,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; filename: string }> {
  const book = await newWorkbook();
  writeSolvedModel(book, attempt);
  const filename = `${kindOf(attempt.type).meta.slug}-${attempt.seed}-solved.xlsx`;
  return { bytes: new Uint8Array(await book.xlsx.writeBuffer()), filename };
}

/** A saved attempt: the exercise and the answers as typed (and a modelling test's recommendation). */
export interface Attempt<T extends KindType> {
  type: T;
  seed: number;
  statement: StatementOf<T>;
  answers: Record<string, string>;
  recommendation?: string | null;
}

/** How a kind's grid and inputs go on a sheet: as the screen lays them out, or as a modelling test's model. */
interface SheetLayout {
  grid(sheet: Worksheet, fill: GridFill): GridAddresses;
  inputs(sheet: Worksheet): SheetInputs;
  /** Rate answers are Excel percentages (ExcelPlaces.percentAnswers). */
  percentAnswers: boolean;
  numberFormat(spec: CellSpec): string;
}

function sheetLayoutOf<T extends KindType>(type: T, statement: StatementOf<T>): SheetLayout {
  const kind = kindOf(type);
  const grid = layout(type, statement);
  if (kind.meta.family === "modelling-test") {
    return {
      grid: (sheet, fill) => writeTestGrid(sheet, grid, fill),
      inputs: (sheet) => writeTestInputs(sheet, type, statement, grid.years),
      percentAnswers: true,
      numberFormat: testNumberFormat,
    };
  }
  return {
    grid: (sheet, fill) => writeGrid(sheet, KIND_SCREEN_TEXTS[type].grid, grid, fill),
    inputs: (sheet) => writeInputs(sheet, type, statement),
    percentAnswers: false,
    numberFormat: (spec) => numberFormatOf(spec.kind, spec.precision),
  };
}

// Banking convention: links to another sheet in green. Answers in Excel's Good, Neutral and Bad colours.
const LINK_FONT = { color: { argb: "FF008000" } };
const STATUS_FILL: Readonly<Record<CheckedCell["status"], string>> = {
  correct: "FFC6EFCE",
  follows: "FFFFEB9C",
  wrong: "FFFFC7CE",
};

/**
 * Writes an attempt's solved model into `book`: the Model sheet, where every given and answer cell is a live
 * formula over the Inputs sheet, stored with its value for viewers that do not recalculate; the student's
 * answers coloured by their mark; the Inputs; and Keys, which maps each answer key to its formula cell.
 */
export function writeSolvedModel<T extends KindType>(book: Workbook, attempt: Attempt<T>): void {
  const { type, seed, statement } = attempt;
  const kind = kindOf(type);
  const grid = layout(type, statement);
  const sheets = sheetLayoutOf(type, statement);
  const modelSheet = book.addWorksheet(SHEETS.model);
  const answersSheet = book.addWorksheet(SHEETS.answers);
  fillTitle(modelSheet, `${kind.meta.title}: the solved model`, [
    `Seed ${seed}. Every answer is a formula over the Inputs sheet (in blue): change a figure there and the model recalculates.`,
  ]);
  const places = sheets.grid(modelSheet, {
    given: (cell) => {
      cell.font = LINK_FONT;
      cell.numFmt = sheets.numberFormat({ kind: "amount", precision: 0 } as CellSpec);
    },
    answer: (cell, spec) => {
      if (spec.kind !== "choice") cell.numFmt = sheets.numberFormat(spec);
    },
  });
  const inputs = sheets.inputs(book.addWorksheet(SHEETS.inputs));
  const cells = excelModel(type, statement, {
    input: inputs.address,
    cell: (key) => placeOf(places, key),
    fraction: inputs.fraction,
    percentAnswers: sheets.percentAnswers,
  });
  for (const { key, formula, value } of cells)
    modelSheet.getCell(placeOf(places, key)).value = {
      formula,
      result: shownResult(places, modelSheet, key, value),
    };
  writeKeys(book.addWorksheet(SHEETS.keys, HIDDEN), grid, SHEETS.model, places);
  writeAnswers(answersSheet, attempt, sheets);
  if (kind.meta.family === "modelling-test")
    writeRecommendation(book.addWorksheet(SHEETS.recommendation), attempt.recommendation ?? null);
  book.calcProperties.fullCalcOnLoad = true;
}

// A percentage cell holds the fraction (13.1 % as 0.131): the engine's percent, as the sheet keeps it.
function shownResult(places: GridAddresses, sheet: Worksheet, key: string, value: CellValue): CellValue {
  const format = sheet.getCell(placeOf(places, key)).numFmt;
  return typeof value === "number" && typeof format === "string" && format.includes("%")
    ? value / 100
    : value;
}

function placeOf(places: GridAddresses, key: string): string {
  const place = places.get(key);
  if (!place) throw new RangeError(`The grid has no cell ${key}`);
  return place;
}

/** The answers as typed, on the same grid as the model, each coloured by its mark with the correct value in a note. */
function writeAnswers<T extends KindType>(sheet: Worksheet, attempt: Attempt<T>, sheets: SheetLayout): void {
  const { type, statement, answers } = attempt;
  const kind = kindOf(type);
  const result = check(type, statement, answers);
  const marks = new Map(result.cells.map((cell) => [cell.key, cell]));
  const method = result.methodScore > result.score ? `, ${result.methodScore} % by method` : "";
  fillTitle(sheet, `${kind.meta.title}: your answers`, [
    `Score ${result.score} %${method}. Green: correct; amber: the right method on your own figures; red: wrong or missing. A cell's note gives the correct value.`,
  ]);
  sheets.grid(sheet, {
    given: givenInputs(solve(type, statement).exact),
    answer: (cell, spec) => {
      const mark = marks.get(spec.key);
      cell.value = typedValue(spec, answers[spec.key] ?? "");
      cell.fill = {
        type: "pattern",
        pattern: "solid",
        fgColor: { argb: STATUS_FILL[mark?.status ?? "wrong"] },
      };
      if (mark && mark.status !== "correct") cell.note = noteOf(mark);
    },
  });
}

// The screen's words for a follows cell (docs/marking.md#follow-through), with the right value.
function noteOf(mark: CheckedCell): string {
  const builtOn = mark.followsFrom?.length ? ` for ${mark.followsFrom.join(", ")}` : "";
  return mark.status === "follows"
    ? `Right method on your figure${builtOn}. Correct: ${mark.expected}`
    : `Correct: ${mark.expected}`;
}

/** A typed answer as a number when it reads as one (docs/marking.md#reading-a-typed-answer), else the text as typed; empty is blank. */
function typedValue(spec: CellSpec, text: string): Cell["value"] {
  if (text.trim() === "") return null;
  const number = spec.kind === "choice" ? null : readNumber(text, spec.kind, spec.precision);
  return number ?? text;
}

// Both grid sheets open the same way, so a cell has the same address on each.
function fillTitle(sheet: Worksheet, title: string, lines: string[]): void {
  sheet.getColumn(1).width = 34;
  sheet.addRow([title]).font = { ...BOLD, size: 14 };
  for (const line of lines) sheet.addRow([line]);
  sheet.addRow([]);
}
