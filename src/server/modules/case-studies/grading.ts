import type { Kysely } from "kysely";
import { type CaseStudyType, ENGINE_VERSION, generate, kindOf, type Statement } from "../../../engine";
import type { Database } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import type { SessionUser } from "../../http/app-env";
import { ApiError } from "../../http/errors";
import { type AnswerSource, insertExercise } from "../exercises/repository";
import type { Practice } from "../review/graded-attempt";
import { practiceItemOf } from "../review/practice-items";
import { correctionOf } from "./correction";

/** docs/marking.md#who-sees-a-correction: the 401 of a signed-out check. */
export const CORRECTION_SIGN_IN_MESSAGE = "You must be logged in to see the correction of this case study.";

/** docs/marking.md#who-sees-a-correction: some kinds need a verified email, others only a session. */
export function assertMaySeeCorrection(user: SessionUser, type: CaseStudyType): void {
  if (kindOf(type).meta.correction === "verified-email" && !user.emailVerified) {
    throw new ApiError(
      403,
      "EMAIL_NOT_VERIFIED",
      "You must be logged in with a verified email to see the correction. Please log in / verify your email.",
    );
  }
}

// The statements of the seeds checked last, so that a student checking again, or the history viewer, does
// not work the same exercise out afresh (correction.ts keeps its working per statement).
const recentStatements = new Map<string, Statement>();
const recentStatementCount = 1_000;

/** generate(type, seed), the same object for a seed checked recently. */
function recentStatement(type: CaseStudyType, seed: number): Statement {
  const key = `${type}:${seed}`;
  const known = recentStatements.get(key);
  if (known) return known;
  const statement = generate(type, seed);
  if (recentStatements.size >= recentStatementCount)
    recentStatements.delete(recentStatements.keys().next().value ?? "");
  recentStatements.set(key, statement);
  return statement;
}

/**
 * Grades answers on the statement rebuilt from the seed, saves the attempt, reviews its practice card (and
 * a mock interview's part) and returns the check's answer.
 */
export async function gradeAndSave(
  db: Kysely<Database>,
  practice: Practice,
  user: SessionUser,
  attempt: {
    type: CaseStudyType;
    seed: number;
    answers: unknown;
    timeSpentSeconds: number | null;
    source: AnswerSource;
    mockInterviewId?: string;
  },
) {
  const { type, seed } = attempt;
  const recordScore = await practice.begin(user.id, {
    item: practiceItemOf(type),
    seed,
    mockInterviewId: attempt.mockInterviewId,
  });
  const statement = recentStatement(type, seed);
  const result = correctionOf(type, statement, attempt.answers);
  // A grid with no answer at all is no attempt: saving it would only drag the average down (issue #20).
  if (result.cells.every((cell) => cell.given.trim() === "")) {
    throw new ApiError(
      400,
      "NO_ANSWERS",
      "Every cell is empty: type at least one answer before validating. Nothing was saved.",
    );
  }
  const userAnswers = Object.fromEntries(result.cells.map((cell) => [cell.key, cell.given]));
  // The attempt and its review (and a mock interview's part) are saved together or not at all.
  const saved = await inTransaction(db, async (trx) => {
    const exercise = await insertExercise(trx, user.id, {
      exerciseType: type,
      userAnswers,
      statement,
      score: result.score,
      methodScore: result.methodScore,
      seed,
      engineVersion: ENGINE_VERSION,
      timeSpentSeconds: attempt.timeSpentSeconds,
      source: attempt.source,
    });
    await recordScore(trx, result.score, { exerciseId: exercise.id });
    return exercise;
  });
  return {
    exerciseId: saved.id,
    score: result.score,
    methodScore: result.methodScore,
    cells: result.cells,
    workings: result.workings ?? [],
  };
}
