import type { KindMeta } from "../kind-meta";

/** The integrated three-year, three-statement modelling test (docs/modelling-tests.md#three-statement-model). */
export const threeStatementModelMeta = {
  slug: "three-statement-model",
  type: "ThreeStatementModel",
  aliases: [],
  family: "modelling-test",
  topic: "accounting",
  correction: "verified-email",
  pagePath: "/modelling-tests/three-statement-model",
  name: "Three-Statement Model",
  title: "Three-Statement Modelling Test",
  cardTitle: "Three-Statement Model",
  description:
    "Three years of income statement, balance sheet and cash flow from an opening balance sheet, with working-capital days and a revolver as the plug.",
  typicalMinutes: 90,
  storage: { exercise: "threeStatementModelTest", answers: "threeStatementModelTestAnswers" },
  testMinutes: [90],
} as const satisfies KindMeta;
