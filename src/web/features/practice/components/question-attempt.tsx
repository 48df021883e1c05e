import { useId, useState } from "react";
import { useEvaluateAnswer } from "../../../api/coach";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";

/** A bank question answered inline: the coach scores it; `onGraded` gets the score out of 10. */
export function QuestionAttempt({
  questionId,
  prompt,
  mockInterviewId,
  onGraded,
}: {
  questionId: string;
  prompt: string;
  mockInterviewId?: string;
  onGraded: (score: number) => void;
}) {
  const [answer, setAnswer] = useState("");
  const fieldId = useId();
  const evaluation = useEvaluateAnswer();
  const result = evaluation.data;
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (answer.trim() && !result)
          evaluation.mutate(
            { questionId, answer, mockInterviewId },
            { onSuccess: (graded) => onGraded(graded.score) },
          );
      }}
    >
      <label htmlFor={fieldId} className="block text-lg font-semibold">
        {prompt}
      </label>
      <textarea
        id={fieldId}
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        readOnly={Boolean(result)}
        rows={6}
        className="w-full rounded-lg border border-slate-300 bg-white p-3 dark:border-slate-600 dark:bg-slate-900"
      />
      {!result && (
        <Button type="submit" disabled={!answer.trim() || evaluation.isPending}>
          {evaluation.isPending ? "Evaluating your answer..." : "Submit"}
        </Button>
      )}
      {evaluation.isError && <Alert tone="error">{evaluation.error.message}</Alert>}
      {result && (
        <div className="space-y-2 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <p className="text-2xl font-bold tabular">
            <span className="sr-only">Score: </span>
            {result.score}/10
          </p>
          <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">{result.evaluation}</p>
          <details>
            <summary className="cursor-pointer font-medium">Correct answer</summary>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{result.correctAnswer}</p>
          </details>
        </div>
      )}
    </form>
  );
}
