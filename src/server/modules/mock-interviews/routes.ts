import { randomInt, randomUUID } from "node:crypto";
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { z } from "zod";
import { mockInterviewMinutes, mockInterviewTracks } from "../../../contract/mock-interview";
import { MAX_SEED } from "../../../engine";
import type { Clock } from "../../clock";
import type { Database } from "../../db/schema";
import type { AppEnv } from "../../http/app-env";
import { notFound, tooManyRequests } from "../../http/errors";
import { jsonBody } from "../../http/request-validation";
import { requireUser } from "../../http/session";
import { listActiveQuestions } from "../questions/repository";
import { enforceRateLimit } from "../rate-limit/rate-limit";
import type { RateLimitRule } from "../rate-limit/repository";
import { readiness, reviewItem } from "../review/practice";
import { mockInterviewKinds } from "../review/practice-items";
import { composeMockInterview } from "./compose";
import { mockReport } from "./report";
import { reportAnswers } from "./report-answers";
import {
  evaluationsByReview,
  findMockInterview,
  insertMockInterview,
  listMockInterviews,
  type MockInterview,
  markFinished,
  openMockInterviewEnds,
  partAnswers,
  questionsById,
} from "./repository";

const startSchema = z.object({
  track: z.enum(mockInterviewTracks).default("ib"),
  minutes: z.union(mockInterviewMinutes.map((minutes) => z.literal(minutes))).default(30),
});

const signInMessage = "You must be logged in to take a mock interview.";

// Interviews a student may have running at once: each runs at most 45 minutes, and a person takes one at a time.
const maxOpenInterviews = 5;

/** Timed mock interviews: start one, read it back, finish it for the report; each user only their own. */
export function mockInterviewRoutes({
  db,
  clock,
  rateLimit,
}: {
  db: Kysely<Database>;
  clock: Clock;
  rateLimit: RateLimitRule;
}) {
  async function ownInterview(userId: string, id: string): Promise<MockInterview> {
    const interview = id.length <= 64 ? await findMockInterview(db, userId, id) : null;
    if (!interview) throw notFound("Mock interview");
    return interview;
  }

  /** The interview with its questions' texts and, once finished, its report with every answer and model answer. */
  async function withReport(userId: string, interview: MockInterview) {
    const answers = (await partAnswers(db, [interview.id])).get(interview.id) ?? [];
    const questions = await questionsById(
      db,
      interview.parts.flatMap((part) => (part.kind === "question" ? [part.questionId] : [])),
    );
    const evaluations = interview.finishedAt
      ? await evaluationsByReview(
          db,
          userId,
          answers.flatMap((answer) => (answer.reviewId === null ? [] : [answer.reviewId])),
        )
      : null;
    return {
      ...interview,
      parts: interview.parts.map((part) =>
        part.kind === "question"
          ? { ...part, question: questions.get(part.questionId)?.question ?? "" }
          : part,
      ),
      answered: answers.map((answer) => answer.partIndex),
      // Model answers only once it is over: a running interview must not give them away.
      report: evaluations
        ? {
            ...mockReport(interview, answers),
            answers: reportAnswers(interview.parts, answers, evaluations, questions),
          }
        : null,
    };
  }

  return new Hono<AppEnv>()
    .post("/", jsonBody(startSchema), async (c) => {
      const user = await requireUser(c, signInMessage);
      const { track, minutes } = c.req.valid("json");
      await enforceRateLimit(db, `mock-interview:${user.id}`, rateLimit);
      const now = clock();
      const running = await openMockInterviewEnds(db, user.id, now);
      const nextEnd = running.at(-maxOpenInterviews);
      if (nextEnd) {
        throw tooManyRequests(
          (nextEnd.getTime() - now.getTime()) / 1000,
          (seconds) =>
            `You already have ${running.length} mock interviews running. The next one ends in ${minutesText(seconds)}: please start a new one then.`,
        );
      }
      const [questions, ready] = await Promise.all([listActiveQuestions(db), readiness(db, user.id, now)]);
      const parts = composeMockInterview({
        track,
        minutes,
        questions,
        exercises: mockInterviewKinds,
        readiness: (kind, topic) =>
          ready.topics.find((entry) => entry.kind === kind && entry.topic === topic)?.readiness ?? 0,
        random: Math.random,
        seed: () => randomInt(0, MAX_SEED + 1),
      });
      const interview: MockInterview = {
        id: randomUUID(),
        track,
        minutes,
        startedAt: now.toISOString(),
        endsAt: new Date(now.getTime() + minutes * 60_000).toISOString(),
        finishedAt: null,
        parts,
      };
      await insertMockInterview(db, user.id, interview);
      return c.json(await withReport(user.id, interview), 201);
    })
    .get("/", async (c) => {
      const user = await requireUser(c, signInMessage);
      const interviews = await listMockInterviews(db, user.id, 50);
      const answers = await partAnswers(
        db,
        interviews.map((interview) => interview.id),
      );
      return c.json({
        mockInterviews: interviews.map(({ parts, ...interview }) => {
          const report = mockReport({ ...interview, parts }, answers.get(interview.id) ?? []);
          return {
            ...interview,
            parts: parts.length,
            score: interview.finishedAt ? report.score : null,
            secondsTaken: report.secondsTaken,
          };
        }),
      });
    })
    .get("/:id", async (c) => {
      const user = await requireUser(c, signInMessage);
      return c.json(await withReport(user.id, await ownInterview(user.id, c.req.param("id"))));
    })
    .post("/:id/finish", async (c) => {
      const user = await requireUser(c, signInMessage);
      const interview = await ownInterview(user.id, c.req.param("id"));
      const now = clock();
      if (await markFinished(db, user.id, interview.id, now)) {
        // Every part left unanswered counts as a failed review of its card.
        const answered = new Set(
          ((await partAnswers(db, [interview.id])).get(interview.id) ?? []).map((answer) => answer.partIndex),
        );
        for (const [index, part] of interview.parts.entries()) {
          if (answered.has(index)) continue;
          const ref = part.kind === "exercise" ? part.slug : part.questionId;
          await reviewItem(db, {
            userId: user.id,
            item: { kind: part.kind, ref, topic: part.topic },
            score: 0,
            now,
          });
        }
      }
      const finished = await ownInterview(user.id, interview.id);
      const answers = (await partAnswers(db, [finished.id])).get(finished.id) ?? [];
      return c.json({ id: finished.id, ...mockReport(finished, answers) });
    });
}

function minutesText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}
