import { type DragEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useUploadWorkbook, workbookUrl } from "../../../api/kinds";
import { Alert } from "../../../components/ui/alert";
import { buttonClasses } from "../../../components/ui/button";
import { ApiRequestError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";

/**
 * Work in Excel: download the exercise as a workbook, fill it in, and upload it (button or drag and drop)
 * to have it graded and saved like 'Validate Answers'.
 */
export function WorkbookPanel({ slug, seed }: { slug: string; seed: number }) {
  const upload = useUploadWorkbook();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // One upload at a time, whatever the events: `upload.isPending` is only seen after a render, so a second
  // event in the same tick (a drop that also changes the file input) would send the file, and save it, twice.
  const sending = useRef(false);

  const send = (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file || sending.current) return;
    sending.current = true;
    upload.mutate(
      { file, kind: slug },
      {
        onError: (error) => {
          if (!(error instanceof ApiRequestError)) console.error("Uploading the workbook failed:", error);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };
  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    event.stopPropagation();
    setDragging(false);
    send(event.dataTransfer.files[0]);
  };

  return (
    <section
      aria-labelledby={`${inputId}-heading`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      data-testid="workbook-drop-zone"
      className={cn(
        "space-y-3 rounded-2xl border border-dashed p-5",
        dragging
          ? "border-brand-600 bg-brand-50 dark:bg-brand-950/60"
          : "border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900",
      )}
    >
      <h2 id={`${inputId}-heading`} className="text-base font-semibold">
        Work in Excel
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Download this exercise as a workbook, fill in the shaded cells, then upload it here or drop it on this
        box. It is graded like Validate Answers and saved to your history.
      </p>
      <div className="flex flex-wrap gap-3">
        <a href={workbookUrl(slug, seed)} download className={buttonClasses("secondary", "w-full sm:w-auto")}>
          Download as Excel
        </a>
        <label htmlFor={inputId} className={buttonClasses("secondary", "w-full cursor-pointer sm:w-auto")}>
          {upload.isPending ? "Grading your workbook..." : "Upload my workbook"}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="sr-only"
          disabled={upload.isPending}
          onChange={(event) => send(event.target.files?.[0])}
        />
      </div>
      {upload.isSuccess && (
        <Alert tone="success">
          Your workbook scored <span className="tabular font-semibold">{upload.data.score} %</span>.{" "}
          <Link
            to={`/exercise/${upload.data.exerciseId}`}
            className="font-semibold underline underline-offset-2"
          >
            See the correction
          </Link>
        </Alert>
      )}
      {upload.isError && (
        <Alert tone="error">
          {upload.error instanceof ApiRequestError
            ? upload.error.message
            : "We could not reach the server. Check your connection and try again."}
        </Alert>
      )}
    </section>
  );
}
