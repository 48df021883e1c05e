// Inputs are decimals with few digits, so a computed value that should be a tie (0.875, 5.95) is at
// most a few ulps off; this relative nudge puts it back on the tie before rounding half away from zero.
const TIE_NUDGE = 1e-12;
const MINUS = "\u2212";

// |value| × 10^precision rounded half away from zero, as a whole number (NaN when it would not be exact).
function scaledMagnitude(value: number, precision: number): number {
  const scaled = Math.round(Math.abs(value) * 10 ** precision * (1 + TIE_NUDGE));
  return scaled <= Number.MAX_SAFE_INTEGER ? scaled : Number.NaN;
}

/** Rounds half away from zero to `precision` decimals: roundTo(2.345, 2) = 2.35, roundTo(−0.5, 0) = −1. */
export function roundTo(value: number, precision: number): number {
  const magnitude = scaledMagnitude(value, precision);
  if (Number.isNaN(magnitude)) return value;
  const rounded = magnitude / 10 ** precision;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

// Digits from the scaled whole number: cheaper than toFixed, which matters on the per-request path.
function decimalText(value: number, precision: number, trimZeros: boolean, minus: string): string {
  const magnitude = scaledMagnitude(value, precision);
  if (Number.isNaN(magnitude)) return Number.isFinite(value) ? value.toFixed(precision) : "—";
  const scale = 10 ** precision;
  const whole = Math.floor(magnitude / scale);
  let fraction = precision === 0 ? "" : String(magnitude - whole * scale).padStart(precision, "0");
  if (trimZeros) {
    let end = fraction.length;
    while (end > 0 && fraction.charCodeAt(end - 1) === 48) end--;
    fraction = fraction.slice(0, end);
  }
  const sign = value < 0 && magnitude !== 0 ? minus : "";
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/** The one display formatter: `value` rounded half away from zero to `precision` decimals, e.g. "0.909", "-12". */
export function formatValue(value: number, precision: number): string {
  if (!Number.isFinite(value)) return "—";
  return decimalText(value, Math.min(Math.max(Math.trunc(precision), 0), 15), false, "-");
}

/** A number inside an explanation: up to `maxDecimals` decimals, trailing zeros dropped, "−" for negatives. */
export function formatNumber(value: number, maxDecimals = 2): string {
  if (!Number.isFinite(value)) return "—";
  return decimalText(value, maxDecimals, true, MINUS);
}

/** A number as a sentence says it, thousands grouped: 26097 → "26,097" (at most two decimals). */
export function formatGrouped(value: number): string {
  return formatNumber(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** An amount in $ millions as a case pack states it: 1470 → "$1,470m". */
export function formatMillions(value: number): string {
  return `$${formatGrouped(value)}m`;
}

/** An operand inside an explanation: negative numbers in parentheses, so "85 − (−5)" reads right. */
export function formatOperand(value: number, maxDecimals = 2): string {
  const text = formatNumber(value, maxDecimals);
  return text.startsWith(MINUS) ? `(${text})` : text;
}

/** A display value inside an explanation: the cell's own precision, with the typographic minus. */
export function formatResult(value: number, precision: number): string {
  if (!Number.isFinite(value)) return "—";
  return decimalText(value, precision, false, MINUS);
}

/** A percent number (35) as students read it: "35 %". */
export function formatPercent(percent: number): string {
  return `${formatNumber(percent)} %`;
}

/** A percent number as the decimal it multiplies by: 35 → "0.35", −5 → "−0.05". */
export function formatRate(percent: number): string {
  return formatNumber(percent / 100, 4);
}

/** "a", "a and b", "a, b and c" (or "a, b or c"). */
export function formatList(items: readonly string[], conjunction: "and" | "or" = "and"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

/** "15 in 2025, 20 in 2026 and 25 in 2027": per-year values for a statement sentence. */
export function formatYearly(
  values: readonly number[],
  years: readonly number[],
  show = formatNumber,
): string {
  return formatList(values.map((value, index) => `${show(value)} in ${years[index] ?? ""}`));
}
