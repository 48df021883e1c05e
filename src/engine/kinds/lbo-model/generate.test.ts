import { expect, describe as group, it } from "vitest";
import { modelStatementProblems } from "../../../../test/oracle";
import { generate, solve } from "../../index";

// docs/modelling-tests.md#lbo-model over 10,000 seeds: every statement inside the spec's ranges (as the
// independent oracle reads them), sources equal to uses, cash never below the minimum, no negative debt,
// the revolver within its commitment, the three bands of returns equally common, and at least a quarter of
// the seeds drawing the revolver.
const SEEDS = 10_000;
const YEARS = [2025, 2026, 2027, 2028, 2029];

group("LBO modelling test over 10,000 seeds", () => {
  const cases = Array.from({ length: SEEDS }, (_, seed) => {
    const statement = generate("LBOModel", seed);
    const exact = solve("LBOModel", statement).exact;
    return { seed, statement, value: (key: string) => Number(exact[key]) };
  });

  it("draws every statement inside the spec's ranges, the same one for the same seed", () => {
    const problems = cases.flatMap(({ seed, statement }) =>
      modelStatementProblems("lbo-model", statement).map((problem) => `seed ${seed}: ${problem}`),
    );
    expect(problems.slice(0, 10)).toEqual([]);
    expect(generate("LBOModel", 4321)).toEqual(generate("LBOModel", 4321));
  });

  it("balances sources and uses, keeps cash at the minimum or above and never lets debt fall below zero", () => {
    const problems: string[] = [];
    for (const { seed, statement, value } of cases) {
      const sources = value("Term Loan") + value("Senior Notes") + value("Sponsor Equity");
      if (Math.abs(sources - value("Total Uses")) > 1e-6) problems.push(`${seed}: sources ${sources}`);
      for (const year of YEARS) {
        const cash = value(`Cash End ${year}`);
        if (!(cash >= statement.minimumCash - 1e-6)) problems.push(`${seed} ${year}: cash ${cash}`);
        for (const debt of ["Revolver End", "Term Loan End", "Term Loan Sweep"]) {
          const balance = value(`${debt} ${year}`);
          if (!(balance >= -1e-9)) problems.push(`${seed} ${year}: ${debt} ${balance}`);
        }
        if (value(`Revolver End ${year}`) > statement.revolverCommitment + 1e-9)
          problems.push(`${seed}: revolver`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it("spreads the returns over three bands and draws the revolver in at least a quarter of the seeds", () => {
    const bands: [number, number, number] = [0, 0, 0];
    let revolver = 0;
    for (const { value } of cases) {
      const irr = value("IRR");
      bands[irr < 15 ? 0 : irr < 22 ? 1 : 2] += 1;
      if (YEARS.some((year) => value(`Revolver End ${year}`) >= 1)) revolver += 1;
    }
    for (const band of bands) expect(band / SEEDS).toBeGreaterThan(0.3);
    expect(revolver / SEEDS).toBeGreaterThanOrEqual(0.25);
    // Every seed that is a multiple of 4 is drawn tight until the revolver is drawn.
    const tight = cases.filter(({ seed }) => seed % 4 === 0);
    expect(tight.every(({ value }) => YEARS.some((year) => value(`Revolver End ${year}`) >= 1))).toBe(true);
  });
});
