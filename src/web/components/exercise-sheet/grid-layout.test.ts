import { describe, expect, it } from "vitest";
import { gridLayout, marksBySection, navigationOf } from "./grid-layout";
import type { CheckedCell, ExerciseGridData } from "./types";

const yearly = (label: string) => [2025, 2026].map((year) => ({ key: `${label} ${year}`, label, year }));
const single = (key: string) => ({ key, label: key, year: null });

const model: ExerciseGridData = {
  years: [2025, 2026],
  cells: [
    ...yearly("Revenue"),
    ...yearly("EBIT"),
    ...yearly("Cash End"),
    single("Total Uses"),
    single("MoM"),
  ],
  givenRows: [{ label: "D&A", values: [], rule: "2.5 % × Revenue" }],
  rowOrder: ["Revenue", "D&A", "EBIT", "Cash End"],
  sections: [
    { title: "Sources & Uses", rows: [], singles: ["Total Uses"] },
    { title: "Income statement", rows: ["Revenue", "D&A", "EBIT"], singles: [] },
    { title: "Debt schedule", rows: ["Cash End"], singles: [] },
    { title: "Returns", rows: [], singles: ["MoM"] },
  ],
};

const mark = (key: string, status: "correct" | "follows" | "wrong"): CheckedCell => ({
  key,
  label: key,
  year: null,
  given: status === "wrong" ? "" : "1",
  expected: "1",
  correct: status === "correct",
  status,
  explanation: "",
});

describe("gridLayout", () => {
  it("puts Sources & Uses above the table, the yearly sections as groups with their working lines, Returns below", () => {
    const layout = gridLayout(model, "Single values");
    expect(layout.leading.map((block) => [block.title, block.cells.map((cell) => cell.key)])).toEqual([
      ["Sources & Uses", ["Total Uses"]],
    ]);
    expect(layout.groups.map((group) => [group.title, group.rows.map((row) => row.label)])).toEqual([
      ["Income statement", ["Revenue", "D&A", "EBIT"]],
      ["Debt schedule", ["Cash End"]],
    ]);
    expect(layout.groups[0]?.rows[1]).toEqual({ label: "D&A", rule: "2.5 % × Revenue", cells: [] });
    expect(layout.trailing.map((block) => block.title)).toEqual(["Returns"]);
  });

  it("walks the keyboard from Sources & Uses through the answer rows (working lines skipped) to Returns", () => {
    expect(navigationOf(gridLayout(model, "Single values"))).toEqual({
      leading: ["Total Uses"],
      table: [
        ["Revenue 2025", "Revenue 2026"],
        ["EBIT 2025", "EBIT 2026"],
        ["Cash End 2025", "Cash End 2026"],
      ],
      singles: ["MoM"],
    });
  });

  it("keeps a grid without sections as one table in row order, the single values below", () => {
    const plain = {
      ...model,
      sections: undefined,
      givenRows: [{ label: "D&A", values: [{ year: 2025, text: "5" }] }],
    };
    const layout = gridLayout(plain, "Single values");
    expect(layout.leading).toEqual([]);
    expect(layout.groups).toHaveLength(1);
    expect(layout.groups[0]?.title).toBeNull();
    expect(layout.groups[0]?.rows[1]?.given).toEqual(["5", ""]);
    expect(layout.trailing.map((block) => [block.title, block.cells.length])).toEqual([["Single values", 2]]);
  });
});

describe("marksBySection", () => {
  it("counts right, follows and wrong per section", () => {
    const checked = [
      mark("Total Uses", "correct"),
      mark("Revenue 2025", "correct"),
      mark("Revenue 2026", "wrong"),
      mark("EBIT 2025", "follows"),
      mark("EBIT 2026", "follows"),
      mark("Cash End 2025", "wrong"),
      mark("Cash End 2026", "wrong"),
      mark("MoM", "correct"),
    ];
    expect(marksBySection(model, checked)).toEqual([
      { title: "Sources & Uses", right: 1, follows: 0, wrong: 0 },
      { title: "Income statement", right: 1, follows: 2, wrong: 1 },
      { title: "Debt schedule", right: 0, follows: 0, wrong: 2 },
      { title: "Returns", right: 1, follows: 0, wrong: 0 },
    ]);
  });
});
