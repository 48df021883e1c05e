import { useParams } from "react-router";
import { isKindType, KIND_BY_TYPE, type KindMeta } from "../../../../contract/kinds";
import { solvedWorkbookUrl, useAttempt } from "../../../api/attempts";
import { CorrectionView } from "../../../components/exercise-sheet/correction-view";
import { SavedRecommendation } from "../../../components/exercise-sheet/recommendation";
import { Alert } from "../../../components/ui/alert";
import { ButtonLink, buttonClasses } from "../../../components/ui/button";
import { ApiRequestError } from "../../../lib/api-client";
import { formatDateTime, formatDuration, formatPace, formatTimedAttempt } from "../../../lib/format";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** An attempt, read-only, with its correction recomputed by the server (docs/screens.md#exercise-viewer). */
export function AttemptPage() {
  const { exerciseId = "" } = useParams();
  const attempt = useAttempt(exerciseId);
  useDocumentTitle("Exercise correction");

  const backButton = (
    <ButtonLink to="/profile" variant="secondary">
      Back to Profile
    </ButtonLink>
  );

  if (attempt.isPending) return <p role="status">Loading expected answers...</p>;
  if (attempt.isError) {
    const error = attempt.error;
    if (error instanceof ApiRequestError && error.status === 404) {
      return (
        <div className="space-y-4">
          <Alert tone="error">Exercise not found</Alert>
          {backButton}
        </div>
      );
    }
    const message =
      error instanceof ApiRequestError && error.status === 401
        ? "You must be logged in to view this page"
        : "Error loading exercise data";
    return (
      <div className="space-y-4">
        <Alert tone="error">{message}</Alert>
        {backButton}
      </div>
    );
  }

  const { exercise: record, correction, description, casePack, ...grid } = attempt.data;
  // A record saved by a kind since retired keeps its type: it is shown as unknown, not drawn.
  const type: string = record.exerciseType;
  const known = isKindType(type) ? type : null;
  const kind = known ? KIND_BY_TYPE[known] : undefined;
  const time = record.timeSpentSeconds;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{viewerHeading(type, kind)}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            {record.date ? formatDateTime(record.date) : "No date"}
          </p>
          <p className="tabular mt-1 text-lg font-semibold">{`Score: ${record.score ?? 0}%`}</p>
          {correction.methodScore > correction.score && (
            <p className="tabular mt-1 text-sky-800 dark:text-sky-200">
              {`Method score: ${correction.methodScore}% (right on your own figures)`}
            </p>
          )}
          {kind?.showsPace && time != null && (
            <p className="tabular mt-1 text-slate-700 dark:text-slate-300">
              {`Time ${formatDuration(time)} · ${formatPace(correction.cells.length, time) ?? "no pace recorded"}`}
            </p>
          )}
          {record.timedMinutes !== null && (
            <p className="tabular mt-1 text-slate-700 dark:text-slate-300">
              {formatTimedAttempt(record.timedMinutes, time)}
            </p>
          )}
          {record.source === "workbook" && (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
              Answers uploaded from an Excel workbook.
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          {/* The server sends the file as an attachment: the browser saves it and stays on this page. */}
          <a href={solvedWorkbookUrl(record.id)} download className={buttonClasses("secondary")}>
            Download the solved model
          </a>
          {backButton}
        </div>
      </header>
      {!known ? (
        <Alert tone="error">Unknown exercise type</Alert>
      ) : correction.cells.length === 0 ? (
        <p>No data to display.</p>
      ) : (
        <CorrectionView
          type={known}
          grid={grid}
          description={description}
          answers={record.userAnswers}
          cells={correction.cells}
          workings={correction.workings}
          casePack={casePack}
        />
      )}
      {record.recommendation && <SavedRecommendation text={record.recommendation} />}
    </div>
  );
}

/**
 * docs/screens.md#exercise-viewer: '{exerciseType} Exercise' for the case studies (and a type no kind has); a drill or
 * a modelling test by its title rather than its record type.
 */
function viewerHeading(type: string, kind: KindMeta | undefined): string {
  return kind && kind.family !== "case-study" ? kind.title : `${type} Exercise`;
}
