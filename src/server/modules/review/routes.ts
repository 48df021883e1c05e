import { Hono } from "hono";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Clock } from "../../clock";
import type { Database } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { notFound } from "../../http/errors";
import { jsonBody } from "../../http/request-validation";
import { requireUser } from "../../http/session";
import { findActiveQuestion } from "../questions/repository";
import { enforceRateLimit } from "../rate-limit/rate-limit";
import type { RateLimitRule } from "../rate-limit/repository";
import { flashcardOf, reviewFlashcard } from "./flashcard";
import { readiness, todayQueue } from "./practice";
import { listCards } from "./repository";

const signInMessage = "You must be logged in to see your reviews.";

// One tick per key point; the question decides how many (a bank question has a handful).
const flashcardReviewSchema = z.object({ keyPoints: z.array(z.boolean()).max(100) });

/** The signed-in user's spaced-repetition cards, today's queue, readiness per topic and flashcard reviews. */
export function reviewRoutes({
  db,
  clock,
  flashcardLimit,
}: {
  db: Kysely<Database>;
  clock: Clock;
  flashcardLimit: RateLimitRule;
}) {
  async function activeQuestion(questionId: string) {
    const question = await findActiveQuestion(db, questionId);
    if (!question) throw notFound("Question");
    return question;
  }

  return new Hono<AppEnv>()
    .get("/review/cards", async (c) => {
      const user = await requireUser(c, signInMessage);
      const cards = await listCards(db, user.id);
      return c.json({
        cards: cards.map((card) => ({
          ref: card.ref,
          kind: card.kind,
          topic: card.topic,
          dueAt: card.due.toISOString(),
          state: card.state,
          reps: card.reps,
          lapses: card.lapses,
          lastScore: card.lastScore,
        })),
      });
    })
    .get("/review/today", async (c) => {
      const user = await requireUser(c, signInMessage);
      return c.json(await todayQueue(db, user.id, clock()));
    })
    .get("/review/questions/:questionId/flashcard", async (c) => {
      await requireUser(c, signInMessage);
      return c.json(flashcardOf(await activeQuestion(c.req.param("questionId"))));
    })
    .post("/review/questions/:questionId/flashcard", jsonBody(flashcardReviewSchema), async (c) => {
      const user = await requireUser(c, signInMessage);
      await enforceRateLimit(db, `flashcard:${user.id}`, flashcardLimit);
      const question = await activeQuestion(c.req.param("questionId"));
      const { keyPoints } = c.req.valid("json");
      return c.json(await reviewFlashcard(db, { userId: user.id, question, said: keyPoints, now: clock() }));
    })
    .get("/readiness", async (c) => {
      const user = await requireUser(c, signInMessage);
      return c.json(await readiness(db, user.id, clock()));
    });
}
