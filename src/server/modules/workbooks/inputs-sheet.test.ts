import ExcelJS from "exceljs";
import { HyperFormula } from "hyperformula";
import { describe, expect, it } from "vitest";
import { generate } from "../../../engine";
import { writeExercise } from "./case-sheet";

/** The blank workbook's Inputs sheet, a row per label: the unit in B, the values from C. */
function inputsOf(type: Parameters<typeof generate>[0], seed: number) {
  const book = new ExcelJS.Workbook();
  writeExercise(book, type, seed, generate(type, seed));
  const sheet = book.getWorksheet("Inputs");
  if (!sheet) throw new Error("no Inputs sheet");
  const rows = new Map<string, ExcelJS.Row>();
  sheet.eachRow((row) => {
    rows.set(String(row.getCell(1).value), row);
  });
  return { sheet, rows };
}

describe("the Inputs sheet of a blank workbook", () => {
  it("keeps a percent as an Excel percentage, so that a student's =100*(1-Inputs!C7) takes the tax off", () => {
    const seed = 3;
    const { taxRate } = generate("DCF", seed);
    const { sheet, rows } = inputsOf("DCF", seed);
    const tax = rows.get("Tax rate")?.getCell(3);
    expect(tax?.value).toBeCloseTo(taxRate / 100, 12);
    expect(tax?.numFmt).toBe("0.0%");
    // What a student types, recalculated by a formula engine that is not ours.
    const content = sheet.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : []));
    const engine = HyperFormula.buildFromSheets(
      { Inputs: content.slice(1) as never, Student: [[`=100*(1-Inputs!${tax?.address})`]] },
      { licenseKey: "gpl-v3" },
    );
    const student = engine.getSheetId("Student") ?? -1;
    // 100 taxed at, say, 30 % leaves 70.
    expect(engine.getCellValue({ sheet: student, row: 0, col: 0 })).toBeCloseTo(100 - taxRate, 9);
  });

  it("shows a bullet LBO's choices in words and no yearly repayment", () => {
    const seed = Array.from({ length: 200 }, (_, s) => s).find(
      (s) => generate("LBO", s).debtAmortizationType === "bullet",
    );
    if (seed === undefined) throw new Error("no bullet LBO among 200 seeds");
    const { rows } = inputsOf("LBO", seed);
    expect([...rows.keys()]).not.toContain("Debt repaid a year (amortizing)");
    expect(rows.get("Debt repayment")?.getCell(3).value).toBe("all at exit (bullet)");
    const values = [...rows.values()].flatMap((row) => (row.values as unknown[]).slice(3));
    for (const code of [
      "constant_absolute",
      "variable_absolute",
      "constant_percentage",
      "variable_percentage",
    ])
      expect(values).not.toContain(code);
  });
});
