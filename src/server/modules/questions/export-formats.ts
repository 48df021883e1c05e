import type { Question } from "./repository";

/** The download formats of `GET /api/questions/export`. */
export const exportFormats = ["anki", "csv"] as const;

export type ExportFormat = (typeof exportFormats)[number];

export interface ExportFile {
  body: string;
  contentType: string;
  fileName: string;
}

/** The bank as a file of the given format, with the headers it is served with. */
export function exportQuestions(questions: readonly Question[], format: ExportFormat): ExportFile {
  return format === "anki"
    ? {
        body: toAnkiText(questions),
        contentType: "text/plain; charset=utf-8",
        fileName: "finance-interview-questions-anki.txt",
      }
    : {
        body: toCsv(questions),
        contentType: "text/csv; charset=utf-8; header=present",
        fileName: "finance-interview-questions.csv",
      };
}

/** The Anki tags of a question: its topic, `difficulty-N` and its frequency. */
export function ankiTags(question: Question): string[] {
  return [question.topic, `difficulty-${question.difficulty}`, question.frequency].map((tag) =>
    tag.replace(/\s+/g, "_"),
  );
}

// Anki reads the header lines first; with #html:false it shows the text exactly as written.
const ankiHeader = ["#separator:tab", "#html:false", "#tags column:3"];

/**
 * Anki's tab-separated import: front (question), back (model answer), tags (space-separated).
 * One line per question, LF line endings.
 */
export function toAnkiText(questions: readonly Question[]): string {
  const lines = questions.map((question) =>
    [question.question, question.answer, ankiTags(question).join(" ")].map(ankiField).join("\t"),
  );
  return `${[...ankiHeader, ...lines].join("\n")}\n`;
}

/**
 * Anki reads fields as CSV does: a field holding the separator, a line break or a double quote is
 * wrapped in double quotes with its quotes doubled. A field starting with "#" is quoted too, since
 * Anki skips lines that start with "#" as comments. The file may be opened in a spreadsheet too, so a
 * field that would read as a formula is made text as in the CSV.
 */
function ankiField(text: string): string {
  const cell = asText(text);
  return /[\t\r\n"]/.test(cell) || cell.startsWith("#") ? quote(cell) : cell;
}

const csvColumns = ["id", "topic", "difficulty", "frequency", "question", "answer"] as const;

/**
 * RFC 4180 CSV: a header row, CRLF line endings, fields quoted only when they must be, and none that a
 * spreadsheet would read as a formula.
 */
export function toCsv(questions: readonly Question[]): string {
  const rows = [
    [...csvColumns],
    ...questions.map((question) => csvColumns.map((column) => String(question[column]))),
  ];
  return `${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}

function csvField(text: string): string {
  const cell = asText(text);
  return /[",\r\n]/.test(cell) ? quote(cell) : cell;
}

// A spreadsheet program opening either file reads a cell that starts with = + - @ (or a tab or carriage
// return) as a formula, which crafted text can turn into a command or a request that leaks data. A leading
// apostrophe makes it text, as OWASP advises against CSV injection; "-5%" gets one too, the usual price.
const formulaStart = /^[=+\-@\t\r]/;

function asText(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

function quote(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}
