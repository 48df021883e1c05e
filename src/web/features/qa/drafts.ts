import { readStored, removeStored, writeStored } from "../../lib/browser-storage";

/** The question /qa shows next when nothing else picks one (docs/screens.md#browser-storage). */
export const currentQuestionStorageKey = "qa_current_question_id";

/** One saved draft per question id. */
export function draftStorageKey(questionId: string): string {
  return `qa_draft_${questionId}`;
}

export function readDraft(questionId: string): string {
  const draft = readStored<unknown>(draftStorageKey(questionId), "");
  return typeof draft === "string" ? draft : "";
}

export function saveDraft(questionId: string, draft: string): void {
  if (draft) writeStored(draftStorageKey(questionId), draft);
  else removeStored(draftStorageKey(questionId));
}

export function readCurrentQuestionId(): string | null {
  const id = readStored<unknown>(currentQuestionStorageKey, null);
  return typeof id === "string" ? id : null;
}

export function saveCurrentQuestionId(questionId: string): void {
  writeStored(currentQuestionStorageKey, questionId);
}
