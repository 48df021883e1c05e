import { Hono } from "hono";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Coach } from "../../../coach";
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
import { listBestAnswers, saveEvaluation } from "./repository";

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

export const coachSignInMessage = "You must be logged in to evaluate your answer with our AI coach.";

/** Coach evaluation (best answer kept per question, every attempt recorded) and the user's best answers. */
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
      const result = await coach.grade({
        question: question?.question ?? body.question ?? "",
        modelAnswer: question?.answer ?? body.correctAnswer ?? "",
        keyPoints: question?.keyPoints,
        misconceptions: question?.misconceptions,
        answer,
      });
      // Graded first, saved in one transaction: the attempt, the best answer and the review land together,
      // and two answers of one user are saved one after the other (saveEvaluation locks the user).
      const previousBest = await db.transaction().execute(async (trx) => {
        const previous = await saveEvaluation(trx, {
          userId: user.id,
          questionId: question?.id ?? null,
          answer,
          score: result.score,
          gradedBy: result.gradedBy,
          timestamp: new Date().toISOString(),
        });
        await recordScore?.(trx, result.score);
        return previous;
      });
      if (result.gradedBy === "builtin-fallback") logger.warn("coach fell back to the built-in grader");
      return c.json({
        score: result.score,
        evaluation: result.evaluation,
        coveredPoints: result.coveredPoints,
        missingPoints: result.missingPoints,
        gradedBy: result.gradedBy,
        correctAnswer: question?.answer ?? body.correctAnswer ?? "",
        bestScore: previousBest === null ? result.score : Math.max(previousBest, result.score),
        // A first attempt is kept as the best answer but beats nothing: the screen says so apart.
        firstAttempt: question !== null && previousBest === null,
        isNewBest: previousBest !== null && result.score > previousBest,
      });
    })
    .get("/my-answers", async (c) => {
      const user = await requireUser(c, "Vous devez être connecté pour voir vos réponses.");
      return c.json({ answers: await listBestAnswers(db, user.id) });
    });
}
