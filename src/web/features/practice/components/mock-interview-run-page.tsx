import { useCallback, useState } from "react";
import { useParams } from "react-router";
import { type MockInterview, useFinishMockInterview, useMockInterview } from "../../../api/mock-interviews";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { topicLabel } from "../../../lib/topic-labels";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { Countdown } from "./countdown";
import { ExerciseAttempt } from "./exercise-attempt";
import { MockReport } from "./mock-report";
import { QuestionAttempt } from "./question-attempt";

/** /mock-interview/:id: the parts in order under a visible countdown, then the report (kept in history). */
export function MockInterviewRunPage() {
  useDocumentTitle("Mock interview");
  const id = useParams().id ?? "";
  const interview = useMockInterview(id);
  if (interview.isPending) return <p role="status">Loading...</p>;
  if (interview.isError) return <Alert tone="error">{interview.error.message}</Alert>;
  const { data } = interview;
  return data.report ? <MockReport interview={data} report={data.report} /> : <Run interview={data} />;
}

function Run({ interview }: { interview: MockInterview }) {
  const finish = useFinishMockInterview(interview.id);
  const firstOpen = interview.parts.findIndex((_, index) => !interview.answered.includes(index));
  const [position, setPosition] = useState(Math.max(0, firstOpen));
  const [graded, setGraded] = useState(false);
  const { mutate } = finish;
  const finishNow = useCallback(() => mutate(), [mutate]);
  const part = interview.parts[position];
  const last = position + 1 >= interview.parts.length;
  const next = () => {
    setGraded(false);
    if (last) finishNow();
    else setPosition((value) => value + 1);
  };
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">Mock interview</h1>
      <Countdown endsAt={interview.endsAt} onTimeUp={finishNow} />
      {part && (
        <section
          aria-labelledby="part-heading"
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="part-heading" className="text-sm font-medium text-slate-600 dark:text-slate-400">
            Part {position + 1} of {interview.parts.length} · {topicLabel(part.topic, part.kind)}
          </h2>
          {part.kind === "question" ? (
            <QuestionAttempt
              key={position}
              questionId={part.questionId}
              prompt={"question" in part ? part.question : ""}
              mockInterviewId={interview.id}
              onGraded={() => setGraded(true)}
            />
          ) : (
            <ExerciseAttempt
              key={position}
              slug={part.slug}
              seed={part.seed}
              mockInterviewId={interview.id}
              onGraded={() => setGraded(true)}
            />
          )}
          <div className="flex flex-wrap gap-3">
            <Button onClick={next} variant={graded ? "primary" : "secondary"}>
              {last ? "Finish the interview" : graded ? "Next part" : "Skip this part"}
            </Button>
            {!last && (
              <Button variant="ghost" onClick={finishNow} disabled={finish.isPending}>
                Finish now
              </Button>
            )}
          </div>
        </section>
      )}
      {finish.isError && <Alert tone="error">{finish.error.message}</Alert>}
    </div>
  );
}
