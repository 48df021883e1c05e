import { Button, ButtonLink } from "../../../components/ui/button";
import { Dialog, DialogClose } from "../../../components/ui/dialog";
import { authLink } from "../../../lib/return-url";

export const signInRequiredMessage = "You must be logged in to see the correction of this case study.";

/** The authentication-required popup (spec §2): Login and Register bring the student back to `returnPath`. */
export function SignInRequiredDialog({
  open,
  onOpenChange,
  returnPath,
  message = signInRequiredMessage,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnPath: string;
  message?: string;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Sign in to see the correction"
      description={message}
    >
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Your answers stay in this browser: you will come back to this exercise after signing in.
      </p>
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
