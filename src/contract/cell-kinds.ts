/** How a cell is read and shown; the kind fixes the display precision (docs/marking.md#display-precision). */
export type CellKind = "amount" | "rate" | "factor" | "multiple" | "eps" | "choice";

/** Decimals shown per kind: integer amounts; MoM, Cost of Equity and WACC 1; EPS 2; Discount Factor 3. */
export const PRECISION_BY_KIND: Readonly<Record<CellKind, number>> = {
  amount: 0,
  rate: 1,
  factor: 3,
  multiple: 1,
  eps: 2,
  choice: 0,
};
