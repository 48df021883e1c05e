import type { KindMeta } from "../kind-meta";

/** Ten timed calculations (docs/drills.md#mental-math). */
export const mentalMathMeta = {
  slug: "mental-math",
  type: "MentalMath",
  aliases: ["mentalmath"],
  family: "drill",
  topic: "markets-brainteasers",
  correction: "session",
  pagePath: "/drills/mental-math",
  name: "Mental Math",
  title: "Mental Math Drill",
  cardTitle: "Mental math",
  description: "Ten quick percentages, products, quotients, compounding and IRRs against the clock.",
  typicalMinutes: 3,
  storage: { exercise: "mentalMathDrill", answers: "mentalMathAnswers" },
  showsPace: true,
} as const satisfies KindMeta;
