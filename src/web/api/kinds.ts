import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType, InferResponseType } from "hono/client";
import { apiFetch } from "../lib/api-client";
import { api, json } from "../lib/typed-api";
import { attemptKeys } from "./attempts";
import { invalidate } from "./invalidate";
import { profileKeys } from "./profile";
import { reviewKeys } from "./review";

const kindRoute = api["case-studies"][":type"];
const uploadRoute = api["case-studies"].workbook.check;

/**
 * Which exercise to load: the one of a known seed, or a fresh draw (the server picks the seed). A kind's screen
 * counts its draws; the day's queue draws its own, so neither shows the other's exercise.
 */
export type ExerciseRequest = { seed: number } | { draw: number } | { queueDraw: true };

/** Generated exercises, per kind's slug and request. No mutation invalidates them: a refetch would redraw. */
export const kindKeys = {
  all: ["kinds"] as const,
  exercise: (slug: string, request: ExerciseRequest) => [...kindKeys.all, slug, request] as const,
};

/** A generated exercise: seed, statement, its sentences and the answer grid; never the expected values. */
export type NewExercise = InferResponseType<typeof kindRoute.new.$get, 200>;

/** GET /api/case-studies/:slug/new, with `?seed=` to rebuild a known exercise. */
export function fetchNewExercise(slug: string, seed?: number): Promise<NewExercise> {
  return json(kindRoute.new.$get({ param: { type: slug }, query: seed === undefined ? {} : { seed } }));
}

/** A seed always gives the same exercise, and a draw is kept until the student asks for another one. */
export function newExerciseQueryOptions(slug: string, request: ExerciseRequest) {
  return queryOptions({
    queryKey: kindKeys.exercise(slug, request),
    queryFn: () => fetchNewExercise(slug, "seed" in request ? request.seed : undefined),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

// A saved attempt changes the history, the profile's stats, today's queue and readiness.
const changedByAnAttempt = [attemptKeys.all, profileKeys.all, reviewKeys.all] as const;

export type CheckAnswersInput = InferRequestType<typeof kindRoute.check.$post>["json"];
/** The correction: the saved exercise's id, the percent score and every cell marked. */
export type CheckAnswersResult = InferResponseType<typeof kindRoute.check.$post, 200>;

/**
 * POST /api/case-studies/:slug/check: graded on the server and saved to the signed-in user's history (inside a
 * mock interview when the input names one).
 */
export function checkAnswers(slug: string, input: CheckAnswersInput): Promise<CheckAnswersResult> {
  return json(kindRoute.check.$post({ param: { type: slug }, json: input }));
}

export function useCheckAnswers(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckAnswersInput) => checkAnswers(slug, input),
    // Not awaited: the correction shows at once, the lists refresh behind it.
    onSuccess: () => {
      void invalidate(queryClient, ...changedByAnAttempt);
    },
  });
}

/** The correction of an uploaded workbook: the same answer as the screen's check. */
export type UploadWorkbookResult = InferResponseType<typeof uploadRoute.$post, 200>;

/**
 * POST /api/case-studies/workbook/check (multipart fields `file`, and `kind`, the page's slug, so that another
 * kind's workbook is refused): graded on the server and saved to history.
 */
export async function uploadWorkbook({
  file,
  kind,
}: {
  file: File;
  kind: string;
}): Promise<UploadWorkbookResult> {
  const form = new FormData();
  form.append("kind", kind);
  form.append("file", file);
  const response = await apiFetch("/api/case-studies/workbook/check", { method: "POST", body: form });
  return (await response.json()) as UploadWorkbookResult;
}

export function useUploadWorkbook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadWorkbook,
    onSuccess: () => {
      void invalidate(queryClient, ...changedByAnAttempt);
    },
  });
}

/** GET /api/case-studies/:slug/workbook: the exercise of `seed` as a workbook to fill in, for a download link. */
export const workbookUrl = (slug: string, seed: number) =>
  `/api/case-studies/${encodeURIComponent(slug)}/workbook?seed=${seed}`;
