import { Hono } from "hono";
import type { Kysely } from "kysely";
import { z } from "zod";
import { checkRequestSchema } from "../../../contract/exercise-payloads";
import { casePack, describe, layout } from "../../../engine";
import type { Database } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { notFound } from "../../http/errors";
import { jsonBody, queryParams } from "../../http/request-validation";
import { requireUser } from "../../http/session";
import { correctionOf } from "../kinds/correction";
import { assertMaySeeCorrection, CORRECTION_SIGN_IN_MESSAGE } from "../kinds/correction-access";
import { casePackPayload, gridPayload } from "../kinds/grid-payload";
import { kindFromPath } from "../kinds/kind-from-path";
import { inProcessRateLimit } from "../rate-limit/rate-limit";
import type { RateLimitRule } from "../rate-limit/repository";
import type { Practice } from "../review/graded-attempt";
import { plainCheckRequest } from "./check-request";
import { gradeAndSave } from "./grading";
import { deleteAttempt, findAttempt, listAttempts } from "./repository";
import { timedTestFields } from "./timed-test";

/** The check of a kind's answers: graded on the statement rebuilt from the seed, then saved as an attempt. */
export function checkRoutes({
  db,
  practice,
  checkLimit,
}: {
  db: Kysely<Database>;
  practice: Practice;
  checkLimit: RateLimitRule;
}) {
  const countCheck = inProcessRateLimit(checkLimit);
  return new Hono<AppEnv>().post(
    "/:type/check",
    jsonBody(checkRequestSchema, plainCheckRequest),
    async (c) => {
      const type = kindFromPath(c.req.param("type"));
      const user = await requireUser(c, CORRECTION_SIGN_IN_MESSAGE);
      countCheck(user.id);
      assertMaySeeCorrection(user, type);
      const body = c.req.valid("json");
      const graded = await gradeAndSave(db, practice, user, {
        type,
        seed: body.seed,
        answers: body.answers,
        timeSpentSeconds: body.timeSpentSeconds ?? null,
        source: "screen",
        mockInterviewId: body.mockInterviewId,
        ...timedTestFields(type, body),
      });
      return c.json(graded);
    },
  );
}

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

/**
 * The signed-in user's own history: list (paged), one attempt with its correction, delete. The solved model
 * of an attempt is the workbooks module's (workbooks/routes.ts).
 */
export function attemptRoutes({ db }: { db: Kysely<Database> }) {
  return new Hono<AppEnv>()
    .get("/", queryParams(pageSchema), async (c) => {
      const user = await requireUser(c);
      const { limit, cursor } = c.req.valid("query");
      const [date = "", id = ""] = cursor?.split("|") ?? [];
      const items = await listAttempts(db, user.id, { limit, before: cursor ? { date, id } : undefined });
      const last = items.at(-1);
      return c.json({ items, nextCursor: items.length === limit && last ? `${last.date}|${last.id}` : null });
    })
    .get("/:id", async (c) => {
      const user = await requireUser(c);
      const attempt = await findAttempt(db, user.id, c.req.param("id"));
      if (!attempt) throw notFound("Exercise");
      // The same checker as at validation, on the saved statement and answers, so the marks always agree.
      const correction = correctionOf(attempt.exerciseType, attempt.statement, attempt.userAnswers);
      const grid = layout(attempt.exerciseType, attempt.statement);
      return c.json({
        exercise: attempt,
        correction,
        description: describe(attempt.exerciseType, attempt.statement),
        ...casePackPayload(casePack(attempt.exerciseType, attempt.statement)),
        ...gridPayload(grid),
      });
    })
    .delete("/:id", async (c) => {
      const user = await requireUser(c);
      if (!(await deleteAttempt(db, user.id, c.req.param("id")))) throw notFound("Exercise");
      return c.json({ deleted: true });
    });
}

// Cursors carry the date exactly as toISOString writes it, so anything else is not one of ours.
function isIsoInstant(text: string): boolean {
  const date = new Date(text);
  return !Number.isNaN(date.getTime()) && date.toISOString() === text;
}
