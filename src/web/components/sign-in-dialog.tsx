import type { ReactNode } from "react";
import { authLink } from "../lib/return-url";
import { Button, ButtonLink } from "./ui/button";
import { Dialog, DialogClose } from "./ui/dialog";

/**
 * The authentication-required popup (docs/screens.md#routes-and-screens), for the exercise screens and the coach alike: Login and
 * Register carry `returnPath`, so the student comes back to what they were doing, work kept.
 */
export function SignInDialog({
  open,
  onOpenChange,
  title,
  message,
  kept,
  returnPath,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The message for this request (docs/screens.md#routes-and-screens). */
  message: string;
  /** What stays in this browser meanwhile. */
  kept: ReactNode;
  returnPath: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={message}>
      <p className="text-sm text-slate-700 dark:text-slate-300">{kept}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <DialogClose asChild>
          <Button variant="ghost">Not now</Button>
        </DialogClose>
        <ButtonLink to={authLink("register", returnPath)} variant="secondary">
          Register
        </ButtonLink>
        <ButtonLink to={authLink("login", returnPath)}>Login</ButtonLink>
      </div>
    </Dialog>
  );
}
