import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { notFound } from "../../http/errors";
import { requireUser } from "../../http/session";
import { allAttempts, attemptStats } from "../attempts/repository";
import { allAttempts as allAnswerAttempts, listBestAnswers } from "../coach/repository";
import { findProfile, progressByType } from "./repository";

/** The signed-in user's profile, stats and progress, and the download of all their data. */
export function profileRoutes({ db }: { db: Kysely<Database> }) {
  return new Hono<AppEnv>()
    .get("/", async (c) => {
      const user = await requireUser(c);
      const [profile, stats, progress] = await Promise.all([
        findProfile(db, user.id),
        attemptStats(db, user.id),
        progressByType(db, user.id),
      ]);
      if (!profile) throw notFound("Profile");
      return c.json({ profile, stats, progress });
    })
    .get("/export", async (c) => {
      const user = await requireUser(c);
      // The export's fields keep their names: `exercises` are the kinds' attempts, `answerAttempts` the coach's.
      const [profile, exercises, bestAnswers, answerAttempts] = await Promise.all([
        findProfile(db, user.id),
        allAttempts(db, user.id),
        listBestAnswers(db, user.id),
        allAnswerAttempts(db, user.id),
      ]);
      if (!profile) throw notFound("Profile");
      c.header("Content-Disposition", `attachment; filename="finance-interview-practice-data.json"`);
      return c.json({
        exportedAt: new Date().toISOString(),
        profile,
        exercises,
        bestAnswers,
        answerAttempts,
      });
    });
}
