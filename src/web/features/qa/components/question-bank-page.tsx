import { useId, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { questionTopics } from "../../../../contract/question-topics";
import { useMyAnswers } from "../../../api/coach";
import { type Question, useQuestions } from "../../../api/questions";
import { useSession } from "../../../api/session";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { difficulties, frequencies, topicLabel } from "../question-labels";
import { DifficultyMeter } from "./difficulty-meter";
import { FilterSelect } from "./filter-select";

const topicOptions = [
  { value: "", label: "All topics" },
  ...questionTopics.map((t) => ({ value: t.id, label: t.en })),
];
const difficultyOptions = [
  { value: "", label: "All levels" },
  ...difficulties.map((d) => ({ value: String(d.level), label: `${d.level}/3 · ${d.en}` })),
];
const frequencyOptions = [
  { value: "", label: "Any" },
  ...frequencies.map((f) => ({ value: f.value, label: f.en })),
];
const frequencyLabel = new Map<string, string>(frequencies.map((f) => [f.value, f.en]));

// A phone shows a page of questions at a time rather than the whole bank at once.
const pageSize = 50;

/** Lower case without accents, so "evaluation" finds "évaluation". */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** The questions of the bank that match the filters and hold every word of the search, in the bank's order. */
function matching(bank: readonly Question[], params: URLSearchParams, search: string): Question[] {
  const topic = params.get("topic");
  const difficulty = params.get("difficulty");
  const frequency = params.get("frequency");
  const words = folded(search).split(/\s+/).filter(Boolean);
  return bank.filter((question) => {
    if (topic && question.topic !== topic) return false;
    if (difficulty && String(question.difficulty) !== difficulty) return false;
    if (frequency && question.frequency !== frequency) return false;
    const text = folded(`${question.question} ${topicLabel(question.topic)}`);
    return words.every((word) => text.includes(word));
  });
}

/**
 * /questions: the whole bank to browse by topic, difficulty and how often a question comes up, with a search
 * over the list /api/questions already gives; each question opens in /qa. The choices live in the address, so
 * the back button and a shared link keep them.
 */
export function QuestionBankPage() {
  useDocumentTitle("Question bank", {
    description: "Browse every finance interview question by topic, difficulty and how often it is asked.",
  });
  const questions = useQuestions();
  const session = useSession();
  const myAnswers = useMyAnswers({ enabled: Boolean(session.data) });
  const [params, setParams] = useSearchParams();
  const [shown, setShown] = useState(pageSize);
  // The box keeps what is typed itself: the address follows it in a transition, which would drop keystrokes.
  const [search, setSearch] = useState(() => params.get("q") ?? "");
  const searchId = useId();
  const countId = useId();

  const results = useMemo(
    () => matching(questions.data ?? [], params, search),
    [questions.data, params, search],
  );
  const bestScores = useMemo(
    () => new Map((myAnswers.data ?? []).map((answer) => [answer.questionId, answer.score])),
    [myAnswers.data],
  );
  const choose = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
    setShown(pageSize);
  };

  return (
    <section aria-labelledby="bank-title" className="mx-auto max-w-3xl space-y-6">
      <div className="space-y-2">
        <h1 id="bank-title" className="text-3xl font-bold">
          Question bank
        </h1>
        <p className="text-slate-700 dark:text-slate-300">
          Every question of Interview Questions. Narrow them by topic, difficulty and how often they come up,
          or search; each opens in Interview Questions, ready to answer.
        </p>
      </div>

      <fieldset className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-3 dark:border-slate-800 dark:bg-slate-900">
        <legend className="sr-only">Choose questions</legend>
        <div className="space-y-1 sm:col-span-3">
          <label htmlFor={searchId} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
            Search
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              choose("q", event.target.value);
            }}
            placeholder="WACC, goodwill, why banking…"
            aria-describedby={countId}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          />
        </div>
        <FilterSelect
          label="Topic"
          options={topicOptions}
          value={params.get("topic") ?? ""}
          onChange={(event) => choose("topic", event.target.value)}
        />
        <FilterSelect
          label="Difficulty"
          options={difficultyOptions}
          value={params.get("difficulty") ?? ""}
          onChange={(event) => choose("difficulty", event.target.value)}
        />
        <FilterSelect
          label="How often it is asked"
          options={frequencyOptions}
          value={params.get("frequency") ?? ""}
          onChange={(event) => choose("frequency", event.target.value)}
        />
      </fieldset>

      {questions.isPending && <p role="status">Loading...</p>}
      {questions.isError && <Alert tone="error">Error loading questions from the database</Alert>}
      {questions.data && (
        <>
          <p id={countId} role="status" className="text-sm text-slate-600 dark:text-slate-400">
            {results.length === questions.data.length
              ? `${results.length} questions`
              : `${results.length} of ${questions.data.length} questions`}
          </p>
          {results.length === 0 ? (
            <p>No question matches. Try fewer words or another filter.</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
              {results.slice(0, shown).map((question) => (
                <li
                  key={question.id}
                  className="relative space-y-1 px-4 py-3 hover:bg-slate-50 dark:hover:bg-slate-800"
                >
                  <Link
                    to="/qa"
                    state={{ questionId: question.id }}
                    className="font-medium text-slate-900 after:absolute after:inset-0 hover:underline dark:text-slate-100"
                  >
                    {question.question}
                  </Link>
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
                    <span>{topicLabel(question.topic)}</span>
                    <DifficultyMeter
                      level={question.difficulty}
                      label={`Difficulty: ${question.difficulty}/3`}
                    />
                    <span>{frequencyLabel.get(question.frequency) ?? question.frequency}</span>
                    {bestScores.has(question.id) && <span>Your best: {bestScores.get(question.id)}/10</span>}
                  </p>
                </li>
              ))}
            </ul>
          )}
          {results.length > shown && (
            <Button variant="secondary" onClick={() => setShown((count) => count + pageSize)}>
              Show {Math.min(pageSize, results.length - shown)} more
            </Button>
          )}
        </>
      )}
    </section>
  );
}
