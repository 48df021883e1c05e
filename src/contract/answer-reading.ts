import type { CellKind } from "./cell-kinds";

// docs/marking.md#reading-a-typed-answer: spaces (also non-breaking and thin; \s covers U+00A0, U+2009, U+202F), apostrophes
// (straight and typographic) and underscores are digit-group marks a student may type; drop them.
const IGNORED = /[\s'\u2018\u2019\u02bc_]/g;
const UNSIGNED_DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const THOUSANDS_GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;
const SUFFIX_BY_KIND: Partial<Record<CellKind, RegExp>> = { rate: /%$/, multiple: /[xX\u00d7]$/ };

/**
 * Reads a typed number the forgiving way docs/marking.md#reading-a-typed-answer allows ("1 234", "1,234", "(12)", "−12", "8.5%",
 * "2.5x", "0,909"); anything else is null, never an error.
 */
export function readNumber(text: string, kind: CellKind, precision: number): number | null {
  let body = text.trim().replace(IGNORED, "");
  const suffix = SUFFIX_BY_KIND[kind];
  if (suffix) body = body.replace(suffix, "");

  let negative = false;
  if (body.startsWith("(") && body.endsWith(")")) {
    negative = true;
    body = body.slice(1, -1);
  } else if (/^[+\-\u2212]/.test(body)) {
    negative = body[0] !== "+";
    body = body.slice(1);
  }

  if (body.includes(",")) {
    // A comma groups thousands in integer cells (1,234) and is the decimal mark elsewhere (0,909).
    if (precision === 0) {
      if (!THOUSANDS_GROUPED.test(body)) return null;
      body = body.replace(/,/g, "");
    } else {
      if (body.includes(".") || body.indexOf(",") !== body.lastIndexOf(",")) return null;
      body = body.replace(",", ".");
    }
  }
  if (!UNSIGNED_DECIMAL.test(body)) return null;
  const value = Number(body);
  if (!Number.isFinite(value)) return null;
  return negative ? -value : value;
}

/** Reads a choice (Deal Type) case-insensitively: "accretive" → "Accretive"; null when it is none of them. */
export function readChoice(text: string, options: readonly string[]): string | null {
  const wanted = text.trim().toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted) ?? null;
}
