import type { ColumnType, Generated } from "kysely";

// Dates are ISO strings in SQLite and timestamptz in PostgreSQL; repositories read both through toIsoString.
type Timestamp = ColumnType<Date | string, Date | string, Date | string>;
// Booleans are 0/1 in SQLite and boolean in PostgreSQL.
type Flag = ColumnType<boolean | number, boolean | number, boolean | number>;
// A nullable column added after its table: inserts may leave it out.
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** Better Auth's user table, with the profile fields (first name, last name, school). */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Flag;
  image: string | null;
  firstName: string;
  lastName: string;
  school: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface AccountTable {
  id: string;
  userId: string;
  accountId: string;
  providerId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Timestamp | null;
  refreshTokenExpiresAt: Timestamp | null;
  scope: string | null;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** Shared by Better Auth's limiter and the app's own (resend, coach), so every instance sees one count. */
export interface RateLimitTable {
  id: string;
  key: string;
  count: number;
  lastRequest: ColumnType<number, number | bigint, number | bigint>;
}

export interface ExerciseTable {
  id: string;
  userId: string;
  exerciseType: string;
  date: Timestamp;
  userAnswers: string; // JSON: cell key -> text typed
  statement: string; // JSON: the generated parameters
  score: number | null;
  // Right or right on the student's own figures, percent; null for attempts saved before it existed.
  methodScore: ColumnType<number | null, number | null | undefined, number | null>;
  seed: number;
  engineVersion: number;
  timeSpentSeconds: number | null;
  // "screen" | "workbook"; the column defaults to "screen".
  source: ColumnType<string, string | undefined, string>;
  // A timed modelling test's duration in minutes; null for practice.
  timedMinutes: ColumnType<number | null, number | null | undefined, number | null>;
  // The investment recommendation written with a modelling test; null when none.
  recommendation: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface QuestionTable {
  id: string;
  topic: string;
  difficulty: number;
  // "common" | "occasional" | "rare"; the column defaults to "occasional".
  frequency: ColumnType<string, string | undefined, string>;
  question: string;
  answer: string;
  keyPoints: string; // JSON string[]
  misconceptions: string; // JSON string[]
  retired: 0 | 1;
  updatedAt: Timestamp;
}

/** The best answer per user and question (docs/coach.md#best-answers). */
export interface UserAnswerTable {
  userId: string;
  questionId: string;
  answer: string;
  score: number;
  timestamp: Timestamp;
  /** The attempt this answer comes from; null for best answers saved before attempts were linked. */
  attemptId: Optional<number>;
}

/** Every coach evaluation, kept even when it did not beat the best answer. */
export interface AnswerAttemptTable {
  id: Generated<number>;
  userId: string;
  questionId: string | null;
  answer: string;
  score: number;
  gradedBy: string;
  timestamp: Timestamp;
  /** JSON: the decisions the score rule reads (SavedGrading); null before confirmations existed. */
  grading: Optional<string>;
  /** The reviewLog row this attempt recorded; null for an answer to no bank question. */
  reviewId: Optional<number>;
  /** JSON: the student's own decisions (Confirmation); null until confirmed. */
  confirmation: Optional<string>;
  confirmedScore: Optional<number>;
  /** The coach's text as the student read it; null before it was kept. */
  evaluation: Optional<string>;
}

/** One spaced-repetition card per user and item (a question id or an exercise slug), FSRS state. */
export interface ReviewCardTable {
  userId: string;
  kind: string; // "question" | "exercise"
  ref: string;
  topic: string;
  due: Timestamp;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number; // ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning
  lastReview: Timestamp | null;
  lastScore: number | null; // percent
}

/** Every graded attempt that reviewed a card, with its score in percent. */
export interface ReviewLogTable {
  id: Generated<number>;
  userId: string;
  kind: string;
  ref: string;
  topic: string;
  rating: number;
  score: number;
  reviewedAt: Timestamp;
  reviewDay: string; // YYYY-MM-DD (UTC)
}

/** Per user, kind and topic: graded attempts and the latest ten scores (percent, newest first). */
export interface ReviewTopicTable {
  userId: string;
  kind: string;
  topic: string;
  attempts: number;
  recentScores: string; // JSON number[]
}

export interface MockInterviewTable {
  id: string;
  userId: string;
  track: string;
  minutes: number;
  startedAt: Timestamp;
  endsAt: Timestamp;
  finishedAt: Timestamp | null;
  parts: string; // JSON: the parts in order
}

/** The latest graded answer to one part of a mock interview, in percent. */
export interface MockInterviewAnswerTable {
  mockInterviewId: string;
  partIndex: number;
  score: number;
  answeredAt: Timestamp;
  /** The reviewLog row the answer recorded: a question's coach evaluation carries the same id. Null before it was kept. */
  reviewId: Optional<number>;
  /** The exercise record of an exercise part's answer; null for a question, and before it was kept. */
  exerciseId: Optional<string>;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  rateLimit: RateLimitTable;
  exercise: ExerciseTable;
  question: QuestionTable;
  userAnswer: UserAnswerTable;
  answerAttempt: AnswerAttemptTable;
  reviewCard: ReviewCardTable;
  reviewLog: ReviewLogTable;
  reviewTopic: ReviewTopicTable;
  mockInterview: MockInterviewTable;
  mockInterviewAnswer: MockInterviewAnswerTable;
}

/** Normalises a timestamp column to an ISO string, whichever database produced it. */
export function toIsoString(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
