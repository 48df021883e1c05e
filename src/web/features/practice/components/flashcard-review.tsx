import { useEffect, useId, useRef, useState } from "react";
import { useFlashcard, useReviewFlashcard } from "../../../api/review";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { formatTimeUntil } from "../../../lib/format";

/**
 * A bank question reviewed as a flashcard: the question, the model answer on demand, then its key points
 * for the student to tick; the server scores the ticks and schedules the card. `onGraded` gets the score.
 */
export function FlashcardReview({
  questionId,
  prompt,
  onGraded,
}: {
  questionId: string;
  prompt: string;
  onGraded: (score: number) => void;
}) {
  // Loaded with the question, so the answer shows at once when asked for.
  const flashcard = useFlashcard(questionId);
  const [shown, setShown] = useState(false);
  const answerHeading = useRef<HTMLHeadingElement>(null);
  // The button that showed the answer is gone: the answer takes the focus, so the keyboard carries on from it.
  useEffect(() => {
    if (shown) answerHeading.current?.focus();
  }, [shown]);
  const headingId = useId();

  return (
    <div className="space-y-4">
      <p className="text-lg font-semibold">{prompt}</p>
      {!shown ? (
        <Button onClick={() => setShown(true)}>Show the answer</Button>
      ) : (
        <section aria-labelledby={headingId} className="space-y-4">
          <h3 id={headingId} ref={answerHeading} tabIndex={-1} className="font-semibold">
            Correct answer
          </h3>
          {flashcard.isPending && <p role="status">Loading...</p>}
          {flashcard.isError && <Alert tone="error">{flashcard.error.message}</Alert>}
          {flashcard.data && (
            <KeyPointChecklist
              questionId={questionId}
              modelAnswer={flashcard.data.modelAnswer}
              keyPoints={flashcard.data.keyPoints}
              onGraded={onGraded}
            />
          )}
        </section>
      )}
    </div>
  );
}

function KeyPointChecklist({
  questionId,
  modelAnswer,
  keyPoints,
  onGraded,
}: {
  questionId: string;
  modelAnswer: string;
  keyPoints: string[];
  onGraded: (score: number) => void;
}) {
  const [said, setSaid] = useState(() => keyPoints.map(() => false));
  const review = useReviewFlashcard();
  const result = review.data;
  const resultBox = useRef<HTMLDivElement>(null);
  // "Done" is gone once the review is recorded: the score takes the focus, and "Next item" follows it.
  useEffect(() => {
    if (result) resultBox.current?.focus();
  }, [result]);
  const locked = Boolean(result) || review.isPending;

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!locked)
          review.mutate(
            { questionId, keyPoints: said },
            { onSuccess: (reviewed) => onGraded(reviewed.score) },
          );
      }}
    >
      <p className="text-slate-700 dark:text-slate-300">{modelAnswer}</p>
      <fieldset className="space-y-2">
        <legend className="mb-2 font-semibold">Key points: tick each one you said</legend>
        {keyPoints.map((point, index) => (
          <label
            // biome-ignore lint/suspicious/noArrayIndexKey: the points are the question's, in a fixed order.
            key={index}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-brand-500 has-checked:bg-brand-50 dark:border-slate-700 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-950/60"
          >
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
              checked={said[index] ?? false}
              disabled={locked}
              onChange={(event) => {
                const ticked = event.target.checked;
                setSaid((current) => current.map((value, at) => (at === index ? ticked : value)));
              }}
            />
            <span className="min-w-0 break-words">{point}</span>
          </label>
        ))}
      </fieldset>
      {!result && (
        <Button type="submit" disabled={review.isPending}>
          {review.isPending ? "Recording…" : "Done"}
        </Button>
      )}
      {review.isError && <Alert tone="error">{review.error.message}</Alert>}
      {result && (
        <div
          ref={resultBox}
          tabIndex={-1}
          className="space-y-1 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
        >
          <p className="text-2xl font-bold tabular">
            <span className="sr-only">Score: </span>
            {result.score}/10
          </p>
          <p className="text-slate-700 dark:text-slate-300">
            {result.rating}: this card comes back {formatTimeUntil(result.due)}.
          </p>
        </div>
      )}
    </form>
  );
}
