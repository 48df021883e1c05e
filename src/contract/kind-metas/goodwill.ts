import type { KindMeta } from "../kind-meta";

/** Goodwill created by an acquisition (docs/drills.md#goodwill). */
export const goodwillMeta = {
  slug: "goodwill",
  type: "Goodwill",
  aliases: [],
  family: "drill",
  topic: "m-and-a",
  correction: "session",
  pagePath: "/drills/goodwill",
  name: "Goodwill",
  title: "Goodwill Drill",
  cardTitle: "Goodwill",
  description:
    "Offer premium, purchase price, the write-up and its deferred tax: how much goodwill the deal creates.",
  intro:
    "Pay a premium for the target, write off its old goodwill, write up its assets with their deferred tax, and find the goodwill the deal creates.",
  typicalMinutes: 4,
  storage: { exercise: "goodwillDrill", answers: "goodwillDrillAnswers" },
  grid: { tableCaption: "Answers", singleValuesTitle: "Purchase price allocation" },
} as const satisfies KindMeta;
