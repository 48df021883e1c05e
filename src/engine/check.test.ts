import fc from "fast-check";
import { expect, describe as group, it } from "vitest";
import { type CellSpec, check, explain, formatValue, generate, KIND_TYPES, layout, solve } from "./index";
import { answersFrom, typedAnswers } from "./test-support/answers";
import { SEED_RUNS, seeds } from "./test-support/properties";
import type { Solution } from "./types";

// Typed the way students do (docs/marking.md#reading-a-typed-answer): grouped thousands, comma decimals, units, accounting negatives.
function studentStyle(cell: CellSpec, text: string): string {
  if (cell.kind === "choice") return `  ${text.toLowerCase()} `;
  const negative = text.startsWith("-");
  let body = negative ? text.slice(1) : text;
  if (cell.precision === 0) body = body.replace(/\B(?=(\d{3})+$)/g, "\u00a0");
  else body = body.replace(".", ",");
  if (negative) body = `(${body})`;
  if (cell.kind === "rate") body = `${body} %`;
  if (cell.kind === "multiple") body = `${body}x`;
  return ` ${body}`;
}

// Amounts more than 3 % and at least 3 units away from both accepted values, above or below them.
function farAmounts(
  cells: CellSpec[],
  solution: Solution,
  above: boolean,
  extra: number,
): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const cell of cells.filter((spec) => spec.kind === "amount")) {
    const accepted = [solution.exact[cell.key], solution.carried[cell.key]] as number[];
    const distance = Math.max(3, 0.03 * Math.max(...accepted.map(Math.abs))) + extra;
    // Below zero, a line graded on its size reads as its mirror above it: go above instead.
    const mirrored = cell.grading === "size" && Math.min(...accepted) - distance < 0;
    answers[cell.key] =
      above || mirrored
        ? String(Math.ceil(Math.max(...accepted) + distance))
        : String(Math.floor(Math.min(...accepted) - distance));
  }
  return answers;
}

const junkText = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.stringMatching(/^[\s(+\-\u2212]*[\d.,'_ ]{0,12}[%xX)]*$/),
);
const junkValue = fc.oneof(junkText, fc.anything({ maxDepth: 2, maxKeys: 4 }));

for (const type of KIND_TYPES) {
  group(`check on ${SEED_RUNS} generated ${type} cases`, () => {
    // One generated statement per run carries all of these, so the suite stays fast.
    it("scores 100 with the exact display values, with the carried-rounding values and in a student's format; 0 when empty; far amounts are incorrect", () => {
      fc.assert(
        fc.property(seeds, fc.boolean(), fc.double({ min: 0, max: 5, noNaN: true }), (seed, above, extra) => {
          const s = generate(type, seed);
          const cells = layout(type, s).cells;
          const solution = solve(type, s);
          const exact = typedAnswers(cells, solution.exact);
          const styled = Object.fromEntries(
            cells.map((cell) => [cell.key, studentStyle(cell, exact[cell.key] ?? "")]),
          );
          const empty = check(type, s, {});
          const farAnswers = farAmounts(cells, solution, above, extra);
          const far = check(type, s, farAnswers).cells.filter((cell) => Object.hasOwn(farAnswers, cell.key));
          return (
            check(type, s, exact).score === 100 &&
            check(type, s, typedAnswers(cells, solution.carried)).score === 100 &&
            check(type, s, styled).score === 100 &&
            empty.score === 0 &&
            empty.cells.every((cell) => !cell.correct && cell.given === "") &&
            // A kind without amount cells (a drill of rates and betas) has nothing to move here.
            far.length === cells.filter((cell) => cell.kind === "amount").length &&
            far.every((cell) => !cell.correct)
          );
        }),
        { numRuns: SEED_RUNS },
      );
    });

    it("never throws on random answers", () => {
      fc.assert(
        fc.property(seeds, fc.array(junkValue, { maxLength: 60 }), junkValue, (seed, values, whole) => {
          const s = generate(type, seed);
          const answers = Object.fromEntries(
            layout(type, s).cells.map((cell, index) => [cell.key, values[index]]),
          );
          const { score } = check(type, s, { ...answers, "unknown key": "1" });
          check(type, s, whole);
          return score >= 0 && score <= 100;
        }),
        { numRuns: SEED_RUNS },
      );
    });
  });
}

group("check", () => {
  const s = generate("DCF", 7);

  it("counts blank and non-string values as empty and ignores unknown keys", () => {
    const blanks = Object.fromEntries(layout("DCF", s).cells.map((cell) => [cell.key, " \u00a0 "]));
    expect(check("DCF", s, blanks).score).toBe(0);
    const result = check("DCF", s, { "Sales 2025": 310, "Not a cell": "1", WACC: null });
    expect(result.cells.find((cell) => cell.key === "Sales 2025")?.given).toBe("");
    expect(result.cells.map((cell) => cell.key)).not.toContain("Not a cell");
    expect(check("DCF", s, null).score).toBe(0);
    // Only own properties count: a "__proto__" key from JSON must not lend its contents.
    const polluted = JSON.parse('{"__proto__": {"Sales 2025": "310"}}') as unknown;
    expect(check("DCF", s, polluted).cells.every((cell) => cell.given === "")).toBe(true);
    expect(check("DCF", s, "Sales 2025").score).toBe(0);
  });

  it("shows the exact path's display value for every cell and the explanation beside wrong cells", () => {
    const { exact } = solve("DCF", s);
    for (const cell of check("DCF", s, {}).cells) {
      const precision = layout("DCF", s).cells.find((spec) => spec.key === cell.key)?.precision ?? 0;
      expect(cell.expected).toBe(formatValue(exact[cell.key] as number, precision));
      expect(cell.explanation.startsWith(`${cell.key} = `)).toBe(true);
    }
    const answers = answersFrom("DCF", s, "exact");
    const oneWrong = check("DCF", s, { ...answers, WACC: "99" }).cells;
    expect(oneWrong.filter((cell) => cell.explanation !== "").map((cell) => cell.key)).toEqual(["WACC"]);
    expect(oneWrong.find((cell) => cell.key === "WACC")?.explanation).toBe(explain("DCF", s).WACC);
  });

  it("scores round(100 × correct / cells)", () => {
    const answers = answersFrom("DilutionAccretion", generate("DilutionAccretion", 3), "exact");
    const { "Deal Type": _dealType, "EPS Pro Forma": _eps, ...threeOfFive } = answers;
    expect(check("DilutionAccretion", generate("DilutionAccretion", 3), threeOfFive).score).toBe(60);
  });
});
