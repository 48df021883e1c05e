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
  typicalMinutes: 4,
  storage: { exercise: "dilutedSharesDrill", answers: "dilutedSharesAnswers" },
} as const satisfies KindMeta;
