import { randomInt } from "node:crypto";
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { newExerciseQuerySchema } from "../../../contract/exercise-payloads";
import { MAX_RECOMMENDATION_LENGTH } from "../../../contract/limits";
import { generate, type KindType, kindOf, MAX_SEED, parseKindType } from "../../../engine";
import type { Database } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { ApiError, notFound } from "../../http/errors";
import { readUploadedFile } from "../../http/multipart-file";
import { queryParams } from "../../http/request-validation";
import { requireUser } from "../../http/session";
import { gradeAndSave } from "../attempts/grading";
import { findAttempt } from "../attempts/repository";
import { timedMinutesField, timedTestFields } from "../attempts/timed-test";
import { assertMaySeeCorrection, CORRECTION_SIGN_IN_MESSAGE } from "../kinds/correction-access";
import { kindFromPath } from "../kinds/kind-from-path";
import { enforceRateLimit } from "../rate-limit/rate-limit";
import type { RateLimitRule } from "../rate-limit/repository";
import type { Practice } from "../review/graded-attempt";
import { writeExercise } from "./case-sheet";
import { newWorkbook } from "./exceljs";
import { solvedModelFile } from "./solved-model";
import { MAX_WORKBOOK_BYTES, workbookTooLarge, xlsxDownloadHeaders } from "./workbook-format";
import type { WorkbookReaders } from "./workbook-readers";

/** The path of the upload, which alone accepts a body of up to MAX_WORKBOOK_BYTES (app.ts). */
export const WORKBOOK_UPLOAD_PATH = "/api/case-studies/workbook/check";

/**
 * The screen sends its own kind as the field `kind`: a workbook of another kind is refused before anything is
 * graded or saved. Without the field (an API client) the workbook's own kind decides.
 */
function assertUploadedOnItsPage(pageKind: string | undefined, workbookType: KindType): void {
  if (pageKind === undefined) return;
  const pageType = parseKindType(pageKind);
  if (pageType === null)
    throw new ApiError(
      400,
      "INVALID_REQUEST",
      `The field kind names no exercise: "${pageKind.slice(0, 40)}".`,
    );
  if (pageType === workbookType) return;
  const workbookName = kindOf(workbookType).meta.name;
  const pageName = kindOf(pageType).meta.name;
  throw new ApiError(
    400,
    "WRONG_WORKBOOK",
    `This workbook is for the ${workbookName} exercise, not the ${pageName} exercise: upload it on the ${workbookName} page, or download this page's workbook.`,
  );
}

/** An exercise as a blank .xlsx, and the grading of one filled in; mounted before the check route. */
export function workbookRoutes({
  db,
  practice,
  rateLimit,
  readers,
}: {
  db: Kysely<Database>;
  practice: Practice;
  rateLimit: RateLimitRule;
  readers: WorkbookReaders;
}) {
  return new Hono<AppEnv>()
    .post("/workbook/check", async (c) => {
      // Counted before the body is read: per student, or per address for requests signed out.
      const signedIn = await c.var.currentUser();
      await enforceRateLimit(
        db,
        signedIn ? `workbook-upload:${signedIn.id}` : `workbook-upload-ip:${c.var.clientIp}`,
        rateLimit,
      );
      const user = await requireUser(c, CORRECTION_SIGN_IN_MESSAGE);
      const { file, fields } = await readUploadedFile(c.req.raw, {
        field: "file",
        maxBytes: MAX_WORKBOOK_BYTES,
        tooLarge: workbookTooLarge,
      });
      const { type, seed, answers, recommendation } = await readers.read(file);
      assertUploadedOnItsPage(fields.kind, type);
      assertMaySeeCorrection(user, type);
      return c.json(
        await gradeAndSave(db, practice, user, {
          type,
          seed,
          answers,
          timeSpentSeconds: null,
          source: "workbook",
          ...timedTestFields(type, {
            timedMinutes: timedMinutesField(fields.timedMinutes),
            recommendation: fields.recommendation?.slice(0, MAX_RECOMMENDATION_LENGTH) || recommendation,
          }),
        }),
      );
    })
    .get("/:type/workbook", queryParams(newExerciseQuerySchema), async (c) => {
      const type = kindFromPath(c.req.param("type"));
      const seed = c.req.valid("query").seed ?? randomInt(0, MAX_SEED + 1);
      const book = await newWorkbook();
      writeExercise(book, type, seed, generate(type, seed));
      const bytes = await book.xlsx.writeBuffer();
      return c.body(
        new Uint8Array(bytes),
        200,
        xlsxDownloadHeaders(`${kindOf(type).meta.slug}-${seed}.xlsx`),
      );
    });
}

/** A saved attempt's solved model with live formulas, for its owner only; mounted beside the history. */
export function solvedModelRoutes({ db }: { db: Kysely<Database> }) {
  return new Hono<AppEnv>().get("/:id/workbook", async (c) => {
    const user = await requireUser(c);
    const attempt = await findAttempt(db, user.id, c.req.param("id"));
    if (!attempt) throw notFound("Exercise");
    const { bytes, filename } = await solvedModelFile({
      type: attempt.exerciseType,
      seed: attempt.seed,
      statement: attempt.statement,
      answers: attempt.userAnswers,
    });
    return c.body(bytes, 200, xlsxDownloadHeaders(filename));
  });
}
