import { type ReactNode, useState } from "react";
import { Button } from "../ui/button";
import { Dialog, DialogClose } from "../ui/dialog";

/**
 * On screens too narrow to show the case beside the grid it sits far above it: this button stays at the
 * bottom of the screen while the grid is in view and opens the case over it.
 */
export function ShowCaseButton({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="pointer-events-none sticky bottom-3 z-20 mt-4 flex justify-end lg:hidden">
      <Button variant="secondary" className="pointer-events-auto shadow-lg" onClick={() => setOpen(true)}>
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
          <path d="M4 3.5A1.5 1.5 0 0 1 5.5 2h9A1.5 1.5 0 0 1 16 3.5v13a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 4 16.5v-13ZM7 6a.75.75 0 0 0 0 1.5h6A.75.75 0 0 0 13 6H7Zm0 3a.75.75 0 0 0 0 1.5h6A.75.75 0 0 0 13 9H7Zm0 3a.75.75 0 0 0 0 1.5h4a.75.75 0 0 0 0-1.5H7Z" />
        </svg>
        Show the case
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="The case">
        {children}
        <div className="mt-5 flex justify-end">
          <DialogClose asChild>
            <Button>Back to the grid</Button>
          </DialogClose>
        </div>
      </Dialog>
    </div>
  );
}
