import type { Workbook, Worksheet } from "exceljs";
import { KIND_SCREEN_TEXTS } from "../../../contract/kind-screen-texts";
import {
  describe,
  ENGINE_VERSION,
  type ExerciseLayout,
  type KindType,
  kindOf,
  layout,
  type StatementOf,
  solve,
} from "../../../engine";
import { type GridAddresses, givenInputs, writeGrid, writeKeys } from "./grid-sheet";
import { writeInputs } from "./inputs-sheet";
import { testNumberFormat, writeRecommendation, writeTestGrid, writeTestInputs } from "./model-test-sheets";
import { ABOUT_ROWS, ANSWER_FILL, HIDDEN, numberFormatOf, SHEETS } from "./workbook-format";

/**
 * Writes the statement, its inputs, the answer grid as the screen lays it out (years across), the kind and
 * seed (About) and the Keys sheet into `book`; returns where each cell of the grid is.
 */
export function writeExercise<T extends KindType>(
  book: Workbook,
  type: T,
  seed: number,
  statement: StatementOf<T>,
): GridAddresses {
  const kind = kindOf(type);
  const grid = layout(type, statement);
  const caseSheet = book.addWorksheet(SHEETS.case);
  caseSheet.getColumn(1).width = 34;
  caseSheet.addRow([kind.meta.title]).font = { bold: true, size: 14 };
  if (kind.meta.family === "modelling-test") {
    caseSheet.addRow([
      `Seed ${seed}. Build the model on the Model sheet: type your answers in its shaded cells.`,
    ]);
    for (const sentence of describe(type, statement)) caseSheet.addRow([sentence]);
    const addresses = writeTestExercise(book, type, statement, grid);
    writeAbout(book.addWorksheet(SHEETS.about, HIDDEN), type, seed);
    writeRecommendation(book.addWorksheet(SHEETS.recommendation), null);
    return addresses;
  }
  caseSheet.addRow([
    `Seed ${seed}. Type your answers in the shaded cells; the inputs are on the Inputs sheet.`,
  ]);
  for (const sentence of describe(type, statement)) caseSheet.addRow([sentence]);
  caseSheet.addRow([]);
  const addresses = writeGrid(caseSheet, KIND_SCREEN_TEXTS[type].grid, grid, {
    given: givenInputs(solve(type, statement).exact),
    answer: (cell, spec) => {
      cell.fill = ANSWER_FILL;
      cell.numFmt = numberFormatOf(spec.kind, spec.precision);
      if (spec.options) {
        cell.dataValidation = { type: "list", allowBlank: true, formulae: [`"${spec.options.join(",")}"`] };
      }
    },
  });
  writeInputs(book.addWorksheet(SHEETS.inputs), type, statement);
  writeKeys(book.addWorksheet(SHEETS.keys, HIDDEN), grid, SHEETS.case, addresses);
  writeAbout(book.addWorksheet(SHEETS.about, HIDDEN), type, seed);
  return addresses;
}

/** A modelling test's Inputs, an empty Model with its answer cells shaded, and Keys pointing into Model. */
function writeTestExercise<T extends KindType>(
  book: Workbook,
  type: T,
  statement: StatementOf<T>,
  grid: ExerciseLayout,
): GridAddresses {
  writeTestInputs(book.addWorksheet(SHEETS.inputs), type, statement, grid.years);
  const model = book.addWorksheet(SHEETS.model);
  const addresses = writeTestGrid(model, grid, {
    given: () => {},
    answer: (cell, spec) => {
      cell.fill = ANSWER_FILL;
      cell.numFmt = testNumberFormat(spec);
    },
  });
  writeKeys(book.addWorksheet(SHEETS.keys, HIDDEN), grid, SHEETS.model, addresses);
  return addresses;
}

function writeAbout(sheet: Worksheet, type: KindType, seed: number): void {
  sheet.getColumn(1).width = 20;
  sheet.getCell(ABOUT_ROWS.kind, 1).value = "Kind";
  sheet.getCell(ABOUT_ROWS.kind, 2).value = type;
  sheet.getCell(ABOUT_ROWS.seed, 1).value = "Seed";
  sheet.getCell(ABOUT_ROWS.seed, 2).value = seed;
  sheet.getCell(ABOUT_ROWS.engineVersion, 1).value = "Engine version";
  sheet.getCell(ABOUT_ROWS.engineVersion, 2).value = ENGINE_VERSION;
  sheet.getCell(ABOUT_ROWS.engineVersion + 2, 1).value =
    "The exercise is rebuilt from this sheet and the Keys sheet when the workbook is uploaded: leave them as they are.";
}
