import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { apiFetch } from "../../../lib/api-client";
import { api } from "../../../lib/typed-api";
import { historyQueryKeys } from "./check-answers";

const uploadRoute = api["case-studies"].workbook.check;

/** The correction of an uploaded workbook: the same answer as the screen's check. */
export type UploadWorkbookResult = InferResponseType<typeof uploadRoute.$post, 200>;

/**
 * POST /api/case-studies/workbook/check (multipart fields `file`, and `kind`, the page's slug, so that another
 * kind's workbook is refused): graded on the server and saved to history.
 */
export async function uploadWorkbook({
  file,
  kind,
}: {
  file: File;
  kind: string;
}): Promise<UploadWorkbookResult> {
  const form = new FormData();
  form.append("kind", kind);
  form.append("file", file);
  const response = await apiFetch("/api/case-studies/workbook/check", { method: "POST", body: form });
  return (await response.json()) as UploadWorkbookResult;
}

export function useUploadWorkbook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadWorkbook,
    onSuccess: () => {
      for (const queryKey of historyQueryKeys) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
