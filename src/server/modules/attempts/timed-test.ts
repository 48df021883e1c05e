import { KIND_BY_TYPE, type KindType } from "../../../contract/kinds";
import { ApiError } from "../../http/errors";

/** What a modelling test's submission may add to its answers (docs/modelling-tests.md#timed-test-mode). */
export interface TimedTestFields {
  timedMinutes: number | null;
  recommendation: string | null;
}

/**
 * The duration and the recommendation of a submission, as saved: a duration must be one of the kind's test
 * durations (400 for any other), and a recommendation of blanks alone is none.
 */
export function timedTestFields(
  type: KindType,
  given: { timedMinutes?: number | null; recommendation?: string | null },
): TimedTestFields {
  const timedMinutes = given.timedMinutes ?? null;
  const durations: readonly number[] = KIND_BY_TYPE[type].testMinutes ?? [];
  if (timedMinutes !== null && !durations.includes(timedMinutes)) {
    throw new ApiError(
      400,
      "INVALID_REQUEST",
      durations.length === 0
        ? "timedMinutes: this exercise has no timed test mode."
        : `timedMinutes: must be one of ${durations.join(", ")} for this test.`,
    );
  }
  const recommendation = given.recommendation?.trim() ? given.recommendation : null;
  return { timedMinutes, recommendation };
}

/** A form field's duration ("90"): null when absent; a 400 for anything but whole minutes. */
export function timedMinutesField(text: string | undefined): number | null {
  if (text === undefined || text === "") return null;
  if (!/^\d{1,3}$/.test(text))
    throw new ApiError(400, "INVALID_REQUEST", "timedMinutes: must be a whole number of minutes.");
  return Number(text);
}
