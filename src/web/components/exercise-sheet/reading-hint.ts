import { readNumber } from "../../../contract/answer-reading";
import { type CellKind, PRECISION_BY_KIND } from "../../../contract/cell-kinds";

export interface ReadingHint {
  /** "read": a number, read otherwise than typed; "unreadable": no number at all (it will count as wrong). */
  tone: "read" | "unreadable";
  text: string;
}

// U+2212, the minus sign the engine prints.
const MINUS = "\u2212";

/**
 * How the server will read what was typed in a cell, said only when it is not plain: "(67)" is read as −67,
 * "1,463" in an amount cell as 1463, "abc" as no number. Uses the server's own reader (src/contract).
 */
export function readingHint(
  text: string,
  kind: CellKind | undefined,
  precision = kind ? PRECISION_BY_KIND[kind] : 0,
): ReadingHint | null {
  const typed = text.trim();
  if (!kind || kind === "choice" || typed === "") return null;
  const value = readNumber(typed, kind, precision);
  if (value === null) return { tone: "unreadable", text: "Not a number" };
  const shown = value < 0 ? `${MINUS}${String(-value)}` : String(value);
  // A plus sign, a hyphen for the minus or a unit (%, x) change nothing worth saying.
  const plain = typed
    .replace(/^\+/, "")
    .replace(/^-/, MINUS)
    .replace(/\s*[%xX\u00d7]$/, "");
  return plain === shown ? null : { tone: "read", text: `read as ${shown}` };
}
