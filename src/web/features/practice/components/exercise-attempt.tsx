import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { newExerciseQueryOptions, useCheckAnswers } from "../../../api/kinds";
import { ExerciseSheet } from "../../../components/exercise-sheet/exercise-sheet";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";

/**
 * An exercise answered inline: the grid of `slug` (the given seed, or a fresh draw), checked on the server;
 * `onGraded` gets the percent score.
 */
export function ExerciseAttempt({
  slug,
  seed,
  mockInterviewId,
  onGraded,
}: {
  slug: string;
  seed?: number;
  mockInterviewId?: string;
  onGraded: (score: number) => void;
}) {
  const exercise = useQuery(
    newExerciseQueryOptions(slug, seed === undefined ? { queueDraw: true } : { seed }),
  );
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const check = useCheckAnswers(slug);

  if (exercise.isPending) return <p role="status">Loading the exercise…</p>;
  if (exercise.isError) return <Alert tone="error">{exercise.error.message}</Alert>;
  const { data } = exercise;
  const correction = check.data;
  return (
    <ExerciseSheet
      type={data.type}
      grid={data}
      description={data.description}
      answers={answers}
      checked={correction?.cells}
      onAnswerChange={
        correction ? undefined : (key, value) => setAnswers((current) => ({ ...current, [key]: value }))
      }
    >
      <div className="mt-4 space-y-3">
        {correction ? (
          <p className="text-2xl font-bold tabular">
            <span className="sr-only">Score: </span>
            {correction.score}%
          </p>
        ) : (
          <Button
            onClick={() =>
              check.mutate(
                { seed: data.seed, answers, mockInterviewId },
                { onSuccess: (result) => onGraded(result.score) },
              )
            }
            disabled={check.isPending}
          >
            {check.isPending ? "Validating..." : "Validate Answers"}
          </Button>
        )}
        {check.isError && <Alert tone="error">{check.error.message}</Alert>}
      </div>
    </ExerciseSheet>
  );
}
