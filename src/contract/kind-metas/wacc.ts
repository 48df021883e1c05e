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
  typicalMinutes: 6,
  storage: { exercise: "waccDrill", answers: "waccDrillAnswers" },
} as const satisfies KindMeta;
