import type { KindMeta } from "../kind-meta";

/** Unlevered and levered free cash flow and a Gordon-growth terminal value (docs/drills.md#free-cash-flow). */
export const freeCashFlowMeta = {
  slug: "free-cash-flow",
  type: "FreeCashFlow",
  aliases: ["freecashflow", "fcf"],
  family: "drill",
  topic: "dcf",
  correction: "session",
  pagePath: "/drills/free-cash-flow",
  name: "Free Cash Flow",
  title: "Free Cash Flow Drill",
  cardTitle: "Free Cash Flow and Terminal Value",
  description:
    "From revenue to unlevered and levered free cash flow, then the terminal value and its implied multiple.",
  typicalMinutes: 6,
  storage: { exercise: "fcfDrill", answers: "fcfDrillAnswers" },
} as const satisfies KindMeta;
