import type { KindMeta } from "../kind-meta";

/** The five-minute LBO asked aloud (docs/drills.md#quick-lbo). */
export const quickLboMeta = {
  slug: "quick-lbo",
  type: "QuickLBO",
  aliases: ["quicklbo"],
  family: "drill",
  topic: "lbo",
  correction: "session",
  pagePath: "/drills/quick-lbo",
  name: "Quick LBO",
  title: "Quick LBO Drill",
  cardTitle: "Quick LBO",
  description: "Entry and exit values, debt paydown, money multiple and IRR: the LBO done in your head.",
  typicalMinutes: 5,
  storage: { exercise: "quickLboDrill", answers: "quickLboDrillAnswers" },
} as const satisfies KindMeta;
