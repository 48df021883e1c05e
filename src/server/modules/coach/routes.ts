import { Hono } from "hono";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Coach, GradeInput } from "../../../coach";
import { MAX_ANSWER_LENGTH } from "../../../contract/limits";
import type { Database } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { ApiError, notFound } from "../../http/errors";
import { jsonBody } from "../../http/request-validation";
import { requireUser } from "../../http/session";
import type { Logger } from "../../logger";
import { findActiveQuestion } from "../questions/repository";
import { enforceRateLimit } from "../rate-limit/rate-limit";
import type { RateLimitRule } from "../rate-limit/repository";
import type { Practice } from "../review/graded-attempt";
import { rescoreReview } from "../review/practice";
import { confirmationProblem, confirmedScore, savedGrading } from "./confirmation";
import { findAttemptToConfirm, listBestAnswers, saveConfirmation, saveEvaluation } from "./repository";

const evaluateSchema = z
  .object({
    questionId: z.string().min(1).max(64).optional(),
    answer: z.string(),
    correctAnswer: z.string().max(MAX_ANSWER_LENGTH).optional(),
    question: z.string().max(2_000).optional(),
    mockInterviewId: z.string().min(1).max(64).optional(),
  })
  .refine((body) => body.questionId || body.correctAnswer, {
    message: "Give a questionId, or a correctAnswer to compare with",
    path: ["questionId"],
  })
  .refine((body) => body.questionId || !body.mockInterviewId, {
    message: "A mock interview's answer names its questionId",
    path: ["questionId"],
  });

const confirmSchema = z.object({
  keyPoints: z.array(z.enum(["covered", "missing"])).max(100),
  disputedClaims: z.array(z.number().int().min(0)).max(100).optional(),
});

// Attempt ids are PostgreSQL `serial` values: anything else names no attempt.
const maxAttemptId = 2 ** 31 - 1;

function attemptIdOf(param: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= maxAttemptId ? id : null;
}

export const coachSignInMessage = "You must be logged in to evaluate your answer with our AI coach.";

/**
 * Coach evaluation (best answer kept per question, every attempt recorded), the student's confirmation of an
 * evaluation's key points, and the user's best answers.
 */
export function coachRoutes({
  db,
  coach,
  logger,
  rateLimit,
  practice,
}: {
  db: Kysely<Database>;
  coach: Coach;
  logger: Logger;
  rateLimit: RateLimitRule;
  practice: Practice;
}) {
  return new Hono<AppEnv>()
    .post("/evaluate-answer", jsonBody(evaluateSchema), async (c) => {
      const user = await requireUser(c, coachSignInMessage);
      const body = c.req.valid("json");
      const answer = body.answer.trim();
      if (answer.length === 0)
        throw new ApiError(400, "INVALID_REQUEST", "answer: write an answer before submitting");
      if (answer.length > MAX_ANSWER_LENGTH) {
        throw new ApiError(
          413,
          "ANSWER_TOO_LONG",
          `Your answer is too long: keep it under ${MAX_ANSWER_LENGTH.toLocaleString("en-US")} characters.`,
        );
      }
      await enforceRateLimit(db, `coach:${user.id}`, rateLimit);

      // With a question id the server's own model answer is used; a client-sent one is ignored.
      const question = body.questionId ? await findActiveQuestion(db, body.questionId) : null;
      if (body.questionId && !question) throw notFound("Question");
      const recordScore = question
        ? await practice.begin(user.id, {
            item: { kind: "question", ref: question.id, topic: question.topic },
            mockInterviewId: body.mockInterviewId,
          })
        : null;
      const input: GradeInput = {
        question: question?.question ?? body.question ?? "",
        modelAnswer: question?.answer ?? body.correctAnswer ?? "",
        keyPoints: question?.keyPoints,
        misconceptions: question?.misconceptions,
        answer,
      };
      const result = await coach.grade(input);
      // Graded first, saved in one transaction: the review, the attempt and the best answer land together,
      // and two answers of one user are saved one after the other (both lock the user).
      const { attemptId, previousBest } = await db.transaction().execute(async (trx) => {
        const reviewId = (await recordScore?.(trx, result.score)) ?? null;
        return saveEvaluation(trx, {
          userId: user.id,
          questionId: question?.id ?? null,
          answer,
          score: result.score,
          gradedBy: result.gradedBy,
          timestamp: new Date().toISOString(),
          grading: savedGrading(result, input.keyPointWeights),
          reviewId,
          evaluation: result.evaluation,
        });
      });
      if (result.gradedBy === "builtin-fallback") logger.warn("coach fell back to the built-in grader");
      return c.json({
        attemptId,
        score: result.score,
        evaluation: result.evaluation,
        coveredPoints: result.coveredPoints,
        missingPoints: result.missingPoints,
        keyPoints: result.keyPoints,
        claims: result.claims,
        confidence: result.confidence,
        gradedBy: result.gradedBy,
        correctAnswer: question?.answer ?? body.correctAnswer ?? "",
        bestScore: previousBest === null ? result.score : Math.max(previousBest, result.score),
        // A first attempt is kept as the best answer but beats nothing: the screen says so apart.
        firstAttempt: question !== null && previousBest === null,
        isNewBest: previousBest !== null && result.score > previousBest,
      });
    })
    .post("/evaluate-answer/:attemptId/confirm", jsonBody(confirmSchema), async (c) => {
      const user = await requireUser(c, coachSignInMessage);
      const attemptId = attemptIdOf(c.req.param("attemptId"));
      const body = c.req.valid("json");
      await enforceRateLimit(db, `coach-confirm:${user.id}`, rateLimit);
      // Another user's attempt is as unknown as one that does not exist.
      const attempt = attemptId === null ? null : await findAttemptToConfirm(db, user.id, attemptId);
      if (attemptId === null || !attempt) throw notFound("Attempt");
      const { grading } = attempt;
      if (!grading || grading.statuses.length === 0) {
        throw new ApiError(409, "NOTHING_TO_CONFIRM", "This evaluation has no key points to confirm.");
      }
      const confirmation = { keyPoints: body.keyPoints, disputedClaims: body.disputedClaims ?? [] };
      const problem = confirmationProblem(grading, confirmation);
      if (problem) throw new ApiError(400, "INVALID_REQUEST", problem);
      const score = confirmedScore(grading, confirmation);
      // The confirmation and the review it rescores land together; a new confirmation replaces both.
      await db.transaction().execute(async (trx) => {
        await saveConfirmation(trx, user.id, attemptId, confirmation, score);
        if (attempt.reviewId !== null) {
          await rescoreReview(trx, { userId: user.id, reviewId: attempt.reviewId, score });
        }
      });
      return c.json({ confirmedScore: score });
    })
    .get("/my-answers", async (c) => {
      const user = await requireUser(c, "Vous devez être connecté pour voir vos réponses.");
      return c.json({ answers: await listBestAnswers(db, user.id) });
    });
}
