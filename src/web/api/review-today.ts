import type { InferResponseType } from "hono/client";
import { apiFetch } from "../lib/api-client";
import type { api } from "../lib/typed-api";

// Its own module, without the query library or the typed client: the home page's banner reads today's queue,
// and the home page's JavaScript budget has no room for either (docs/architecture.md#quality-bars).

/** The due cards, then a few new items, and the streak. */
export type TodayQueue = InferResponseType<typeof api.review.today.$get, 200>;
export type QueueItem = TodayQueue["items"][number];

/** GET /api/review/today. */
export async function fetchToday(): Promise<TodayQueue> {
  const response = await apiFetch("/api/review/today");
  return (await response.json()) as TodayQueue;
}
