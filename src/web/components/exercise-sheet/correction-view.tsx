import type { CaseStudyType, Working } from "../../../engine";
import { CaseStudySheet } from "./exercise-sheet";
import type { Answers, CaseStudyGridData, CheckedCell } from "./types";

/**
 * The read-only correction of a case study: the statement, the student's answers marked correct or
 * incorrect, "Correct: {expected}" and the worked explanation of each wrong cell. The exercise screens
 * show the same sheet once validated; the saved-exercise viewer shows it from history.
 */
export function CorrectionView({
  type,
  grid,
  description,
  answers,
  cells,
  workings,
}: {
  type: CaseStudyType;
  grid: CaseStudyGridData;
  description: readonly string[];
  answers: Answers;
  cells: readonly CheckedCell[];
  workings?: readonly Working[];
}) {
  return (
    <CaseStudySheet
      type={type}
      grid={grid}
      description={description}
      answers={answers}
      checked={cells}
      workings={workings}
    />
  );
}
