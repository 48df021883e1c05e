// Opens solved modelling-test workbooks in LibreOffice Calc (headless), recalculated on load, and checks that
// no formula gives an error and every answer recalculates to the engine's exact value
// (docs/modelling-tests.md#the-workbook):
//   npx tsx scripts/libreoffice-check.ts [seeds per kind, 20]
// Needs `soffice` on the PATH (LibreOffice); it is not part of the test suite for that reason.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { generate, solve } from "../src/engine/index";
import { writeSolvedModel } from "../src/server/modules/workbooks/solved-model";

const seeds = Number(process.argv[2] ?? 20);
const dir = mkdtempSync(path.join(tmpdir(), "libreoffice-"));
const expected = new Map<string, { exact: Record<string, unknown>; keys: Map<string, string> }>();
for (const type of ["LBOModel", "ThreeStatementModel"] as const) {
  for (let seed = 0; seed < seeds; seed++) {
    const statement = generate(type, seed);
    const book = new ExcelJS.Workbook();
    writeSolvedModel(book, { type, seed, statement, answers: {} });
    const keys = new Map<string, string>();
    book.getWorksheet("Keys")?.eachRow((row, number) => {
      if (number > 1)
        keys.set(String(row.getCell(1).value), String(row.getCell(2).value).replace(/^'Model'!/, ""));
    });
    const name = `${type}-${seed}`;
    writeFileSync(path.join(dir, `${name}.xlsx`), Buffer.from(await book.xlsx.writeBuffer()));
    expected.set(name, { exact: solve(type, statement).exact, keys });
  }
}
// The Model sheet (the first) as CSV, with the values LibreOffice computed on load, unformatted.
execFileSync(
  "soffice",
  [
    "--headless",
    "--calc",
    "--convert-to",
    "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,1",
    "--outdir",
    dir,
    ...[...expected.keys()].map((name) => path.join(dir, `${name}.xlsx`)),
  ],
  { stdio: "ignore" },
);
let problems = 0;
let checked = 0;
for (const [name, { exact, keys }] of expected) {
  const csv = readFileSync(path.join(dir, `${name}-Model.csv`), "utf8");
  const rows = csv.split("\n").map((line) => line.split(","));
  if (/#NAME|#REF|#VALUE|#DIV|Err:/.test(csv)) {
    problems++;
    console.log(`${name}: a formula error`);
  }
  for (const [key, cell] of keys) {
    const [, letters = "", digits = "0"] = /^\$?([A-Z]+)\$?(\d+)$/.exec(cell) ?? [];
    const column = letters.charCodeAt(0) - 65;
    const text = rows[Number(digits) - 1]?.[column]?.replaceAll('"', "") ?? "";
    // A percentage comes out as shown ("13.1%"): back to its fraction.
    const value = text.endsWith("%") ? Number(text.slice(0, -1)) / 100 : Number(text);
    const target = Number(exact[key]) / (key === "IRR" ? 100 : 1);
    checked++;
    if (!(Math.abs(value - target) <= 1e-6 * Math.max(1, Math.abs(target)))) {
      problems++;
      if (problems < 10) console.log(`${name} ${key} at ${cell}: LibreOffice ${value}, engine ${target}`);
    }
  }
}
console.log(
  `${expected.size} workbooks, ${checked} answer cells recalculated by LibreOffice: ${problems} problems (${readdirSync(dir).length} files in ${dir})`,
);
process.exitCode = problems === 0 ? 0 : 1;
