import type { Kysely } from "kysely";
import { type QuestionFrequency, questionFrequencies } from "../../../contract/question-topics";
import type { Database } from "../../db/schema";
import type { QuestionBankEntry } from "./question-bank";

export interface Question {
  id: string;
  topic: string;
  difficulty: number;
  frequency: QuestionFrequency;
  question: string;
  answer: string;
  keyPoints: string[];
  misconceptions: string[];
}

/** Rows stored before the frequency column existed read as "occasional" (migration 0005). */
const defaultFrequency: QuestionFrequency = "occasional";

/**
 * Makes the stored bank match the files: new entries are added, edited ones updated, and entries no
 * longer in the files are retired (never deleted, so users' answers to them survive). Idempotent.
 */
export async function syncQuestionBank(
  db: Kysely<Database>,
  entries: QuestionBankEntry[],
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const entry of entries) {
      const row = {
        id: entry.id,
        topic: entry.topic,
        difficulty: entry.difficulty,
        frequency: entry.frequency,
        question: entry.question,
        answer: entry.answer,
        keyPoints: JSON.stringify(entry.keyPoints),
        misconceptions: JSON.stringify(entry.misconceptions ?? []),
        retired: 0 as const,
        updatedAt: now.toISOString(),
      };
      await trx
        .insertInto("question")
        .values(row)
        .onConflict((conflict) => conflict.column("id").doUpdateSet({ ...row, id: undefined }))
        .execute();
    }
    const ids = entries.map((entry) => entry.id);
    let retire = trx.updateTable("question").set({ retired: 1, updatedAt: now.toISOString() });
    if (ids.length > 0) retire = retire.where("id", "not in", ids);
    await retire.execute();
  });
}

function toQuestion(row: {
  id: string;
  topic: string;
  difficulty: number;
  frequency: string;
  question: string;
  answer: string;
  keyPoints: string;
  misconceptions: string;
}): Question {
  return {
    id: row.id,
    topic: row.topic,
    difficulty: row.difficulty,
    frequency: toFrequency(row.frequency),
    question: row.question,
    answer: row.answer,
    keyPoints: JSON.parse(row.keyPoints) as string[],
    misconceptions: JSON.parse(row.misconceptions) as string[],
  };
}

function toFrequency(value: string): QuestionFrequency {
  return (questionFrequencies as readonly string[]).includes(value)
    ? (value as QuestionFrequency)
    : defaultFrequency;
}

const questionColumns = [
  "id",
  "topic",
  "difficulty",
  "frequency",
  "question",
  "answer",
  "keyPoints",
  "misconceptions",
] as const;

/** The questions in use, in a stable order. */
export async function listActiveQuestions(db: Kysely<Database>): Promise<Question[]> {
  const rows = await db
    .selectFrom("question")
    .select(questionColumns)
    .where("retired", "=", 0)
    .orderBy("id")
    .execute();
  return rows.map(toQuestion);
}

/** One question in use; a retired or unknown id gives null. */
export async function findActiveQuestion(db: Kysely<Database>, id: string): Promise<Question | null> {
  const row = await db
    .selectFrom("question")
    .select(questionColumns)
    .where("id", "=", id)
    .where("retired", "=", 0)
    .executeTakeFirst();
  return row ? toQuestion(row) : null;
}
