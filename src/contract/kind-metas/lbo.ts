import type { KindMeta } from "../kind-meta";

/** The paper LBO (docs/case-studies.md#lbo). */
export const lboMeta = {
  slug: "lbo",
  type: "LBO",
  aliases: [],
  family: "case-study",
  topic: "lbo",
  correction: "verified-email",
  pagePath: "/lbo",
  name: "LBO",
  title: "LBO Paper",
  cardTitle: "LBO Analysis",
  description:
    "Project sales to free cash flow under bullet or amortising debt, then compute the money multiple at exit.",
  typicalMinutes: 20,
  storage: { exercise: "lboParams", answers: "lboTableData" },
} as const satisfies KindMeta;
