import { useId } from "react";
import { questionTopics } from "../../../../contract/question-topics";
import { difficulties, weakScoreThreshold } from "../question-labels";
import type { QuestionFilters } from "../question-picker";
import { FilterSelect } from "./filter-select";

const topicOptions = [
  { value: "", label: "All topics" },
  ...questionTopics.map((t) => ({ value: t.id, label: t.en })),
];
const difficultyOptions = [
  { value: "", label: "All levels" },
  ...difficulties.map((d) => ({ value: String(d.level), label: `${d.level}/3 · ${d.en}` })),
];

/** Review mode's hint: what it does, or what it found among the filtered questions. */
function reviewHint({
  reviewing,
  scoresPending,
  filtered,
  weakCount,
}: {
  reviewing: boolean;
  scoresPending: boolean;
  filtered: boolean;
  weakCount: number;
}): string {
  if (!reviewing) return `Questions you scored below ${weakScoreThreshold}/10 come first.`;
  if (scoresPending) return "Loading your scores...";
  if (weakCount === 0) {
    return `Nothing to review here: no question${filtered ? " matching these filters" : ""} is below ${weakScoreThreshold}/10. Questions come at random.`;
  }
  return `${weakCount} question${weakCount === 1 ? "" : "s"} below ${weakScoreThreshold}/10 come first, lowest score first.`;
}

/** The filters by topic and difficulty and, for a signed-in student, review mode (docs/screens.md#interview-questions). */
export function QuestionChooser({
  filters,
  onFiltersChange,
  disabled,
  review,
}: {
  filters: QuestionFilters;
  onFiltersChange: (filters: QuestionFilters) => void;
  disabled: boolean;
  /** Review mode's state; absent for a visitor, who has no scores to review. */
  review?: {
    on: boolean;
    onToggle: (on: boolean) => void;
    reviewing: boolean;
    scoresPending: boolean;
    weakCount: number;
  };
}) {
  const hintId = `${useId()}-review`;
  return (
    <fieldset className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
      <legend className="sr-only">Choose questions</legend>
      <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
        <FilterSelect
          label="Topic"
          options={topicOptions}
          value={filters.topic ?? ""}
          disabled={disabled}
          onChange={(event) => onFiltersChange({ ...filters, topic: event.target.value || null })}
        />
        <FilterSelect
          label="Difficulty"
          options={difficultyOptions}
          value={filters.difficulty === null ? "" : String(filters.difficulty)}
          disabled={disabled}
          onChange={(event) =>
            onFiltersChange({
              ...filters,
              difficulty: event.target.value ? Number(event.target.value) : null,
            })
          }
        />
        {review && (
          <div className="sm:col-span-2">
            <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
              <input
                type="checkbox"
                className="size-4 rounded border-slate-300 accent-brand-600 dark:border-slate-600"
                checked={review.on}
                disabled={disabled}
                onChange={(event) => review.onToggle(event.target.checked)}
                aria-describedby={hintId}
              />
              Review my weak questions
            </label>
            <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
              {reviewHint({ ...review, filtered: Boolean(filters.topic || filters.difficulty) })}
            </p>
          </div>
        )}
      </div>
    </fieldset>
  );
}
