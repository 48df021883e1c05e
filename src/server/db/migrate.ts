import { type Kysely, type Migration, Migrator } from "kysely";
import * as accounts from "./migrations/0001-accounts";
import * as exercises from "./migrations/0002-exercises";
import * as questions from "./migrations/0003-questions";
import * as progressIndex from "./migrations/0004-exercise-progress-index";
import * as questionFrequency from "./migrations/0005-question-frequency";
import * as practiceLoop from "./migrations/0006-practice-loop";
import * as exerciseSource from "./migrations/0007-exercise-source";
import * as reviewTopicTotals from "./migrations/0008-review-topic-totals";
import * as exerciseMethodScore from "./migrations/0009-exercise-method-score";
import * as reviewCardMemoryIndex from "./migrations/0010-review-card-memory-index";
import * as answerConfirmation from "./migrations/0011-answer-confirmation";
import * as mockInterviewAnswers from "./migrations/0012-mock-interview-answers";
import * as timedTests from "./migrations/0013-timed-tests";
import type { Database } from "./schema";

// Listed here, not read from disk, so the built server and the tests run the very same set.
const migrations: Record<string, Migration> = {
  "0001-accounts": accounts,
  "0002-exercises": exercises,
  "0003-questions": questions,
  "0004-exercise-progress-index": progressIndex,
  "0005-question-frequency": questionFrequency,
  "0006-practice-loop": practiceLoop,
  "0007-exercise-source": exerciseSource,
  "0008-review-topic-totals": reviewTopicTotals,
  "0009-exercise-method-score": exerciseMethodScore,
  "0010-review-card-memory-index": reviewCardMemoryIndex,
  "0011-answer-confirmation": answerConfirmation,
  "0012-mock-interview-answers": mockInterviewAnswers,
  "0013-timed-tests": timedTests,
};

/** Brings the schema up to date. Safe to run at every start and from several instances at once. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
