import type { KindMeta } from "../kind-meta";

/** Walk a change through the three statements (docs/drills.md#three-statements). */
export const threeStatementsMeta = {
  slug: "three-statements",
  type: "ThreeStatements",
  aliases: ["threestatements"],
  family: "drill",
  topic: "accounting",
  correction: "session",
  pagePath: "/drills/three-statements",
  name: "Three Statements",
  title: "Three Statements Drill",
  cardTitle: "Three statements",
  description:
    "Walk one change through the income statement, the cash flow statement and the balance sheet, with the sign right.",
  typicalMinutes: 2,
  storage: { exercise: "threeStatementsDrill", answers: "threeStatementsAnswers" },
} as const satisfies KindMeta;
