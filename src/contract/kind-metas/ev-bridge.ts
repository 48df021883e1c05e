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
  typicalMinutes: 4,
  storage: { exercise: "evBridgeDrill", answers: "evBridgeAnswers" },
} as const satisfies KindMeta;
