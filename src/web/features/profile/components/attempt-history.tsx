import { useState } from "react";
import { useAttempts, useDeleteAttempt } from "../../../api/attempts";
import { Alert } from "../../../components/ui/alert";
import { Button, ButtonLink } from "../../../components/ui/button";
import { Dialog, DialogClose } from "../../../components/ui/dialog";
import { formatDateTime, formatDuration, formatTimedAttempt, kindName } from "../../../lib/format";

/** The student's attempts, newest first, a page at a time, each with 'View Details' and 'Delete'. */
export function AttemptHistory() {
  const attempts = useAttempts();
  const deletion = useDeleteAttempt();
  const [pendingDelete, setPendingDelete] = useState<{ id: string; label: string } | null>(null);

  const items = attempts.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="history-heading" className="space-y-4">
      <h2 id="history-heading" className="text-xl font-semibold">
        Exercise history
      </h2>
      {attempts.isPending && <p role="status">Loading...</p>}
      {attempts.isError && <Alert tone="error">Error loading profile data</Alert>}
      {attempts.isSuccess && items.length === 0 && (
        <p className="text-slate-600 dark:text-slate-300">
          No exercises yet. Validate a case study and it will appear here.
        </p>
      )}
      {items.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {items.map((item) => {
            const label = `${kindName(item.exerciseType)} exercise of ${formatDateTime(item.date)}`;
            return (
              <li key={item.id} className="flex flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
                <div className="min-w-40 flex-1">
                  <p className="font-medium">{kindName(item.exerciseType)}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">{formatDateTime(item.date)}</p>
                  {item.timedMinutes !== null && (
                    <p className="tabular text-sm font-medium text-slate-700 dark:text-slate-300">
                      {formatTimedAttempt(item.timedMinutes, item.timeSpentSeconds)}
                    </p>
                  )}
                </div>
                <p className="tabular w-20 text-right text-lg font-semibold">
                  {item.score === null ? "–" : `${item.score}%`}
                </p>
                <p className="tabular w-24 text-right text-sm text-slate-600 dark:text-slate-400">
                  {item.timeSpentSeconds === null ? "" : formatDuration(item.timeSpentSeconds)}
                  <span className="sr-only"> time spent</span>
                </p>
                <div className="flex gap-2">
                  <ButtonLink
                    to={`/exercise/${item.id}`}
                    variant="secondary"
                    aria-label={`View Details: ${label}`}
                  >
                    View Details
                  </ButtonLink>
                  <Button
                    variant="ghost"
                    onClick={() => setPendingDelete({ id: item.id, label })}
                    aria-label={`Delete: ${label}`}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {attempts.hasNextPage && (
        <Button
          variant="secondary"
          onClick={() => attempts.fetchNextPage()}
          disabled={attempts.isFetchingNextPage}
        >
          {attempts.isFetchingNextPage ? "Loading..." : "Show older exercises"}
        </Button>
      )}
      <Dialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title="Delete this exercise?"
        description={
          pendingDelete
            ? `The ${pendingDelete.label} will be removed from your history. This cannot be undone.`
            : undefined
        }
      >
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            variant="danger"
            disabled={deletion.isPending}
            onClick={() => {
              if (!pendingDelete) return;
              deletion.mutate(pendingDelete.id, {
                onSettled: () => setPendingDelete(null),
                onError: (error) => console.error("Deleting the exercise failed:", error.message),
              });
            }}
          >
            {deletion.isPending ? "Deleting..." : "Delete"}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
