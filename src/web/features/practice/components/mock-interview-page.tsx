import { useState } from "react";
import { useNavigate } from "react-router";
import { mockInterviewMinutes, mockInterviewTracks } from "../../../../contract/mock-interview";
import { useStartMockInterview } from "../../../api/mock-interviews";
import { MockInterviewHistory, trackNames } from "../../../components/mock-interview-history";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useDocumentTitle } from "../../../lib/use-document-title";

/** /mock-interview: pick a track and a length, then start the clock; past interviews and their reports below. */
export function MockInterviewPage() {
  useDocumentTitle("Mock interview");
  const navigate = useNavigate();
  const start = useStartMockInterview();
  const [track, setTrack] = useState<(typeof mockInterviewTracks)[number]>("ib");
  const [minutes, setMinutes] = useState<(typeof mockInterviewMinutes)[number]>(30);
  return (
    <div className="space-y-12">
      <form
        className="max-w-xl space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          start.mutate(
            { track, minutes },
            { onSuccess: (interview) => navigate(`/mock-interview/${interview.id}`) },
          );
        }}
      >
        <h1 className="text-3xl font-bold">Mock interview</h1>
        <p className="text-slate-700 dark:text-slate-300">
          A fit question, technical questions and a case study against the clock, as in a first-round
          interview. Unanswered parts count as failed and come back in your review queue.
        </p>
        <Choice
          legend="Track"
          options={mockInterviewTracks.map((value) => ({ value, label: trackNames[value] }))}
          value={track}
          onChange={setTrack}
        />
        <Choice
          legend="Length"
          options={mockInterviewMinutes.map((value) => ({ value, label: `${value} minutes` }))}
          value={minutes}
          onChange={setMinutes}
        />
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? "Starting…" : "Start the interview"}
        </Button>
        {start.isError && <Alert tone="error">{start.error.message}</Alert>}
      </form>
      <MockInterviewHistory />
    </div>
  );
}

function Choice<T extends string | number>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: Array<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 dark:border-slate-600"
          >
            <input
              type="radio"
              name={legend}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
