import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { useDeleteAccount } from "../../../api/auth";
import { profileExportUrl } from "../../../api/profile";
import { setSession } from "../../../api/session";
import { Alert } from "../../../components/ui/alert";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Dialog, DialogClose } from "../../../components/ui/dialog";
import { TextField } from "../../../components/ui/text-field";

/** GDPR controls: download everything, or delete the account after confirming the password. */
export function YourDataSection() {
  const navigate = useNavigate();
  const deletion = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    deletion.mutate(password, {
      onSuccess: () => {
        // Both in one render: signed out first, the profile's login guard would redirect to /login instead.
        navigate("/", { replace: true });
        setSession(null);
      },
      onError: (failure) => {
        console.warn("Account deletion failed:", failure.message);
        setError(failure.message);
      },
    });
  };

  return (
    <section aria-labelledby="data-heading" className="space-y-3">
      <h2 id="data-heading" className="text-xl font-semibold">
        Your data
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Download a copy of your profile, exercises and answers, or delete your account and everything in it.
      </p>
      <div className="flex flex-wrap gap-3">
        <a href={profileExportUrl} download className={buttonClasses("secondary")}>
          Download my data
        </a>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setPassword("");
            setError(null);
          }
        }}
        title="Delete your account?"
        description="Your profile, exercise history and answers will be erased for good. Enter your password to confirm."
      >
        <form onSubmit={submit} className="space-y-4">
          {error && <Alert tone="error">{error}</Alert>}
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={deletion.isPending}>
              {deletion.isPending ? "Deleting..." : "Delete my account"}
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
