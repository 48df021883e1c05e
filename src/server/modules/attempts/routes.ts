import { Hono } from "hono";
import type { Kysely } from "kysely";
import { z } from "zod";
import { describe, layout } from "../../../engine";
import type { Database } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { notFound } from "../../http/errors";
import { queryParams } from "../../http/request-validation";
import { requireUser } from "../../http/session";
import { correctionOf } from "../kinds/correction";
import { gridPayload } from "../kinds/grid-payload";
import { solvedModelFile } from "../workbooks/solved-model";
import { xlsxDownloadHeaders } from "../workbooks/workbook-format";
import { deleteExercise, findExercise, listExercises } from "./repository";

const pageSchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  // The cursor is the last item's "<ISO date>|<id>", as returned in `nextCursor`.
  cursor: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z\|[\w-]{1,64}$/, "is not a valid cursor")
    // The date must be a real instant: PostgreSQL refuses "2026-13-45T99:99Z" with an error, not an empty page.
    .refine((cursor) => isIsoInstant(cursor.split("|")[0] ?? ""), "is not a valid cursor")
    .optional(),
});

/** The signed-in user's own history: list (paged), one record with its correction, its solved model, delete. */
export function exerciseRoutes({ db }: { db: Kysely<Database> }) {
  return new Hono<AppEnv>()
    .get("/", queryParams(pageSchema), async (c) => {
      const user = await requireUser(c);
      const { limit, cursor } = c.req.valid("query");
      const [date = "", id = ""] = cursor?.split("|") ?? [];
      const items = await listExercises(db, user.id, { limit, before: cursor ? { date, id } : undefined });
      const last = items.at(-1);
      return c.json({ items, nextCursor: items.length === limit && last ? `${last.date}|${last.id}` : null });
    })
    .get("/:id", async (c) => {
      const user = await requireUser(c);
      const exercise = await findExercise(db, user.id, c.req.param("id"));
      if (!exercise) throw notFound("Exercise");
      // The same checker as at validation, on the saved statement and answers, so the marks always agree.
      const correction = correctionOf(exercise.exerciseType, exercise.statement, exercise.userAnswers);
      const grid = layout(exercise.exerciseType, exercise.statement);
      return c.json({
        exercise,
        correction,
        description: describe(exercise.exerciseType, exercise.statement),
        ...gridPayload(grid),
      });
    })
    .get("/:id/workbook", async (c) => {
      const user = await requireUser(c);
      const exercise = await findExercise(db, user.id, c.req.param("id"));
      if (!exercise) throw notFound("Exercise");
      const { bytes, filename } = await solvedModelFile({
        type: exercise.exerciseType,
        seed: exercise.seed,
        statement: exercise.statement,
        answers: exercise.userAnswers,
      });
      return c.body(bytes, 200, xlsxDownloadHeaders(filename));
    })
    .delete("/:id", async (c) => {
      const user = await requireUser(c);
      if (!(await deleteExercise(db, user.id, c.req.param("id")))) throw notFound("Exercise");
      return c.json({ deleted: true });
    });
}

// Cursors carry the date exactly as toISOString writes it, so anything else is not one of ours.
function isIsoInstant(text: string): boolean {
  const date = new Date(text);
  return !Number.isNaN(date.getTime()) && date.toISOString() === text;
}
