import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Clock } from "../../clock";
import type { Database } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { requireUser } from "../../http/session";
import { readiness, todayQueue } from "./practice";
import { listCards } from "./repository";

const signInMessage = "You must be logged in to see your reviews.";

/** The signed-in user's spaced-repetition cards, today's queue and readiness per topic. */
export function reviewRoutes({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
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
    .get("/readiness", async (c) => {
      const user = await requireUser(c, signInMessage);
      return c.json(await readiness(db, user.id, clock()));
    });
}
