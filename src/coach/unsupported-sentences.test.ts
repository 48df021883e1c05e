import { describe, expect, it } from "vitest";
import { TextAnalyzer } from "./analyze-text";
import { DEFAULT_TUNING } from "./grading-tuning";
import { loadLexicon } from "./lexicon";
import { unsupportedSentences } from "./unsupported-sentences";

const analyzer = new TextAnalyzer(loadLexicon());
const MODEL =
  "Depreciation is a non-cash expense: it lowers operating income and net income, but no cash leaves the " +
  "business. On the cash flow statement it is added back to net income, and the tax it saves raises cash.";
const references = new Set(analyzer.analyze(MODEL).keys);
const unsupported = (answer: string) =>
  unsupportedSentences(analyzer.analyze(answer), references, DEFAULT_TUNING).map((claim) => claim.said);

describe("a claim of the answer's own in an answer told in the model answer's words", () => {
  it("finds the sentence of substance the references do not support", () => {
    expect(
      unsupported(
        "Depreciation is a non-cash expense that lowers operating income and net income, but no cash leaves the " +
          "business. On the cash flow statement it is added back to net income. Boards therefore raise " +
          "dividends whenever auditors approve longer asset lives.",
      ),
    ).toEqual(["Boards therefore raise dividends whenever auditors approve longer asset lives"]);
  });

  it("leaves alone an answer in other words, and a short remark", () => {
    expect(
      unsupported(
        "Wear and tear on machines is booked as a cost without any money going out, so profit drops while the " +
          "bank balance does not. Boards therefore raise dividends whenever auditors approve longer asset lives.",
      ),
    ).toEqual([]);
    expect(
      unsupported(
        "Depreciation is a non-cash expense that lowers operating income and net income, but no cash leaves the " +
          "business. It is added back on the cash flow statement. That is the key point.",
      ),
    ).toEqual([]);
  });

  it("leaves alone a possibility raised and a claim called wrong, but not a claim of what can be done", () => {
    const told =
      "Depreciation is a non-cash expense that lowers operating income and net income, but no cash leaves the " +
      "business. On the cash flow statement it is added back to net income. ";
    expect(
      unsupported(`${told}Boards might raise dividends when auditors approve longer asset lives.`),
    ).toEqual([]);
    expect(
      unsupported(`${told}Boards can raise dividends whenever auditors approve longer asset lives.`),
    ).toEqual(["Boards can raise dividends whenever auditors approve longer asset lives"]);
    // Each claim joined in the sentence must raise a possibility.
    expect(
      unsupported(
        `${told}Boards might raise dividends when auditors approve longer asset lives, and auditors can approve ` +
          "longer asset lives whenever boards raise dividends.",
      ),
    ).toHaveLength(1);
  });
});
