import { useCallback, useState } from "react";
import { postAuth } from "../../../lib/api-client";
import { forgetCachedData } from "../../../lib/query-client";
import { setSession } from "../../../lib/use-session";

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
