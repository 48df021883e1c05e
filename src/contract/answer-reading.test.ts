import { expect, describe as group, it } from "vitest";
import { readChoice, readNumber } from "./answer-reading";
import type { CellKind } from "./cell-kinds";

const AMOUNT: [CellKind, number] = ["amount", 0];
const RATE: [CellKind, number] = ["rate", 1];
const MULTIPLE: [CellKind, number] = ["multiple", 1];
const FACTOR: [CellKind, number] = ["factor", 3];
const EPS: [CellKind, number] = ["eps", 2];

group("readNumber", () => {
  it.each([
    ["1 234", AMOUNT, 1234],
    ["1,234", AMOUNT, 1234],
    ["(12)", AMOUNT, -12],
    ["\u221212", AMOUNT, -12],
    ["8.5%", RATE, 8.5],
    ["2.5x", MULTIPLE, 2.5],
    ["0,909", FACTOR, 0.909],
    // More of docs/marking.md#reading-a-typed-answer: non-breaking, narrow and thin spaces, apostrophes, underscores, signs, units.
    ["1\u00a0234", AMOUNT, 1234],
    ["1\u202f234", AMOUNT, 1234],
    ["1\u2009234", AMOUNT, 1234],
    ["1'234", AMOUNT, 1234],
    ["1\u2019234", AMOUNT, 1234],
    ["1_234", AMOUNT, 1234],
    ["1,234,567", AMOUNT, 1234567],
    ["  -12 ", AMOUNT, -12],
    ["+12", AMOUNT, 12],
    ["472.5", AMOUNT, 472.5],
    ["8,5 %", RATE, 8.5],
    ["8.5", RATE, 8.5],
    ["2,5X", MULTIPLE, 2.5],
    ["2.5\u00d7", MULTIPLE, 2.5],
    [".909", FACTOR, 0.909],
    ["0,44", EPS, 0.44],
    ["(0.05)", EPS, -0.05],
  ])("reads %j in a %j cell as %d", (text, [kind, precision], expected) => {
    expect(readNumber(text, kind, precision)).toBe(expected);
  });

  it.each([
    ["", AMOUNT],
    ["   ", AMOUNT],
    ["abc", AMOUNT],
    ["12abc", AMOUNT],
    ["8.5%", AMOUNT], // % only on Cost of Equity and WACC
    ["2.5x", AMOUNT], // x only on MoM
    ["8.5%", FACTOR],
    ["1,23", AMOUNT], // not a thousands group
    ["1,2345", AMOUNT],
    ["1,234.5,6", AMOUNT],
    ["1,234.5", FACTOR], // comma is the decimal mark here, so two marks
    ["0,9,09", FACTOR],
    ["(12", AMOUNT],
    ["--12", AMOUNT],
    ["-(12)", AMOUNT],
    ["12-", AMOUNT],
    ["1e3", AMOUNT],
    ["0x10", AMOUNT],
    ["Infinity", AMOUNT],
    ["NaN", AMOUNT],
    [".", AMOUNT],
    ["%", RATE],
  ])("rejects %j in a %j cell", (text, [kind, precision]) => {
    expect(readNumber(text, kind, precision)).toBeNull();
  });
});

group("readChoice", () => {
  it("reads a deal type in any case", () => {
    expect(readChoice("accretive", ["Accretive", "Dilutive"])).toBe("Accretive");
    expect(readChoice("  DILUTIVE ", ["Accretive", "Dilutive"])).toBe("Dilutive");
    expect(readChoice("Select...", ["Accretive", "Dilutive"])).toBeNull();
    expect(readChoice("", ["Accretive", "Dilutive"])).toBeNull();
  });
});
