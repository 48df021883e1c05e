import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { SessionUser } from "../../server/http/app-env";
import { apiFetch, postAuth } from "../lib/api-client";
import { forgetCachedData } from "../lib/query-client";

export type CurrentUser = Pick<
  SessionUser,
  "id" | "email" | "emailVerified" | "firstName" | "lastName" | "school"
>;

// The session and signing out, without the query library: the navbar and the home page need them, and the first
// page's JavaScript budget has no room for TanStack Query (docs/architecture.md#quality-bars).

/** GET /api/auth/get-session: the signed-in user, or null when signed out. */
export async function fetchSession(): Promise<CurrentUser | null> {
  const response = await apiFetch("/api/auth/get-session");
  const body = (await response.json()) as { user?: CurrentUser } | null;
  return body?.user ?? null;
}

export interface SessionState {
  /** The user, null when signed out, undefined until known (or when the server could not say). */
  data: CurrentUser | null | undefined;
  isPending: boolean;
  isError: boolean;
}

const pending: SessionState = { data: undefined, isPending: true, isError: false };
const staleAfterMs = 60_000;
let state: SessionState = pending;
let fetchedAt = 0;
let inFlight: Promise<void> | null = null;
/** Bumped by every refresh and every set: an older answer arriving late is dropped. */
let version = 0;
const listeners = new Set<() => void>();

function publish(next: SessionState): void {
  state = next;
  fetchedAt = Date.now();
  for (const listener of listeners) listener();
}

/** Asks the server again (after signing in, or when an answer says the session changed); resolves once known. */
export function refreshSession(): Promise<void> {
  const asked = ++version;
  const current = () => asked === version;
  const request = fetchSession()
    .then(
      (user) => {
        if (current()) publish({ data: user, isPending: false, isError: false });
      },
      (error: unknown) => {
        console.warn("Loading the session failed:", error instanceof Error ? error.message : error);
        if (current()) publish({ data: undefined, isPending: false, isError: true });
      },
    )
    .finally(() => {
      if (inFlight === request) inFlight = null;
    });
  inFlight = request;
  return request;
}

/** Sets the session without asking the server (signed out, account deleted). */
export function setSession(user: CurrentUser | null): void {
  version++;
  publish({ data: user, isPending: false, isError: false });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Authentication state: `isPending` while it resolves, then the user or null. Prerendered pages show it pending. */
export function useSession(): SessionState {
  useEffect(() => {
    // A screen opened a minute or more after the last answer asks again, as a stale query would.
    if (!inFlight && Date.now() - fetchedAt >= staleAfterMs) void refreshSession();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => pending,
  );
}

/** Ends the session on the server. */
export function signOut() {
  return postAuth<unknown>("sign-out", {});
}

/** Signs out and forgets everything cached, which belonged to the user who just left. */
export function useSignOut(): { signOut: () => Promise<void>; isPending: boolean } {
  const [isPending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await signOut();
      setSession(null);
      await forgetCachedData();
    } finally {
      setPending(false);
    }
  }, []);
  return { signOut: run, isPending };
}
