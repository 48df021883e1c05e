import type { KindMeta } from "../kind-meta";

/** The DCF valuation (docs/case-studies.md#dcf); its correction needs only a session (docs/marking.md#who-sees-a-correction). */
export const dcfMeta = {
  slug: "dcf",
  type: "DCF",
  aliases: [],
  family: "case-study",
  topic: "dcf",
  correction: "session",
  pagePath: "/dcf",
  name: "DCF",
  title: "DCF Exercise",
  cardTitle: "DCF Valuation",
  description:
    "Build free cash flows, the CAPM cost of equity and WACC, two terminal values, and walk to equity value.",
  typicalMinutes: 25,
  storage: { exercise: "dcfCaseData", answers: "dcfTableData" },
} as const satisfies KindMeta;
