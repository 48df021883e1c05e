// Every output of the engine for every kind and seeds 1 … N, as JSON lines, from the checkout at <checkout>
// (first a line per kind with its statement shape and input labels):
//   npx tsx scripts/engine-outputs.ts <checkout> <out.jsonl> [seeds, 400]
// Run it for two checkouts and compare the files (cmp) to show that a change leaves the engine's outputs
// as they were: the statement, layout, description, solution, explanations, the Excel formulas of the solved
// workbook, and the check of six answer sheets a seed (empty; right on the exact path; right on the carried
// path; every cell wrong; one cell wrong and every later one carried forward from it, so follow-through is
// marked; and a mix of empty, unreadable, right, carried and wrong cells).
import { writeFileSync } from "node:fs";
import path from "node:path";

const [checkout, outFile, seedCount = "400"] = process.argv.slice(2);
if (!checkout || !outFile)
  throw new Error("usage: tsx scripts/engine-outputs.ts <checkout> <out.jsonl> [seeds]");
const at = (file: string) => import(path.join(path.resolve(checkout), file));
const [engine, { answersFrom }, { followThrough }] = await Promise.all([
  at("src/engine/index.ts"),
  at("src/engine/test-support/answers.ts"),
  at("src/engine/test-support/formula-reads.ts"),
]);

type Answers = Record<string, string>;
interface Cell {
  key: string;
  precision: number;
  options?: string[];
}

/** Answer sheets for one statement, built from the checkout's own solution. */
function answerSheets(type: string, statement: unknown, seed: number): Answers[] {
  const cells: Cell[] = engine.layout(type, statement).cells;
  const exact: Answers = answersFrom(type, statement, "exact");
  const carried: Answers = answersFrom(type, statement, "carried");
  const solution = engine.solve(type, statement);
  const wrongAt = (cell: Cell, shift: number): string => {
    const value = solution.exact[cell.key];
    if (typeof value === "string") return cell.options?.find((option) => option !== value) ?? "";
    return engine.formatValue(value * (1.2 + (shift % 3) * 0.1) + 3, cell.precision);
  };
  const wrong = Object.fromEntries(cells.map((cell, index) => [cell.key, wrongAt(cell, index)]));
  const chain: Answers = { ...exact };
  const start = seed % cells.length;
  const first = cells[start] as Cell;
  chain[first.key] = wrongAt(first, seed);
  for (const cell of cells.slice(start + 1)) {
    const figures = Object.fromEntries(
      Object.entries(chain)
        .map(([key, text]) => [key, Number(text)] as const)
        .filter(([, value]) => Number.isFinite(value)),
    );
    const value = followThrough(type, statement, cell.key, figures);
    if (typeof value === "number" && Number.isFinite(value))
      chain[cell.key] = engine.formatValue(value, cell.precision);
    else if (typeof value === "string") chain[cell.key] = value;
  }
  const mixed = Object.fromEntries(
    cells.map((cell, index) => {
      const choices = [" ", "abc", exact[cell.key] ?? "", carried[cell.key] ?? "", wrongAt(cell, index)];
      return [cell.key, choices[(index + seed) % choices.length] ?? ""];
    }),
  );
  return [{}, exact, carried, wrong, chain, mixed];
}

const lines: string[] = [];
for (const kind of engine.allKinds()) {
  const type = kind.meta.type;
  lines.push(JSON.stringify({ type, statementShape: kind.statementShape, inputLabels: kind.inputLabels }));
  for (let seed = 1; seed <= Number(seedCount); seed++) {
    const statement = engine.generate(type, seed);
    const sheet = engine.inputSheet(kind.inputLabels, kind.statementShape, statement);
    const excel = engine.excelModel(type, statement, {
      input: (ref: unknown) => `'Inputs'!${sheet.address(ref)}`,
      cell: (key: string) => `[${key}]`,
    });
    lines.push(
      JSON.stringify({
        type,
        seed,
        statement,
        layout: engine.layout(type, statement),
        describe: engine.describe(type, statement),
        solve: engine.solve(type, statement),
        explain: engine.explain(type, statement),
        inputs: sheet.rows,
        excel,
        checks: answerSheets(type, statement, seed).map((answers) => engine.check(type, statement, answers)),
      }),
    );
  }
}
writeFileSync(outFile, `${lines.join("\n")}\n`);
