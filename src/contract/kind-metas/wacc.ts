import type { KindMeta } from "../kind-meta";

/** WACC with a beta unlevered from comparables and relevered at the target structure (docs/drills.md#wacc). */
export const waccMeta = {
  slug: "wacc",
  type: "WACC",
  aliases: [],
  family: "drill",
  topic: "dcf",
  correction: "session",
  pagePath: "/drills/wacc",
  name: "WACC",
  title: "WACC Drill",
  cardTitle: "WACC with a Relevered Beta",
  description: "Unlever three comparables' betas, relever at the target structure, then CAPM and WACC.",
  intro:
    "Strip the debt out of each comparable's beta, average them, put the target's debt back in, then build the cost of equity and the WACC.",
  typicalMinutes: 6,
  storage: { exercise: "waccDrill", answers: "waccDrillAnswers" },
  grid: { tableCaption: "Answers", singleValuesTitle: "Betas and cost of capital" },
} as const satisfies KindMeta;
