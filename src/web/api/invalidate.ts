import type { QueryClient, QueryKey } from "@tanstack/react-query";

/** Marks every query under each key stale, refetching those on screen; resolves once they are fresh. */
export function invalidate(queryClient: QueryClient, ...keys: readonly QueryKey[]): Promise<unknown[]> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
