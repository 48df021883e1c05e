import { Button, ButtonLink } from "../../../components/ui/button";
import { Dialog, DialogClose } from "../../../components/ui/dialog";
import { authLink } from "../../../lib/return-url";

export const coachLoginMessage = "You must be logged in to evaluate your answer with our AI coach.";

/** Spec §4 step 3: the signed-out student is asked to sign in; the draft waits in this browser. */
export function LoginRequiredDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Sign in to get your score"
      description={
        <>
          <span className="block">{coachLoginMessage}</span>
          <span className="mt-2 block">
            Your answer is saved in this browser and will be here when you come back.
          </span>
        </>
      }
    >
      <div className="flex flex-wrap justify-end gap-2">
        <DialogClose asChild>
          <Button variant="ghost">Not now</Button>
        </DialogClose>
        <ButtonLink to={authLink("register", "/qa")} variant="secondary">
          Register
        </ButtonLink>
        <ButtonLink to={authLink("login", "/qa")}>Login</ButtonLink>
      </div>
    </Dialog>
  );
}
