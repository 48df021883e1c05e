import { describe, expect, it } from "vitest";
import { moveForKey, type NavigationGrid, nextCell } from "./grid-navigation";

const grid: NavigationGrid = {
  table: [
    ["Sales 2025", "Sales 2026", "Sales 2027"],
    ["EBITDA 2025", "EBITDA 2026", "EBITDA 2027"],
  ],
  singles: ["Cost of Equity", "WACC"],
};

describe("nextCell", () => {
  it("moves down a year's column, then to the top of the next year, then to the single values", () => {
    expect(nextCell(grid, "Sales 2025", "down")).toBe("EBITDA 2025");
    expect(nextCell(grid, "EBITDA 2025", "down")).toBe("Sales 2026");
    expect(nextCell(grid, "EBITDA 2027", "down")).toBe("Cost of Equity");
    expect(nextCell(grid, "Cost of Equity", "down")).toBe("WACC");
    expect(nextCell(grid, "WACC", "down")).toBeNull();
  });

  it("moves up as the exact reverse of down", () => {
    for (const key of grid.table.flat()) {
      if (!key) continue;
      const below = nextCell(grid, key, "down");
      if (below) expect(nextCell(grid, below, "up")).toBe(key);
    }
    expect(nextCell(grid, "Sales 2025", "up")).toBeNull();
    expect(nextCell(grid, "Cost of Equity", "up")).toBe("EBITDA 2027");
  });

  it("moves right along a row, wraps to the next row like Tab, and left back", () => {
    expect(nextCell(grid, "Sales 2025", "right")).toBe("Sales 2026");
    expect(nextCell(grid, "Sales 2027", "right")).toBe("EBITDA 2025");
    expect(nextCell(grid, "EBITDA 2027", "right")).toBe("Cost of Equity");
    expect(nextCell(grid, "EBITDA 2025", "left")).toBe("Sales 2027");
    expect(nextCell(grid, "Sales 2025", "left")).toBeNull();
  });

  it("skips holes, ignores unknown keys and works with single values only", () => {
    const holed: NavigationGrid = { table: [["A 2025", null, "A 2027"], ["B 2025"]], singles: [] };
    expect(nextCell(holed, "A 2025", "right")).toBe("A 2027");
    expect(nextCell(holed, "B 2025", "down")).toBe("A 2027");
    expect(nextCell(holed, "Nope", "down")).toBeNull();

    const singles: NavigationGrid = {
      table: [],
      singles: ["EPS Before", "Net Income Pro Forma", "Deal Type"],
    };
    expect(nextCell(singles, "EPS Before", "down")).toBe("Net Income Pro Forma");
    expect(nextCell(singles, "Deal Type", "left")).toBe("Net Income Pro Forma");
  });

  it("starts with the single values above the table and ends with those below it", () => {
    const model: NavigationGrid = {
      leading: ["Entry EV", "Sponsor Equity"],
      table: [
        ["Revenue 2025", "Revenue 2026"],
        ["EBITDA 2025", "EBITDA 2026"],
      ],
      singles: ["MoM"],
    };
    expect(nextCell(model, "Entry EV", "down")).toBe("Sponsor Equity");
    expect(nextCell(model, "Sponsor Equity", "down")).toBe("Revenue 2025");
    expect(nextCell(model, "Revenue 2025", "up")).toBe("Sponsor Equity");
    expect(nextCell(model, "EBITDA 2026", "down")).toBe("MoM");
    expect(nextCell(model, "Sponsor Equity", "right")).toBe("Revenue 2025");
    expect(nextCell(model, "Revenue 2026", "right")).toBe("EBITDA 2025");
    expect(nextCell(model, "Entry EV", "left")).toBeNull();
  });
});

describe("moveForKey", () => {
  const at = { caretAtStart: false, caretAtEnd: false };

  it("reads Enter, Shift+Enter and the vertical arrows whatever the caret", () => {
    expect(moveForKey({ key: "Enter", ...at })).toBe("down");
    expect(moveForKey({ key: "Enter", shiftKey: true, ...at })).toBe("up");
    expect(moveForKey({ key: "ArrowDown", ...at })).toBe("down");
    expect(moveForKey({ key: "ArrowUp", ...at })).toBe("up");
  });

  it("moves sideways only when the caret is at the matching edge with nothing selected", () => {
    expect(moveForKey({ key: "ArrowRight", caretAtStart: false, caretAtEnd: true })).toBe("right");
    expect(moveForKey({ key: "ArrowRight", caretAtStart: true, caretAtEnd: false })).toBeNull();
    expect(moveForKey({ key: "ArrowLeft", caretAtStart: true, caretAtEnd: false })).toBe("left");
    expect(moveForKey({ key: "ArrowLeft", caretAtStart: false, caretAtEnd: true })).toBeNull();
    // An empty cell has the caret at both edges.
    expect(moveForKey({ key: "ArrowLeft", caretAtStart: true, caretAtEnd: true })).toBe("left");
  });

  it("leaves typing, Tab, selections and shortcuts to the browser", () => {
    const edges = { caretAtStart: true, caretAtEnd: true };
    for (const key of ["1", "Tab", "Backspace", "Escape", "Home"])
      expect(moveForKey({ key, ...edges })).toBeNull();
    expect(moveForKey({ key: "ArrowRight", shiftKey: true, ...edges })).toBeNull();
    expect(moveForKey({ key: "ArrowDown", shiftKey: true, ...edges })).toBeNull();
    expect(moveForKey({ key: "Enter", ctrlKey: true, ...edges })).toBeNull();
    expect(moveForKey({ key: "ArrowLeft", altKey: true, ...edges })).toBeNull();
    expect(moveForKey({ key: "ArrowUp", metaKey: true, ...edges })).toBeNull();
  });
});
