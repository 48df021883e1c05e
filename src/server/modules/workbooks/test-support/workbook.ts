// Reading and filling a downloaded exercise workbook with exceljs, as a student would in Excel.
import ExcelJS from "exceljs";

export async function loadWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

export const saveWorkbook = async (book: ExcelJS.Workbook) => Buffer.from(await book.xlsx.writeBuffer());

/** Key → "'Case'!C7", from the Keys sheet (row 1 is the header). */
export function keyAddresses(book: ExcelJS.Workbook): Map<string, string> {
  const keys = book.getWorksheet("Keys");
  if (!keys) throw new Error("no Keys sheet");
  const addresses = new Map<string, string>();
  keys.eachRow((row, number) => {
    if (number > 1) addresses.set(String(row.getCell(1).value), String(row.getCell(2).value));
  });
  return addresses;
}

/** The cell a Keys address points at. */
export function cellAt(book: ExcelJS.Workbook, address: string): ExcelJS.Cell {
  const match = /^'(.+)'!([A-Z]+\d+)$/.exec(address);
  const sheet = match ? book.getWorksheet(match[1]) : undefined;
  if (!match || !sheet) throw new Error(`no cell at ${address}`);
  return sheet.getCell(match[2] ?? "");
}

/**
 * Types each answer into its cell: numbers as numbers, a choice as text; into a percentage cell, as Excel
 * keeps what is typed there (13.1 as 0.131).
 */
export function fillWorkbook(book: ExcelJS.Workbook, answers: Record<string, string>): void {
  for (const [key, address] of keyAddresses(book)) {
    const text = answers[key];
    if (text === undefined) throw new Error(`no answer for ${key}`);
    const number = Number(text.replace("\u2212", "-"));
    const cell = cellAt(book, address);
    const percentage = typeof cell.numFmt === "string" && cell.numFmt.includes("%");
    cell.value = Number.isNaN(number) ? text : percentage ? number / 100 : number;
  }
}
