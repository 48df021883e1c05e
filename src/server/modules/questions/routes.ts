import { Hono } from "hono";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { queryParams } from "../../http/request-validation";
import { requireUser } from "../../http/session";
import { exportFormats, exportQuestions } from "./export-formats";
import { listActiveQuestions } from "./repository";

const exportQuery = z.object({
  format: z.enum(exportFormats, { error: `format must be one of: ${exportFormats.join(", ")}` }),
});

/** The question bank; model answers and key points only for signed-in users. */
export function questionRoutes({ db }: { db: Kysely<Database> }) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const [questions, user] = await Promise.all([listActiveQuestions(db), c.var.currentUser()]);
      return c.json({
        questions: questions.map((question) => ({
          id: question.id,
          topic: question.topic,
          difficulty: question.difficulty,
          frequency: question.frequency,
          question: question.question,
          ...(user ? { answer: question.answer, keyPoints: question.keyPoints } : {}),
        })),
      });
    })
    .get(
      "/export",
      // Signed out is a 401 whatever the format, so the session is checked before the query.
      async (c, next) => {
        await requireUser(c, "You must be logged in to export the questions.");
        await next();
      },
      queryParams(exportQuery),
      async (c) => {
        const file = exportQuestions(await listActiveQuestions(db), c.req.valid("query").format);
        return c.body(file.body, 200, {
          "Content-Type": file.contentType,
          "Content-Disposition": `attachment; filename="${file.fileName}"`,
        });
      },
    );
}
