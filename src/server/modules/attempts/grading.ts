import type { Kysely } from "kysely";
import { ENGINE_VERSION, generate, type KindType, type Statement } from "../../../engine";
import type { Database } from "../../db/schema";
import { inTransaction } from "../../db/transaction";
import type { SessionUser } from "../../http/app-env";
import { ApiError } from "../../http/errors";
import { correctionOf } from "../kinds/correction";
import type { Practice } from "../review/graded-attempt";
import { practiceItemOf } from "../review/practice-items";
import { type AnswerSource, insertAttempt } from "./repository";
import type { TimedTestFields } from "./timed-test";

// The statements of the seeds checked last, so that a student checking again, or the history viewer, does
// not work the same exercise out afresh (kinds/correction.ts keeps its working per statement).
const recentStatements = new Map<string, Statement>();
const recentStatementCount = 1_000;

/** generate(type, seed), the same object for a seed checked recently. */
function recentStatement(type: KindType, seed: number): Statement {
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
    type: KindType;
    seed: number;
    answers: unknown;
    timeSpentSeconds: number | null;
    source: AnswerSource;
    mockInterviewId?: string;
  } & Partial<TimedTestFields>,
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
    const inserted = await insertAttempt(trx, user.id, {
      exerciseType: type,
      userAnswers,
      statement,
      score: result.score,
      methodScore: result.methodScore,
      seed,
      engineVersion: ENGINE_VERSION,
      timeSpentSeconds: attempt.timeSpentSeconds,
      source: attempt.source,
      timedMinutes: attempt.timedMinutes ?? null,
      recommendation: attempt.recommendation ?? null,
    });
    await recordScore(trx, result.score, { exerciseId: inserted.id });
    return inserted;
  });
  return {
    // The attempt's id, under the name the API has always given it.
    exerciseId: saved.id,
    score: result.score,
    methodScore: result.methodScore,
    cells: result.cells,
    workings: result.workings ?? [],
  };
}
