import { type FormEvent, useId, useState } from "react";
import { type Evaluation, useConfirmEvaluation } from "../../../api/coach";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";

type KeyPoint = Evaluation["keyPoints"][number];
type Claim = Evaluation["claims"][number];

const coachSays: Record<KeyPoint["status"], { text: string; tone: string }> = {
  covered: {
    text: "Coach: covered",
    tone: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100",
  },
  missing: {
    text: "Coach: missing",
    tone: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  },
  contradicted: {
    text: "Coach: contradicted",
    tone: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100",
  },
};

const verdicts: Record<Claim["verdict"], { text: string; tone: string }> = {
  wrong: { text: "Wrong claim", tone: "bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100" },
  check: { text: "To check", tone: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100" },
};

const badge = "inline-block rounded-full px-2 py-0.5 text-xs font-semibold";
const quote =
  "mt-2 border-l-4 border-slate-300 pl-3 text-sm text-slate-700 italic dark:border-slate-600 dark:text-slate-300";

/**
 * The coach's decision on each key point with the words of the answer it rests on, the claims it found, and
 * the student's last word (docs/screens.md#interview-questions): tick the points the answer covers, dispute
 * a wrong claim, confirm, and the server scores those decisions by the coach's own rule.
 */
export function PointsToConfirm({ result }: { result: Evaluation }) {
  const ids = useId();
  const confirmation = useConfirmEvaluation();
  // A contradicted point starts as not covered: the student may tick it.
  const [covered, setCovered] = useState(() => result.keyPoints.map((point) => point.status === "covered"));
  const [disputed, setDisputed] = useState<ReadonlySet<number>>(new Set());

  // A changed decision makes the last confirmed score stale until it is confirmed again.
  const decide = (change: () => void) => {
    change();
    confirmation.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirmation.mutate(
      {
        attemptId: result.attemptId,
        keyPoints: covered.map((isCovered) => (isCovered ? "covered" : "missing")),
        disputedClaims: [...disputed],
      },
      { onError: (failure) => console.warn("Confirmation refused:", failure.message) },
    );
  };

  return (
    <form onSubmit={submit} aria-labelledby={`${ids}-title`} className="mt-6 space-y-4">
      <div>
        <h3 id={`${ids}-title`} className="font-semibold">
          Key points
        </h3>
        {result.confidence === "low" && (
          <p className="mt-1 text-sm font-medium text-amber-900 dark:text-amber-200">
            The coach is unsure about some points: check each one before you confirm.
          </p>
        )}
      </div>
      <fieldset>
        <legend className="text-sm text-slate-700 dark:text-slate-300">
          Tick each point your answer covers.
        </legend>
        <ul className="mt-2 space-y-2">
          {result.keyPoints.map((point, index) => (
            <li
              key={point.index}
              className="flex gap-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
            >
              <input
                type="checkbox"
                id={`${ids}-point-${index}`}
                checked={covered[index] ?? false}
                aria-describedby={
                  point.evidence
                    ? `${ids}-point-${index}-coach ${ids}-point-${index}-evidence`
                    : `${ids}-point-${index}-coach`
                }
                onChange={(event) =>
                  decide(() =>
                    setCovered((current) =>
                      current.map((value, at) => (at === index ? event.target.checked : value)),
                    ),
                  )
                }
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
              />
              <div className="min-w-0">
                <label
                  htmlFor={`${ids}-point-${index}`}
                  className="font-medium text-slate-900 dark:text-slate-100"
                >
                  {point.text}
                </label>
                <p id={`${ids}-point-${index}-coach`} className="mt-1 flex flex-wrap items-center gap-2">
                  <span className={cn(badge, coachSays[point.status].tone)}>
                    {coachSays[point.status].text}
                  </span>
                  {covered[index] !== (point.status === "covered") && (
                    <span className="text-xs font-medium text-slate-700 dark:text-slate-300">
                      changed by you
                    </span>
                  )}
                </p>
                {point.evidence && (
                  <blockquote id={`${ids}-point-${index}-evidence`} className={quote}>
                    <span className="sr-only">Your words: </span>“{point.evidence}”
                  </blockquote>
                )}
              </div>
            </li>
          ))}
        </ul>
      </fieldset>

      {result.claims.length > 0 && (
        <div>
          <h3 className="font-semibold">Claims in your answer</h3>
          <ul className="mt-2 space-y-2">
            {result.claims.map((claim, index) => (
              <li
                // Claims have no id; their place in the list is what a dispute names.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes order.
                key={index}
                className="rounded-xl border border-slate-200 p-3 dark:border-slate-700"
              >
                <span className={cn(badge, verdicts[claim.verdict].tone)}>
                  {verdicts[claim.verdict].text}
                </span>
                <blockquote id={`${ids}-claim-${index}`} className={quote}>
                  “{claim.text}”
                </blockquote>
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                  <span className="font-medium">Why: </span>
                  {claim.reason}
                </p>
                {claim.verdict === "wrong" && (
                  <label className="mt-2 inline-flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
                    <input
                      type="checkbox"
                      checked={disputed.has(index)}
                      aria-describedby={`${ids}-claim-${index}`}
                      onChange={(event) =>
                        decide(() =>
                          setDisputed((current) => {
                            const next = new Set(current);
                            if (event.target.checked) next.add(index);
                            else next.delete(index);
                            return next;
                          }),
                        )
                      }
                      className="size-5 shrink-0 accent-brand-600"
                    />
                    I dispute this: my claim is right
                  </label>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit" variant="secondary" disabled={confirmation.isPending}>
          Confirm
        </Button>
        <div role="status" className="text-sm">
          {confirmation.data && (
            <p className="font-medium text-slate-900 dark:text-slate-100">
              Your confirmed score:{" "}
              <span className="text-lg font-bold tabular">{confirmation.data.confirmedScore}/10</span>
            </p>
          )}
        </div>
      </div>
      {confirmation.error && (
        <Alert tone="error">Your confirmation was not saved: {confirmation.error.message}</Alert>
      )}
    </form>
  );
}
