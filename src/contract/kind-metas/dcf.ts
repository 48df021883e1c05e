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
  intro:
    "Build the free cash flows, the cost of capital and two terminal values, then discount them to enterprise and equity value.",
  typicalMinutes: 25,
  storage: { exercise: "dcfCaseData", answers: "dcfTableData" },
  grid: { tableCaption: "DCF model by projection year", singleValuesTitle: "Cost of capital and valuation" },
} as const satisfies KindMeta;
