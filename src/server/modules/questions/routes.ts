import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { listActiveQuestions } from "./repository";

/** The question bank; model answers and key points only for signed-in users. */
export function questionRoutes({ db }: { db: Kysely<Database> }) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const [questions, user] = await Promise.all([listActiveQuestions(db), c.var.currentUser()]);
    return c.json({
      questions: questions.map((question) => ({
        id: question.id,
        topic: question.topic,
        difficulty: question.difficulty,
        question: question.question,
        ...(user ? { answer: question.answer, keyPoints: question.keyPoints } : {}),
      })),
    });
  });
}
