import type { KindMeta } from "../kind-meta";

/** The enterprise value bridge (docs/drills.md#enterprise-value-bridge). */
export const evBridgeMeta = {
  slug: "ev-bridge",
  type: "EnterpriseValue",
  aliases: ["enterprise-value", "enterprisevalue"],
  family: "drill",
  topic: "enterprise-equity-value",
  correction: "session",
  pagePath: "/drills/ev-bridge",
  name: "EV Bridge",
  title: "Enterprise Value Bridge Drill",
  cardTitle: "Enterprise value bridge",
  description:
    "Go from share price to enterprise value and multiples, then back from a peer multiple to a share price.",
  intro:
    "Bridge equity value to enterprise value, read the multiples, then value the company on a peer multiple.",
  typicalMinutes: 4,
  storage: { exercise: "evBridgeDrill", answers: "evBridgeAnswers" },
  grid: { tableCaption: "Bridge", singleValuesTitle: "The bridge, both ways" },
} as const satisfies KindMeta;
