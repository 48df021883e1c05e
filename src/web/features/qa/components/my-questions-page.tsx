import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { type MyAnswer, useMyAnswers } from "../../../api/coach";
import { Alert } from "../../../components/ui/alert";
import { Button, ButtonLink } from "../../../components/ui/button";
import { ApiRequestError } from "../../../lib/api-client";
import { cn } from "../../../lib/cn";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { topicLabel, weakScoreThreshold } from "../question-labels";
import { DifficultyMeter } from "./difficulty-meter";

const scoreFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });
const dateFormat = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short" });

/** /mes-questions (in French): the student's best answer to each question tried, with the model answer on demand. */
export function MyQuestionsPage() {
  useDocumentTitle("Questions de Finance", {
    lang: "fr",
    description: "Vos meilleures réponses aux questions d'entretien en finance, avec la réponse type.",
  });
  const answers = useMyAnswers();

  const error = answers.error;
  const errorMessage = !error
    ? null
    : error instanceof ApiRequestError && error.status === 401
      ? "Vous devez être connecté pour voir vos réponses."
      : `Erreur lors de la récupération des données: ${error.message}`;

  useEffect(() => {
    if (!error) return;
    if (error instanceof ApiRequestError) console.warn("My answers refused:", error.status, error.message);
    else console.error("Erreur lors de la récupération des données:", error);
  }, [error]);

  return (
    <section aria-labelledby="my-questions-title" className="mx-auto max-w-3xl">
      <h1 id="my-questions-title" className="text-3xl font-bold">
        Questions de Finance
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Votre meilleure réponse à chaque question travaillée, avec sa note et la réponse type. Répondez de
        nouveau pour améliorer votre note : seule la meilleure est conservée.
      </p>

      <div className="mt-8">
        {answers.isPending && <p role="status">Chargement...</p>}
        {errorMessage && <Alert tone="error">{errorMessage}</Alert>}
        {answers.data?.length === 0 && (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center dark:border-slate-700 dark:bg-slate-900">
            <p className="text-slate-700 dark:text-slate-300">
              Vous n'avez encore répondu à aucune question.
            </p>
            <ButtonLink to="/qa" className="mt-4">
              Répondre à une première question
            </ButtonLink>
          </div>
        )}
        {answers.data && answers.data.length > 0 && (
          <>
            <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
              {answers.data.length} question{answers.data.length > 1 ? "s" : ""} ·{" "}
              <Link
                to="/qa"
                className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
              >
                S'entraîner sur d'autres questions
              </Link>
            </p>
            <ul className="space-y-6">
              {answers.data.map((answer) => (
                <li key={answer.questionId}>
                  <MyQuestionCard answer={answer} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

const scoreTone = (score: number) =>
  score >= weakScoreThreshold
    ? "text-emerald-700 dark:text-emerald-300"
    : "text-amber-800 dark:text-amber-300";

function MyQuestionCard({ answer }: { answer: MyAnswer }) {
  const [showModel, setShowModel] = useState(false);
  const id = useId();
  return (
    <article
      aria-labelledby={`${id}-question`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-brand-950 dark:text-brand-200">
          {topicLabel(answer.topic, "fr")}
        </span>
        <DifficultyMeter level={answer.difficulty} label={`Difficulté : ${answer.difficulty}/3`} />
      </div>
      {/* The bank is written in English. */}
      <h2 id={`${id}-question`} lang="en" className="mt-3 text-lg leading-snug font-semibold">
        {answer.question}
      </h2>

      <div className="mt-4 rounded-xl bg-slate-50 p-3 sm:p-4 dark:bg-slate-800/60">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-semibold">Votre meilleure réponse</h3>
          {answer.confirmedScore === null ? (
            <p className={cn("text-lg font-bold tabular", scoreTone(answer.score))}>
              <span className="sr-only">Note : </span>
              {scoreFormat.format(answer.score)}/10
            </p>
          ) : (
            // The coach's score stays the best answer's; the student's confirmed one shows beside it.
            <p className="flex flex-wrap items-baseline gap-x-2 text-lg font-bold tabular">
              <span className={scoreTone(answer.score)}>
                <span className="text-sm font-medium">Coach </span>
                {scoreFormat.format(answer.score)}/10
              </span>{" "}
              <span aria-hidden="true" className="text-slate-400">
                ·
              </span>{" "}
              <span className={scoreTone(answer.confirmedScore)}>
                <span className="text-sm font-medium">Vous </span>
                {scoreFormat.format(answer.confirmedScore)}/10
              </span>
            </p>
          )}
        </div>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          Soumise le <time dateTime={answer.timestamp}>{dateFormat.format(new Date(answer.timestamp))}</time>
        </p>
        <p className="mt-3 whitespace-pre-line text-slate-800 dark:text-slate-200">{answer.answer}</p>
      </div>

      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          aria-expanded={showModel}
          aria-controls={`${id}-model`}
          onClick={() => setShowModel((open) => !open)}
        >
          {showModel ? "Masquer la réponse type" : "Voir la réponse type"}
        </Button>
        <ButtonLink to="/qa" state={{ questionId: answer.questionId }}>
          Répondre à cette question
        </ButtonLink>
      </div>
      <div id={`${id}-model`} hidden={!showModel} className="mt-4 border-l-4 border-brand-500 pl-4">
        <h3 className="font-semibold">Réponse type</h3>
        <p lang="en" className="mt-2 text-slate-800 dark:text-slate-200">
          {answer.modelAnswer}
        </p>
      </div>
    </article>
  );
}
