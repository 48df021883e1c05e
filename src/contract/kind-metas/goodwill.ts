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
  typicalMinutes: 4,
  storage: { exercise: "goodwillDrill", answers: "goodwillDrillAnswers" },
} as const satisfies KindMeta;
