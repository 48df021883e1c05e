import type { KindMeta } from "../kind-meta";

/** The five-year LBO modelling test of private-equity recruiting (docs/modelling-tests.md#lbo-model). */
export const lboModelMeta = {
  slug: "lbo-model",
  type: "LBOModel",
  aliases: [],
  family: "modelling-test",
  topic: "lbo",
  correction: "verified-email",
  pagePath: "/modelling-tests/lbo-model",
  name: "LBO Model",
  title: "LBO Modelling Test",
  cardTitle: "LBO Model",
  description:
    "Sources and uses, five years of operations, a revolver, an amortising term loan with a cash sweep and bullet notes, then the returns.",
  typicalMinutes: 90,
  storage: { exercise: "lboModelTest", answers: "lboModelTestAnswers" },
  testMinutes: [90, 180],
} as const satisfies KindMeta;
