import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import type { Correction } from "../exercise-storage";
import type { Notice } from "../use-validation";

// A drill is asked aloud and answered quickly: its buttons say so.
const BUTTONS = {
  "case-study": { check: "Validate Answers", checking: "Validating...", again: "Generate New Exercise" },
  drill: { check: "Check", checking: "Checking...", again: "New numbers" },
  "modelling-test": { check: "Check the model", checking: "Checking...", again: "New test" },
} as const;

/** Under the grid: the server's refusals, 'Validate Answers', 'Generate New Exercise' and the score. */
export function ExerciseActions({
  family,
  notice,
  correction,
  pending,
  onValidate,
  onGenerateNew,
}: {
  family: keyof typeof BUTTONS;
  notice: Notice | null;
  correction: Correction | null;
  pending: boolean;
  onValidate: () => void;
  onGenerateNew: () => void;
}) {
  const buttons = BUTTONS[family];
  return (
    <div className="mt-6 space-y-4 border-t border-slate-200 pt-5 dark:border-slate-800">
      {notice?.kind === "unverified" && (
        <Alert tone="error">
          <p>{notice.message}</p>
          <p className="mt-1">
            <Link to="/profile" className="font-semibold underline underline-offset-2">
              Resend the verification email from your profile
            </Link>
          </p>
        </Alert>
      )}
      {notice?.kind === "error" && <Alert tone="error">{notice.message}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={onValidate} disabled={correction !== null || pending} className="w-full sm:w-auto">
          {pending ? buttons.checking : buttons.check}
        </Button>
        <Button
          variant="secondary"
          data-generate-new
          onClick={onGenerateNew}
          disabled={pending}
          className="w-full sm:w-auto"
        >
          {buttons.again}
        </Button>
        {correction && (
          <p className="text-sm text-slate-700 sm:ml-auto dark:text-slate-300">
            Score{" "}
            <span className="tabular text-base font-bold text-slate-900 dark:text-white">
              {correction.score} %
            </span>
            {correction.methodScore > correction.score && (
              <>
                {" · "}Method{" "}
                <span className="tabular text-base font-bold text-sky-800 dark:text-sky-200">
                  {correction.methodScore} %
                </span>
              </>
            )}
          </p>
        )}
      </div>
      {correction && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Answers are locked after validation. Ask for {family === "drill" ? "new numbers" : "a new exercise"}{" "}
          to practise again.
        </p>
      )}
    </div>
  );
}
