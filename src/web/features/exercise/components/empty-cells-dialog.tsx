import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose } from "../../../components/ui/dialog";

/**
 * Asked before validating a grid with empty cells. A grid with no answer at all is never validated: the
 * server would refuse it, and an attempt with nothing in it would only drag the average down.
 */
export function EmptyCellsDialog({
  empty,
  total,
  onConfirm,
  onCancel,
}: {
  /** Empty cells; the dialog is closed when null. */
  empty: number | null;
  total: number;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const nothingTyped = empty !== null && empty >= total;
  return (
    <Dialog
      open={empty !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={nothingTyped ? "Nothing to validate yet" : "Validate with empty cells?"}
      description={
        nothingTyped
          ? `All ${total} cells are empty. Type at least one answer: an empty grid is not validated or saved.`
          : `${empty} of ${total} cells are empty. Validate anyway?`
      }
    >
      {!nothingTyped && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Empty cells are marked “Not answered” and count as incorrect in the score.
        </p>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant={nothingTyped ? "primary" : "ghost"}>Keep answering</Button>
        </DialogClose>
        {!nothingTyped && <Button onClick={onConfirm}>Validate anyway</Button>}
      </div>
    </Dialog>
  );
}
