import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SessionUser } from "../../../../server/http/app-env";
import { apiFetch } from "../../../lib/api-client";

export type CurrentUser = Pick<
  SessionUser,
  "id" | "email" | "emailVerified" | "firstName" | "lastName" | "school"
>;

/** The signed-in user, or null when signed out. */
export async function fetchSession(): Promise<CurrentUser | null> {
  const response = await apiFetch("/api/auth/get-session");
  const body = (await response.json()) as { user?: CurrentUser } | null;
  return body?.user ?? null;
}

export const sessionQueryKey = ["session"] as const;

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  staleTime: 60_000,
});

/** Authentication state: `isPending` while it resolves, then the user or null. */
export function useSession() {
  return useQuery(sessionQueryOptions);
}
