import type { KindType } from "../../../contract/kinds";
import type { CasePack, Working } from "../../../engine";
import { ExerciseSheet } from "./exercise-sheet";
import type { Answers, CheckedCell, ExerciseGridData } from "./types";

/**
 * The read-only correction of an exercise: the statement, the student's answers marked correct or
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
  casePack,
}: {
  type: KindType;
  grid: ExerciseGridData;
  description: readonly string[];
  answers: Answers;
  cells: readonly CheckedCell[];
  workings?: readonly Working[];
  casePack?: CasePack;
}) {
  return (
    <ExerciseSheet
      type={type}
      grid={grid}
      description={description}
      answers={answers}
      checked={cells}
      workings={workings}
      casePack={casePack}
    />
  );
}
