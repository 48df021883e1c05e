import { describe, expect, it } from "vitest";
import { readingHint } from "./reading-hint";

describe("readingHint", () => {
  it("says how a number was read when it was typed otherwise", () => {
    expect(readingHint("(67)", "amount")).toEqual({ tone: "read", text: "read as \u221267" });
    // A comma groups thousands in an amount, and is the decimal mark in the other cells.
    expect(readingHint("1,463", "amount")).toEqual({ tone: "read", text: "read as 1463" });
    expect(readingHint("1,83", "eps")).toEqual({ tone: "read", text: "read as 1.83" });
    expect(readingHint("1 20", "amount")).toEqual({ tone: "read", text: "read as 120" });
  });

  it("flags text that is no number, without a word for plain numbers, units or signs", () => {
    expect(readingHint("abc", "amount")).toEqual({ tone: "unreadable", text: "Not a number" });
    expect(readingHint("1,83", "amount")).toEqual({ tone: "unreadable", text: "Not a number" });
    for (const [text, kind] of [
      ["67", "amount"],
      ["-67", "amount"],
      ["\u221267", "amount"],
      ["+12", "amount"],
      ["8.5%", "rate"],
      ["2.5x", "multiple"],
      ["0.909", "factor"],
      ["", "amount"],
      ["Accretive", "choice"],
    ] as const) {
      expect(readingHint(text, kind), text).toBeNull();
    }
    expect(readingHint("(67)", undefined)).toBeNull();
  });
});
