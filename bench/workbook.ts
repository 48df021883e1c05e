// Workbook download and upload grading (issue 18): the time to write a blank workbook, to read and grade a
// filled one and to write the solved model of an attempt, per kind, best of several runs (other processes
// only ever slow a run down), and the time and peak memory to read the heaviest upload the caps accept.
import { randomBytes } from "node:crypto";
import { pathToFileURL } from "node:url";
import { check, generate, KIND_TYPES, layout, solve } from "../src/engine/index";
import { writeExercise } from "../src/server/modules/workbooks/case-sheet";
import { newWorkbook } from "../src/server/modules/workbooks/exceljs";
import { readWorkbookAnswers } from "../src/server/modules/workbooks/read-answers";
import { solvedModelFile } from "../src/server/modules/workbooks/solved-model";
import { MAX_WORKBOOK_BYTES } from "../src/server/modules/workbooks/workbook-format";

const RUNS = 15;
const SEED = 4242;

async function best(operation: () => Promise<unknown>): Promise<number> {
  await operation();
  let fastest = Number.POSITIVE_INFINITY;
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    await operation();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest;
}

async function blankWorkbook(
  type: (typeof KIND_TYPES)[number],
  pad?: (book: Awaited<ReturnType<typeof newWorkbook>>) => void,
) {
  const book = await newWorkbook();
  writeExercise(book, type, SEED, generate(type, SEED));
  pad?.(book);
  return Buffer.from(await book.xlsx.writeBuffer());
}

// Every answer cell's exact value, as a student who worked it out would enter it.
function exactAnswers(type: (typeof KIND_TYPES)[number]): [string, number | string][] {
  const statement = generate(type, SEED);
  const exact = solve(type, statement).exact;
  return layout(type, statement).cells.map(({ key }) => [key, exact[key] ?? ""]);
}

// A filled workbook: the exact values typed into each answer cell.
async function filledWorkbook(type: (typeof KIND_TYPES)[number]): Promise<Buffer> {
  const book = await newWorkbook();
  const addresses = writeExercise(book, type, SEED, generate(type, SEED));
  const sheet = book.getWorksheet("Case");
  for (const [key, value] of exactAnswers(type)) {
    const cell = sheet?.getCell(addresses.get(key) ?? "");
    if (cell) cell.value = value;
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

// Two sheets of random figures, each just under a sheet's cap once unpacked: the heaviest upload accepted.
function padToTheCaps(book: Awaited<ReturnType<typeof newWorkbook>>): void {
  for (const name of ["Notes", "More notes"]) {
    const sheet = book.addWorksheet(name);
    for (let row = 0; row < 850; row++) {
      sheet.addRow(Array.from({ length: 10 }, () => randomBytes(4).readUInt32LE() / 1000));
    }
  }
}

// The process's peak resident set (maxRSS, in KB) grows only if the operation needs more than any earlier step.
async function peakMemoryWhile(operation: () => Promise<unknown>): Promise<number> {
  const before = process.resourceUsage().maxRSS;
  await operation();
  return (process.resourceUsage().maxRSS - before) * 1024;
}

export async function benchWorkbook(): Promise<string[]> {
  const lines = ["Workbooks (best of 15 runs, in process)"];
  for (const type of KIND_TYPES) {
    const blank = await blankWorkbook(type);
    const filled = await filledWorkbook(type);
    const write = await best(() => blankWorkbook(type));
    const grade = await best(async () => {
      const read = await readWorkbookAnswers(filled);
      return check(read.type, generate(read.type, read.seed), read.answers);
    });
    const answers = Object.fromEntries(exactAnswers(type).map(([key, value]) => [key, String(value)]));
    const attempt = { type, seed: SEED, statement: generate(type, SEED), answers };
    const solved = await solvedModelFile(attempt);
    const build = await best(() => solvedModelFile(attempt));
    lines.push(
      `  ${type.padEnd(18)} blank ${(blank.length / 1024).toFixed(1)} KB in ${write.toFixed(1)} ms; ` +
        `filled ${(filled.length / 1024).toFixed(1)} KB read and graded in ${grade.toFixed(1)} ms; ` +
        `solved model ${(solved.bytes.length / 1024).toFixed(1)} KB in ${build.toFixed(1)} ms`,
    );
  }
  const [first] = KIND_TYPES;
  if (first) {
    const large = await blankWorkbook(first, padToTheCaps);
    if (large.length > MAX_WORKBOOK_BYTES) throw new Error("the padded workbook is over the upload limit");
    let took = 0;
    const memory = await peakMemoryWhile(async () => {
      const start = performance.now();
      await readWorkbookAnswers(large);
      took = performance.now() - start;
    });
    lines.push(
      `  the heaviest upload accepted (${(large.length / 1024).toFixed(0)} KB, under 1 MB unpacked): parsed in ${took.toFixed(0)} ms, ` +
        `peak resident memory +${(memory / (1024 * 1024)).toFixed(0)} MB`,
    );
  }
  return lines;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log((await benchWorkbook()).join("\n"));
}
