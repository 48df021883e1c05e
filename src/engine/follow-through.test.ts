import { expect, describe as group, it } from "vitest";
import { check, generate, layout, solve } from "./index";
import { typedAnswers } from "./test-support/answers";

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

group("follow-through marking (docs/marking.md#follow-through)", () => {
  it("a DCF with WACC typed 2 points too high and everything after it worked on that WACC: WACC wrong, the rest follows", () => {
    // A case with large cash flows, so that 2 points of WACC move every discounted FCF by more than 1.
    const statement = generate("DCF", 349);
    const { exact } = solve("DCF", statement);
    const grid = layout("DCF", statement);
    const years = grid.years;
    expect(exact[`FCF ${years[0]}`]).toBeGreaterThan(120);
    const lastYear = years[years.length - 1] as number;
    const s = statement;

    // The right WACC, worked from the statement: CoE = rf + β × (rm − rf), at one decimal; WACC =
    // (1 − d) × CoE + d × kd × (1 − t), at one decimal.
    const costOfEquity = roundTo(s.riskFreeRate + s.beta * (s.marketReturn - s.riskFreeRate), 1);
    const rightWacc = roundTo(
      ((100 - s.debtRatioPct) * costOfEquity + (s.debtRatioPct * s.costOfDebt * (100 - s.taxRate)) / 100) /
        100,
      1,
    );
    const studentWacc = roundTo(rightWacc + 2, 1);

    // Everything downstream, as the student works it from their own WACC and rounded figures.
    const answers: Record<string, string> = typedAnswers(grid.cells, exact);
    answers.WACC = studentWacc.toFixed(1);
    const fcf = (year: number) => Math.round(exact[`FCF ${year}`] as number);
    const ebitda = Math.round(exact[`EBITDA ${lastYear}`] as number);
    const factors = years.map((_, index) => roundTo(1 / (1 + studentWacc / 100) ** (index + 1), 3));
    const discounted = years.map((year, index) => Math.round(fcf(year) * (factors[index] as number)));
    const perpetuity = Math.round(
      (fcf(lastYear) * (1 + s.terminalGrowth / 100)) / ((studentWacc - s.terminalGrowth) / 100),
    );
    const multiple = Math.round(ebitda * s.evEbitdaMultiple);
    const average = Math.round((perpetuity + multiple) / 2);
    const enterpriseValue = Math.round(
      discounted.reduce((total, value) => total + value, 0) + average * (factors.at(-1) as number),
    );
    years.forEach((year, index) => {
      answers[`Discount Factor ${year}`] = (factors[index] as number).toFixed(3);
      answers[`Discounted FCF ${year}`] = String(discounted[index]);
    });
    answers["Terminal Value (Perpetuity)"] = String(perpetuity);
    answers["Average Terminal Value"] = String(average);
    answers["Enterprise Value"] = String(enterpriseValue);
    answers["Equity Value"] = String(enterpriseValue - s.netDebt);

    const result = check("DCF", statement, answers);
    const status = Object.fromEntries(result.cells.map((cell) => [cell.key, cell.status]));
    expect(status.WACC).toBe("wrong");
    for (const year of years) {
      expect(status[`Discount Factor ${year}`]).toBe("follows");
      expect(status[`Discounted FCF ${year}`]).toBe("follows");
    }
    expect(status["Terminal Value (Perpetuity)"]).toBe("follows");
    expect(status["Terminal Value (EV/EBITDA)"]).toBe("correct");
    expect(status["Average Terminal Value"]).toBe("follows");
    expect(status["Enterprise Value"]).toBe("follows");
    expect(status["Equity Value"]).toBe("follows");

    const factorCell = result.cells.find((cell) => cell.key === `Discount Factor ${years[0]}`);
    expect(factorCell).toMatchObject({ correct: false, followsFrom: ["WACC"] });
    expect(factorCell?.explanation).toContain("Discount Factor");

    // Follows cells are not correct: the score drops; the method score counts them.
    const total = result.cells.length;
    const follows = 2 * years.length + 4;
    expect(result.score).toBe(Math.round((100 * (total - 1 - follows)) / total));
    expect(result.methodScore).toBe(Math.round((100 * (total - 1)) / total));
  });

  it("a figure that matches neither the answer nor the student's own inputs is wrong, not follows", () => {
    const statement = generate("DCF", 4242);
    const { exact } = solve("DCF", statement);
    const grid = layout("DCF", statement);
    const answers: Record<string, string> = typedAnswers(grid.cells, exact);
    const first = grid.years[0] as number;
    answers.WACC = String(Number(answers.WACC) + 2);
    answers[`Discount Factor ${first}`] = "0.5";
    const result = check("DCF", statement, answers);
    const factor = result.cells.find((cell) => cell.key === `Discount Factor ${first}`);
    expect(factor).toMatchObject({ status: "wrong", correct: false });
    expect(factor?.followsFrom).toBeUndefined();
  });

  it("cells whose formula reads no answer cell never follow; an empty cell a formula reads stops follow-through", () => {
    const statement = generate("DCF", 77);
    const { exact } = solve("DCF", statement);
    const grid = layout("DCF", statement);
    const answers: Record<string, string> = typedAnswers(grid.cells, exact);
    answers["Cost of Equity"] = String(Number(answers["Cost of Equity"]) + 3);
    answers.WACC = "";
    const result = check("DCF", statement, answers);
    const status = Object.fromEntries(result.cells.map((cell) => [cell.key, cell.status]));
    // Cost of Equity reads only inputs; WACC is empty; the factors are right on the true WACC.
    expect(status["Cost of Equity"]).toBe("wrong");
    expect(status.WACC).toBe("wrong");
    expect(status[`Discount Factor ${grid.years[0]}`]).toBe("correct");
  });

  it("accretion/dilution: a Deal Type consistent with the student's own wrong EPS figures follows", () => {
    const statement = generate("DilutionAccretion", 11);
    const { exact } = solve("DilutionAccretion", statement);
    const grid = layout("DilutionAccretion", statement);
    const answers: Record<string, string> = typedAnswers(grid.cells, exact);
    const before = Number(answers["EPS Before"]);
    const proForma = Number(answers["EPS Pro Forma"]);
    // Swap the comparison: a pro forma EPS a cent on the other side of EPS Before.
    const wrongProForma = proForma > before ? before - 0.05 : before + 0.05;
    answers["EPS Pro Forma"] = wrongProForma.toFixed(2);
    answers["Deal Type"] = wrongProForma > before ? "Accretive" : "Dilutive";
    const result = check("DilutionAccretion", statement, answers);
    const status = Object.fromEntries(result.cells.map((cell) => [cell.key, cell.status]));
    expect(status["EPS Pro Forma"]).toBe("wrong");
    expect(status["Deal Type"]).toBe("follows");
  });
});
