import { type ClipboardEvent, type DragEvent, useState } from "react";
import { useEvaluateAnswer } from "../../api/coach";
import type { Question } from "../../api/questions";
import { ApiRequestError } from "../../lib/api-client";
import { readDraft, saveCurrentQuestionId, saveDraft } from "./drafts";

/** The answer being written to the question on show: its draft, its checks, and its evaluation by the coach. */
export function useAnswer({ signedIn }: { signedIn: boolean }) {
  const evaluation = useEvaluateAnswer();
  const [draft, setDraft] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [evaluationError, setEvaluationError] = useState<string | null>(null);
  const [pasteBlocked, setPasteBlocked] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);

  /** Starts on a question with its saved draft and no result (docs/screens.md#interview-questions). */
  const load = (questionId: string | null) => {
    setDraft(questionId ? readDraft(questionId) : "");
    setFieldError(null);
    setEvaluationError(null);
    setPasteBlocked(false);
    evaluation.reset();
  };

  const update = (questionId: string | null, value: string) => {
    setDraft(value);
    setFieldError(null);
    if (questionId) saveDraft(questionId, value);
  };

  const askToSignIn = (question: Question) => {
    saveCurrentQuestionId(question.id);
    saveDraft(question.id, draft);
    setLoginOpen(true);
  };

  const submit = (question: Question | null) => {
    if (!question || evaluation.isPending) return;
    if (!draft.trim()) {
      setFieldError("Write your answer before submitting.");
      return;
    }
    if (!signedIn) {
      askToSignIn(question);
      return;
    }
    setEvaluationError(null);
    evaluation.mutate(
      { questionId: question.id, answer: draft },
      {
        onError: (failure) => {
          if (failure instanceof ApiRequestError) {
            console.warn("Evaluation refused:", failure.status, failure.message);
            if (failure.status === 401) {
              askToSignIn(question);
              return;
            }
            setEvaluationError(
              `Sorry, we couldn't evaluate your answer at this time. Error during evaluation: ${failure.message}`,
            );
            return;
          }
          console.error("Evaluation failed:", failure);
          setEvaluationError(`Sorry, we couldn't evaluate your answer at this time. ${failure.message}`);
        },
      },
    );
  };

  // docs/screens.md#interview-questions: the answer is the student's own words, so pasting (and dropping text) is blocked.
  const blockPaste = (event: ClipboardEvent | DragEvent) => {
    event.preventDefault();
    setPasteBlocked(true);
  };

  return {
    evaluation,
    draft,
    fieldError,
    evaluationError,
    pasteBlocked,
    loginOpen,
    setLoginOpen,
    load,
    update,
    submit,
    blockPaste,
  };
}

export type Answer = ReturnType<typeof useAnswer>;
