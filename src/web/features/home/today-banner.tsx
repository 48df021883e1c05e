import { useEffect, useState } from "react";
import { fetchToday, type TodayQueue } from "../../api/review-today";
import { ButtonLink } from "../../components/ui/button";

/**
 * What a returning student does first: "Today: N to review", the streak and the way into the queue, shown only
 * when something is due. Read without the query library, to keep the home page light.
 */
export function TodayBanner() {
  const [today, setToday] = useState<TodayQueue | null>(null);
  useEffect(() => {
    let current = true;
    fetchToday()
      .then((body) => {
        if (current) setToday(body);
      })
      .catch((error: unknown) => console.warn("Loading today's queue failed:", error));
    return () => {
      current = false;
    };
  }, []);
  if (!today || today.due === 0) return null;
  return (
    <section
      aria-labelledby="today-heading"
      className="mt-6 rounded-2xl bg-white p-5 text-slate-900 shadow-lg sm:p-6 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id="today-heading" className="text-xl font-bold">
        Today: {today.due} to review
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Streak: {today.streak} {today.streak === 1 ? "day" : "days"}
      </p>
      <ButtonLink to="/today" className="mt-4">
        Start today's queue
      </ButtonLink>
    </section>
  );
}
