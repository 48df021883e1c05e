import { KIND_SCREEN_TEXTS } from "../../../../contract/kind-screen-texts";
import { KIND_BY_TYPE, type KindType } from "../../../../contract/kinds";
import { useHydrated } from "../../../lib/use-hydrated";
import { ExerciseHeader, GeneratingExercise } from "./exercise-header";
import { ExerciseScreen } from "./exercise-screen";

/** The screen of any exercise kind (a case study or a drill): statement, answer grid, validation and correction. */
export function ExercisePage({ type }: { type: KindType }) {
  // A prerendered page hydrates with the loading state its HTML shows; the exercise kept in browser storage
  // is read right after (reading it while hydrating would make the page differ from its HTML).
  const hydrated = useHydrated();
  // Every kind's route renders this same component; the key gives each kind its own state.
  return hydrated ? <ExerciseScreen key={type} type={type} /> : <ExerciseLoadingScreen type={type} />;
}

/** The screen while its exercise loads, as prerendered: the same markup as ExerciseScreen's. */
function ExerciseLoadingScreen({ type }: { type: KindType }) {
  const screen = KIND_BY_TYPE[type];
  return (
    <div className="space-y-6">
      <ExerciseHeader title={screen.title} intro={KIND_SCREEN_TEXTS[type].intro} />
      <GeneratingExercise />
    </div>
  );
}
