import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, describe as group, it } from "vitest";
import {
  describe,
  ENGINE_VERSION,
  explain,
  generate,
  isValidSeed,
  KIND_TYPES,
  kindOf,
  layout,
  solve,
} from "./index";

group("seeds", () => {
  it("accepts integers 0 … 2^31 − 1 only", () => {
    expect(isValidSeed(0)).toBe(true);
    expect(isValidSeed(2 ** 31 - 1)).toBe(true);
    for (const bad of [-1, 2 ** 31, 1.5, Number.NaN, "1", null, undefined])
      expect(isValidSeed(bad)).toBe(false);
    expect(() => generate("LBO", -1)).toThrow(RangeError);
    expect(() => generate("DCF", 0.5)).toThrow(RangeError);
  });

  // A regression pin, not a worked example: a saved exercise must regenerate identically for ENGINE_VERSION 2.
  it("regenerates seed 2024 exactly as engine version 2 does", () => {
    expect(ENGINE_VERSION).toBe(2);
    expect(generate("LBO", 2024)).toEqual({
      engineVersion: 2,
      purchaseMultiple: 12,
      sales: 300,
      growthType: "constant_absolute",
      expectedGrowthValue: 20,
      expectedGrowthPercent: 10,
      variableGrowthValues: [20, 20, 20, 20],
      projectionYears: 4,
      ebitdaMargin: 40,
      ebitdaMarginType: "increasing",
      ebitdaMarginIncrements: [2, 4, 1],
      daType: "variable",
      daAbsolute: 20,
      variableDaValues: [10, 35, 40, 10],
      capexType: "variable",
      capexAbsolute: 15,
      variableCapexValues: [10, 10, 40, 15],
      taxRate: 30,
      initialLeverage: 6,
      interestRate: 5,
      exitEbitdaMultiple: 13,
      debtAmortizationType: "bullet",
      debtRepayment: 10,
      nwcType: "variable",
      nwcFlat: -5,
      variableNWCValues: [10, 10, 0, 10],
    });
    expect(generate("DCF", 2024)).toEqual({
      engineVersion: 2,
      baseRevenue: 500,
      annualGrowth: 3,
      ebitdaMargin: 25,
      depreciation: 15,
      interestExpense: 10,
      taxRate: 30,
      capexAbsolute: 45,
      nwcAbsolute: 10,
      terminalGrowth: 2,
      projectionYears: 4,
      costOfDebt: 6,
      debtRatioPct: 50,
      evEbitdaMultiple: 7,
      riskFreeRate: 1,
      beta: 0.9,
      marketReturn: 7.5,
      netDebt: 70,
    });
    expect(generate("DilutionAccretion", 2024)).toEqual({
      engineVersion: 2,
      netIncomeA: 400,
      noshA: 900,
      sharePriceA: 5,
      netIncomeB: 70,
      noshB: 150,
      sharePriceB: 5,
      costOfDebt: 15,
      taxRate: 40,
      paidInCashPercent: 70,
      paidInStockPercent: 30,
      synergies: 100,
    });
  });
});

group("layout, solve, explain and describe agree", () => {
  it("has one cell per answer label and year, with the kinds and precisions of docs/marking.md#display-precision", () => {
    const lbo = generate("LBO", 11);
    const lboCells = layout("LBO", lbo).cells;
    expect(lboCells).toHaveLength(6 * lbo.projectionYears + 1);
    expect(lboCells[0]).toEqual({
      key: "Sales 2025",
      label: "Sales",
      year: 2025,
      precision: 0,
      kind: "amount",
    });
    expect(lboCells.at(-1)).toEqual({ key: "MoM", label: "MoM", year: null, precision: 1, kind: "multiple" });

    const dcf = generate("DCF", 11);
    const dcfCells = layout("DCF", dcf).cells;
    expect(dcfCells).toHaveLength(8 * dcf.projectionYears + 7);
    const kinds = Object.fromEntries(dcfCells.map((cell) => [cell.label, [cell.kind, cell.precision]]));
    expect(kinds["Discount Factor"]).toEqual(["factor", 3]);
    expect(kinds["Cost of Equity"]).toEqual(["rate", 1]);
    expect(kinds.WACC).toEqual(["rate", 1]);
    expect(kinds["Equity Value"]).toEqual(["amount", 0]);
    expect(layout("DCF", dcf).givenRows.map((row) => row.label)).toEqual([
      "Depreciation",
      "Interest Expense",
      "CAPEX",
      "Change in NWC",
    ]);

    const deal = layout("DilutionAccretion", generate("DilutionAccretion", 11)).cells.at(-1);
    expect(deal?.options).toEqual(["Accretive", "Dilutive"]);
  });

  it("solves and explains every cell and describes every statement", () => {
    for (const type of KIND_TYPES) {
      for (let seed = 0; seed < 20; seed++) {
        const s = generate(type, seed);
        const { exact, carried, precision } = solve(type, s);
        const explanations = explain(type, s);
        const missing = layout(type, s).cells.filter(
          (cell) =>
            exact[cell.key] === undefined ||
            carried[cell.key] === undefined ||
            precision[cell.key] !== cell.precision ||
            !explanations[cell.key]?.startsWith(`${cell.key} = `),
        );
        expect(missing).toEqual([]);
        const sentences = describe(type, s);
        // A case study states a model; a drill asks one question, as an interviewer would.
        expect(sentences.length).toBeGreaterThan(kindOf(type).meta.family === "drill" ? 1 : 4);
        // A drill asks its question aloud, so a sentence may end with a question mark.
        expect(sentences.filter((sentence) => !/[.?]$/.test(sentence))).toEqual([]);
      }
    }
  });
});

group("engine purity (docs/architecture.md#dependency-rules)", () => {
  it("imports nothing from the project and uses no clock, randomness or I/O", () => {
    const root = path.dirname(fileURLToPath(import.meta.url));
    const contract = path.resolve(root, "../contract");
    const sources = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.startsWith("test-support"),
    );
    expect(sources.length).toBeGreaterThan(20);
    const packages = new Set<string>();
    for (const file of sources) {
      const text = readFileSync(path.join(root, file), "utf8");
      const imports = [...text.matchAll(/^(?:import|export)\b[^;]*?\bfrom "([^"]+)";/gm)].map(
        (match) => match[1] ?? "",
      );
      for (const source of imports) {
        expect(source.startsWith(".") || source.startsWith("pure-rand/"), file).toBe(true);
        if (!source.startsWith(".")) packages.add(source);
      }
      // The one way out is the contract shared with the web app (its answer reading), itself pure.
      for (const source of imports.filter((s) => s.startsWith(".."))) {
        const target = path.resolve(path.dirname(path.join(root, file)), source);
        expect(target.startsWith(root) || target.startsWith(contract), file).toBe(true);
        if (target.startsWith(contract)) {
          const shared = readFileSync(`${target}.ts`, "utf8");
          expect(shared, source).not.toMatch(/^import (?!type)[^;]*from "(?!\.\/)/m);
        }
      }
      expect(text, file).not.toMatch(
        /Math\.random\(|new Date|Date\.now|performance\.|process\.|console\.|require\(/,
      );
    }
    expect([...packages].sort()).toEqual([
      "pure-rand/distribution/uniformInt",
      "pure-rand/generator/xoroshiro128plus",
      "pure-rand/types/RandomGenerator",
    ]);
  });
});
