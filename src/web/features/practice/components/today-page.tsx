import { useEffect, useRef, useState } from "react";
import { useToday } from "../../../api/review";
import type { QueueItem } from "../../../api/review-today";
import { Alert } from "../../../components/ui/alert";
import { Button, ButtonLink } from "../../../components/ui/button";
import { readStored, writeStored } from "../../../lib/browser-storage";
import { cn } from "../../../lib/cn";
import { topicLabel } from "../../../lib/topic-labels";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { ExerciseAttempt } from "./exercise-attempt";
import { FlashcardReview } from "./flashcard-review";
import { QuestionAttempt } from "./question-attempt";

/** How a question of the queue is answered: typed for the coach, or turned over as a flashcard. */
type QuestionMode = "writing" | "flashcard";

// Kept across visits: a student revising on a phone picks flashcards once.
const questionModeKey = "today-question-mode";

const itemKey = (item: QueueItem) => `${item.kind}:${item.ref}`;

/** /today: the day's queue, one item at a time, answered inline; the next item once it is graded. */
export function TodayPage() {
  useDocumentTitle("Today");
  const today = useToday();
  // The queue as it was when the page opened: grading an item refreshes the server's queue underneath, while
  // the student works through the list shown. The streak follows the server.
  const [queue, setQueue] = useState<QueueItem[] | null>(null);
  const [position, setPosition] = useState(0);
  const [graded, setGraded] = useState(false);
  // The items graded on this visit, with their scores. A card answered today is often due again later the same
  // day (a learning step), so the server still counts it: the count here leaves out what was just done.
  const [done, setDone] = useState<ReadonlyMap<string, string>>(new Map());
  const [questionMode, setQuestionMode] = useState<QuestionMode>(() =>
    readStored<unknown>(questionModeKey, "writing") === "flashcard" ? "flashcard" : "writing",
  );
  const itemHeading = useRef<HTMLHeadingElement>(null);
  // "Next item" is gone once pressed: the next item's heading takes the focus, so the keyboard starts there.
  useEffect(() => {
    if (position > 0) itemHeading.current?.focus();
  }, [position]);

  if (today.isPending) return <p role="status">Loading...</p>;
  if (today.isError) return <Alert tone="error">{today.error.message}</Alert>;
  const { streak } = today.data;
  const toReview = today.data.items.filter(
    (item) => item.reason === "due" && !done.has(itemKey(item)),
  ).length;
  const items = queue ?? today.data.items;
  if (queue === null) setQueue(items);
  const current = items[position];
  const markDone = (item: QueueItem, score: string) => {
    setGraded(true);
    setDone((previous) => new Map(previous).set(itemKey(item), score));
  };
  const next = () => {
    setGraded(false);
    setPosition((value) => value + 1);
  };
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-3xl font-bold">Today</h1>
        <p className="text-slate-700 dark:text-slate-300">
          <span className="font-semibold">{toReview}</span> to review · streak{" "}
          <span className="font-semibold">{streak}</span> {streak === 1 ? "day" : "days"}
        </p>
      </header>
      {current ? (
        <section
          aria-labelledby="current-item"
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2
            id="current-item"
            ref={itemHeading}
            tabIndex={-1}
            className="text-sm font-medium text-slate-600 dark:text-slate-400"
          >
            {position + 1} of {items.length} · {current.reason === "due" ? "Due for review" : "New"} ·{" "}
            {topicLabel(current.topic, current.kind)}
          </h2>
          {current.kind === "question" && !graded && (
            <QuestionModeSwitch
              mode={questionMode}
              onChange={(mode) => {
                setQuestionMode(mode);
                writeStored(questionModeKey, mode);
              }}
            />
          )}
          <ItemAttempt
            key={`${position}-${current.ref}-${questionMode}`}
            item={current}
            questionMode={questionMode}
            onGraded={(score) => markDone(current, score)}
          />
          {graded && (
            <Button onClick={next}>
              {position + 1 < items.length ? "Next item" : "Finish today's queue"}
            </Button>
          )}
        </section>
      ) : (
        <Alert tone="success">
          Nothing left for today.{" "}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => {
              void today.refetch().then(() => {
                setQueue(null);
                setPosition(0);
                setDone(new Map());
              });
            }}
          >
            Check for more
          </button>
        </Alert>
      )}
      <QueueList items={items} position={position} done={done} />
      <ButtonLink to="/mock-interview" variant="secondary">
        Take a timed mock interview
      </ButtonLink>
    </div>
  );
}

/** The item's attempt; `onGraded` gets the score as the row shows it ("7.5/10", "80%"). */
function ItemAttempt({
  item,
  questionMode,
  onGraded,
}: {
  item: QueueItem;
  questionMode: QuestionMode;
  onGraded: (score: string) => void;
}) {
  if (item.kind === "exercise")
    return <ExerciseAttempt slug={item.ref} onGraded={(score) => onGraded(`${score}%`)} />;
  const Attempt = questionMode === "flashcard" ? FlashcardReview : QuestionAttempt;
  return (
    <Attempt questionId={item.ref} prompt={item.prompt ?? ""} onGraded={(score) => onGraded(`${score}/10`)} />
  );
}

const questionModes: Array<{ mode: QuestionMode; label: string }> = [
  { mode: "writing", label: "Answer in writing" },
  { mode: "flashcard", label: "Review as a flashcard" },
];

function QuestionModeSwitch({
  mode,
  onChange,
}: {
  mode: QuestionMode;
  onChange: (mode: QuestionMode) => void;
}) {
  return (
    // One under the other on a phone, where the two do not fit side by side.
    <fieldset className="grid gap-2 sm:flex sm:flex-wrap">
      <legend className="sr-only">How to answer</legend>
      {questionModes.map((option) => (
        <Button
          key={option.mode}
          variant="secondary"
          aria-pressed={option.mode === mode}
          className={cn(
            "aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-900",
            "dark:aria-pressed:border-brand-400 dark:aria-pressed:bg-brand-950 dark:aria-pressed:text-brand-100",
          )}
          onClick={() => onChange(option.mode)}
        >
          {option.label}
        </Button>
      ))}
    </fieldset>
  );
}

function QueueList({
  items,
  position,
  done,
}: {
  items: QueueItem[];
  position: number;
  done: ReadonlyMap<string, string>;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="queue-heading">
      <h2 id="queue-heading" className="text-xl font-semibold">
        Today's queue
      </h2>
      <ol className="mt-3 space-y-2">
        {items.map((item, index) => {
          const score = done.get(itemKey(item));
          return (
            <li
              key={itemKey(item)}
              aria-current={index === position ? "step" : undefined}
              className="rounded-lg border border-slate-200 px-3 py-2 aria-[current=step]:border-brand-500 dark:border-slate-700"
            >
              {/* An exercise is named by its kind, so its topic would only repeat the title. */}
              <span className="block font-medium">
                {item.kind === "question" ? item.prompt : topicLabel(item.ref, "exercise")}
              </span>
              <span className="block text-sm text-slate-600 dark:text-slate-400">
                {item.kind === "question" && `${topicLabel(item.topic, item.kind)} · `}
                {score !== undefined ? (
                  <span className="font-semibold text-emerald-700 dark:text-emerald-300">done · {score}</span>
                ) : item.reason === "due" ? (
                  "due"
                ) : (
                  "new"
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
