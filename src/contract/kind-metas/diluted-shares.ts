import type { KindMeta } from "../kind-meta";

/** Diluted shares by the treasury stock method (docs/drills.md#diluted-shares). */
export const dilutedSharesMeta = {
  slug: "diluted-shares",
  type: "DilutedShares",
  aliases: ["dilutedshares", "treasury-stock-method"],
  family: "drill",
  topic: "enterprise-equity-value",
  correction: "session",
  pagePath: "/drills/diluted-shares",
  name: "Diluted Shares",
  title: "Diluted Shares Drill",
  cardTitle: "Diluted shares",
  description:
    "Count diluted shares with the treasury stock method: options in and out of the money, RSUs and a convertible.",
  intro:
    "Apply the treasury stock method to the options, add the RSUs and the convertible if it is in the money.",
  typicalMinutes: 4,
  storage: { exercise: "dilutedSharesDrill", answers: "dilutedSharesAnswers" },
  grid: { tableCaption: "Dilution", singleValuesTitle: "Treasury stock method" },
} as const satisfies KindMeta;
