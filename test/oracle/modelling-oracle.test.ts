// The modelling tests' independent oracles against the worked examples of docs/modelling-tests.md, their
// statement checks against broken statements, and the LBO model's generated statements against the ranges and
// conditions of the specification.
import { describe, expect, it } from "vitest";
import { generate } from "../../src/engine";
import {
  independentModelAnswers,
  MODELLING_TEST_ORACLES,
  type ModellingTestSlug,
  modelStatementProblems,
} from "./index";

const EXAMPLES = (Object.keys(MODELLING_TEST_ORACLES) as ModellingTestSlug[]).flatMap((slug) =>
  MODELLING_TEST_ORACLES[slug].examples.map((example) => [`${slug}: ${example.title}`, example] as const),
);

/** Only the keys the example states. */
function stated(answers: Record<string, string>, keys: readonly string[]): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key, answers[key] ?? "(no answer)"]));
}

describe("modelling-test worked examples", () => {
  it.each(EXAMPLES)("%s: the oracle gives the cells the specification states", (_, example) => {
    const answers = independentModelAnswers(example.slug, example.statement);
    expect(stated(answers, Object.keys(example.answers))).toEqual(example.answers);
  });

  it.each(EXAMPLES)("%s lies in the ranges and conditions of the specification", (_, example) => {
    expect(modelStatementProblems(example.slug, example.statement)).toEqual([]);
  });

  it.each(EXAMPLES)(
    "%s: every answer on either path is a signed one-decimal figure (MoM two)",
    (_, example) => {
      for (const path of ["exact", "carried"] as const) {
        for (const [key, text] of Object.entries(
          independentModelAnswers(example.slug, example.statement, path),
        )) {
          expect(text, key).toMatch(key === "MoM" ? /^-?\d+\.\d\d$/ : /^-?\d+\.\d$/);
          expect(text, key).not.toBe("-0.0");
        }
      }
    },
  );

  it("gives 81 LBO cells and 75 three-statement cells", () => {
    const [lbo, threeStatement] = [
      MODELLING_TEST_ORACLES["lbo-model"].examples[0],
      MODELLING_TEST_ORACLES["three-statement-model"].examples[0],
    ];
    expect(Object.keys(independentModelAnswers("lbo-model", lbo?.statement))).toHaveLength(81);
    expect(
      Object.keys(independentModelAnswers("three-statement-model", threeStatement?.statement)),
    ).toHaveLength(75);
  });

  it("rounds every line before the next one reads it on the carried path", () => {
    // Example B's 2025 D&A is 5 % × 475.0 = 23.75, handed on as 23.8: EBIT 66.5 − 23.8 = 42.7 carried, 42.75 exact.
    const b = MODELLING_TEST_ORACLES["lbo-model"].examples[1];
    expect(independentModelAnswers("lbo-model", b?.statement, "carried")["EBIT 2025"]).toBe("42.7");
    expect(independentModelAnswers("lbo-model", b?.statement, "exact")["EBIT 2025"]).toBe("42.8");
  });
});

describe("modelling-test statement problems", () => {
  const lbo = MODELLING_TEST_ORACLES["lbo-model"].examples[0]?.statement;
  const threeStatement = MODELLING_TEST_ORACLES["three-statement-model"].examples[0]?.statement;

  it("names the LBO fields a broken statement gets wrong", () => {
    const problems = modelStatementProblems("lbo-model", {
      ...lbo,
      ltmRevenue: 1005,
      revenueGrowth: [-1, -2, 5, 5, 5],
      ebitdaMargin: [20, 23, 23, 23, 23],
      capexPct: 2,
      daPct: 3.5,
      exitMultiple: 11.5,
      termLoanAmortisation: 3,
      notesRate: 8,
      openingCash: undefined,
    });
    const named = (field: string) => problems.some((problem) => problem.startsWith(field));
    for (const field of [
      "ltmRevenue",
      "revenueGrowth",
      "ebitdaMargin[1]",
      "capexPct",
      "exitMultiple",
      "termLoanAmortisation",
      "termLoanRate",
      "openingCash",
    ]) {
      expect(named(field), `${field} in ${JSON.stringify(problems)}`).toBe(true);
    }
  });

  it("checks the LBO's computed conditions: the revolver's commitment and the IRR", () => {
    const b = MODELLING_TEST_ORACLES["lbo-model"].examples[1]?.statement;
    // Example B draws 15.6 on its revolver in 2026 and 15.9 in 2027: a commitment of 15 is too small.
    expect(modelStatementProblems("lbo-model", { ...b, revolverCommitment: 15 })).toEqual([
      "revolverCommitment = 15 is not 25–100 % of LTM EBITDA 80",
      expect.stringMatching(/^Revolver End 2026 = 15\.[56]\d* is above revolverCommitment 15$/),
      expect.stringMatching(/^Revolver End 2027 = 15\.[89]\d* is above revolverCommitment 15$/),
    ]);
    // Example A without growth, bought at 12.0x and sold at 11.0x: Sponsor Equity 2,488 − 1,000 = 1,488; Exit EV
    // 2,200 less a net debt near 650 leaves about 1,550, a MoM near 1.05 and an IRR near 1 %.
    expect(
      modelStatementProblems("lbo-model", {
        ...lbo,
        revenueGrowth: [0, 0, 0, 0, 0],
        entryMultiple: 12,
        exitMultiple: 11,
      }),
    ).toEqual([expect.stringMatching(/^IRR = [0-2]\.\d+ % is not 5\.0–40\.0 %$/)]);
  });

  it("names the three-statement fields a broken statement gets wrong", () => {
    const problems = modelStatementProblems("three-statement-model", {
      ...threeStatement,
      revenueGrowth: [10, 8],
      sgaPct: 10,
      openingReceivables: 230,
      openingEquity: 400,
      termDebtRepayment: 110,
      company: "",
    });
    const named = (field: string) => problems.some((problem) => problem.includes(field));
    for (const field of [
      "revenueGrowth",
      "grossMargin − sgaPct",
      "openingReceivables",
      "openingEquity",
      "termDebtRepayment",
      "company",
    ]) {
      expect(named(field), `${field} in ${JSON.stringify(problems)}`).toBe(true);
    }
  });

  it("refuses an unknown slug and a statement that is not an object", () => {
    expect(modelStatementProblems("lbo", {})).toEqual(['unknown modelling test "lbo"']);
    expect(modelStatementProblems("lbo-model", [])).toEqual(["the statement is not an object"]);
  });
});

describe("lbo-model generated statements", () => {
  it("lie in the ranges and conditions of the specification for 300 seeds", () => {
    const problems = Array.from({ length: 300 }, (_, seed) =>
      modelStatementProblems("lbo-model", generate("LBOModel", seed)).map(
        (problem) => `seed ${seed}: ${problem}`,
      ),
    ).flat();
    expect(problems).toEqual([]);
  });
});
