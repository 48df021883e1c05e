// What a downloaded workbook looks like, shared by the writer and the reader: sheet names, where the
// kind and seed live, and the size limits of an upload.
import type { CellKind } from "../../../engine";
import { ApiError } from "../../http/errors";

/** Keys and About are for the upload, not the student: hidden, and still read (docs/workbooks.md). */
export const HIDDEN = { state: "hidden" } as const;

export const SHEETS = {
  case: "Case",
  inputs: "Inputs",
  keys: "Keys",
  about: "About",
  model: "Model",
  answers: "Your answers",
  recommendation: "Recommendation",
} as const;

// Banking convention: inputs in blue, formulas in black; the cells to fill are shaded.
export const INPUT_FONT = { color: { argb: "FF0000FF" } };
export const ANSWER_FILL = { type: "pattern", pattern: "solid", fgColor: { argb: "FFFFF2CC" } } as const;
export const BOLD = { bold: true };

/** The About sheet's rows: a label in column A, its value in column B. */
export const ABOUT_ROWS = { kind: 1, seed: 2, engineVersion: 3 } as const;

/** The largest upload read (the 2 MB); bigger files are refused before their body is read. */
export const MAX_WORKBOOK_BYTES = 2 * 1024 * 1024;

/** The 413 of an upload over MAX_WORKBOOK_BYTES. */
export function workbookTooLarge(): ApiError {
  return new ApiError(
    413,
    "WORKBOOK_TOO_LARGE",
    `The file is over ${MAX_WORKBOOK_BYTES / (1024 * 1024)} MB; an exercise workbook is far smaller.`,
  );
}
/** An upload's limits once unpacked: a downloaded exercise holds about 15 parts and 40 KB. */
export const MAX_ZIP_ENTRIES = 100;
export const MAX_INFLATED_BYTES = 1024 * 1024;

const KB = 1024;
// The parts the reader unpacks, each with its own cap (a sheet of our largest exercise is about 6 KB).
const READ_PARTS: [RegExp, number][] = [
  [/^\[Content_Types\]\.xml$/, 64 * KB],
  [/^_rels\/\.rels$/, 16 * KB],
  [/^xl\/workbook\.xml$/, 64 * KB],
  [/^xl\/_rels\/workbook\.xml\.rels$/, 64 * KB],
  [/^xl\/worksheets\/sheet\d{1,3}\.xml$/, 384 * KB],
  [/^xl\/sharedStrings\.xml$/, 256 * KB],
  [/^xl\/styles\.xml$/, 256 * KB],
];
// Parts that Excel, LibreOffice or Google Sheets add (properties, theme, drawings, comments, printer
// settings...): allowed, but never unpacked nor handed to the reader.
const LEFT_PACKED =
  /^(?:docProps\/[\w.]+|customXml\/.+|xl\/[\w]+\.xml|xl\/(?!worksheets\/sheet)[\w]+\/.+|xl\/worksheets\/_rels\/sheet\d{1,3}\.xml\.rels)$/;

/** The cap in bytes of a part the reader unpacks, 0 for a part left packed, undefined for a part no workbook has. */
export function partCapOf(name: string): number | undefined {
  const read = READ_PARTS.find(([pattern]) => pattern.test(name));
  if (read) return read[1];
  return LEFT_PACKED.test(name) ? 0 : undefined;
}

export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The headers of a workbook sent as a file to save. */
export function xlsxDownloadHeaders(filename: string): Record<string, string> {
  return { "content-type": XLSX_CONTENT_TYPE, "content-disposition": `attachment; filename="${filename}"` };
}

/** Excel number format per cell kind: whole amounts, one decimal for rates and MoM, three for factors. */
export function numberFormatOf(kind: CellKind, precision: number): string {
  if (kind === "choice") return "@";
  const decimals = precision > 0 ? `.${"0".repeat(precision)}` : "";
  return `#,##0${decimals};-#,##0${decimals}`;
}

/**
 * The Excel percentage format of a fraction: one decimal (0.45 shown 45.0 %), more when the percent has more
 * (0.0325 shown 3.25 %), so that no input shows rounded.
 */
export function percentFormatOf(fraction: number): string {
  const percent = Number((fraction * 100).toFixed(10));
  const decimals = Math.max(1, String(percent).split(".")[1]?.length ?? 0);
  return `0.${"0".repeat(decimals)}%`;
}

/** What the student types beside a number: "%" for rates, "x" for multiples. */
export function unitOf(kind: CellKind): string {
  if (kind === "rate") return "%";
  if (kind === "multiple") return "x";
  return "";
}

/** "'Case'!C7": the address form of the Keys sheet. */
export function addressOf(sheet: string, cell: string): string {
  return `'${sheet.replace(/'/g, "''")}'!${cell}`;
}

/** Reads "'Case'!C7", "Case!$C$7" → sheet and A1 cell; null for anything else. */
export function parseAddress(text: string): { sheet: string; cell: string } | null {
  const match = /^(?:'((?:[^']|'')+)'|([^'!]+))!\$?([A-Z]{1,3})\$?([1-9]\d{0,6})$/.exec(text.trim());
  if (!match) return null;
  const sheet = match[1]?.replace(/''/g, "'") ?? match[2] ?? "";
  return { sheet, cell: `${match[3]}${match[4]}` };
}
