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
  intro:
    "Build an integrated model from the 2024 balance sheet: the income statement, the cash flow statement and the balance sheet, tied together until it balances every year.",
  typicalMinutes: 90,
  storage: { exercise: "threeStatementModelTest", answers: "threeStatementModelTestAnswers" },
  grid: { tableCaption: "Three-statement model by year", singleValuesTitle: "Single values" },
  testMinutes: [90],
} as const satisfies KindMeta;
