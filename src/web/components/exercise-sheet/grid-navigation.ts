// Spreadsheet keys for the answer grid, as pure functions so the maths is tested without a browser.

/**
 * The answer inputs as the grid shows them: the single values above the table (a modelling test's Sources & Uses),
 * the yearly table (rows of cell keys), then the single values below it.
 */
export interface NavigationGrid {
  /** The single-value cells shown above the table, in display order; none for most kinds. */
  leading?: readonly string[];
  /** One array per answer row, one key per year column; `null` where a row has no input for that year. */
  table: readonly (readonly (string | null)[])[];
  /** The single-value cells (MoM, WACC, Deal Type …), in display order, after the table. */
  singles: readonly string[];
}

export type GridMove = "up" | "down" | "left" | "right";

/**
 * The key a move lands on, or null at the edge. Down and up walk column by column (down a year's column,
 * then to the top of the next year, as a student fills a paper model year by year), then the single values;
 * right and left walk row by row (the reading and Tab order), then the single values. Either way the single
 * values above the table come first.
 */
export function nextCell(grid: NavigationGrid, from: string, move: GridMove): string | null {
  const order = move === "up" || move === "down" ? columnOrder(grid) : rowOrder(grid);
  const index = order.indexOf(from);
  if (index === -1) return null;
  const target = move === "down" || move === "right" ? index + 1 : index - 1;
  return order[target] ?? null;
}

/** What a key press in a cell asks for, or null to let the browser handle it (typing, Tab, Shift+Enter). */
export function moveForKey(press: {
  key: string;
  shiftKey?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  /** The caret sits at the start of the text with nothing selected. */
  caretAtStart: boolean;
  /** The caret sits at the end of the text with nothing selected. */
  caretAtEnd: boolean;
}): GridMove | null {
  if (press.altKey || press.ctrlKey || press.metaKey) return null;
  switch (press.key) {
    case "Enter":
      return press.shiftKey ? "up" : "down";
    case "ArrowDown":
      return press.shiftKey ? null : "down";
    case "ArrowUp":
      return press.shiftKey ? null : "up";
    case "ArrowRight":
      return !press.shiftKey && press.caretAtEnd ? "right" : null;
    case "ArrowLeft":
      return !press.shiftKey && press.caretAtStart ? "left" : null;
    default:
      return null;
  }
}

function rowOrder(grid: NavigationGrid): string[] {
  const keys: string[] = [];
  for (const row of grid.table) for (const key of row) if (key !== null) keys.push(key);
  return [...(grid.leading ?? []), ...keys, ...grid.singles];
}

function columnOrder(grid: NavigationGrid): string[] {
  const keys: string[] = [];
  const columns = Math.max(0, ...grid.table.map((row) => row.length));
  for (let column = 0; column < columns; column++) {
    for (const row of grid.table) {
      const key = row[column];
      if (key !== undefined && key !== null) keys.push(key);
    }
  }
  return [...(grid.leading ?? []), ...keys, ...grid.singles];
}
