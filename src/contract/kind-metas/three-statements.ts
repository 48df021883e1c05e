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
  intro: "Say what moves on each statement. Type decreases with a minus sign: -15, −15 or (15).",
  typicalMinutes: 2,
  storage: { exercise: "threeStatementsDrill", answers: "threeStatementsAnswers" },
  grid: { tableCaption: "Changes", singleValuesTitle: "Change on each line" },
} as const satisfies KindMeta;
