// Only imported dynamically: the query library loads with the first page that needs it, not with the shell.

/** Drops the cached API data of the pages visited so far (after signing out), if any was loaded. */
export async function forgetCachedData(): Promise<void> {
  const { queryClient } = await import("./query-provider");
  queryClient.clear();
}
