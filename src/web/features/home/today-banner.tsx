import { useEffect, useState } from "react";
import { Link } from "react-router";
import { fetchToday } from "../../api/review-today";

/** "Today: N to review" and the streak, for a signed-in student; read without the query library to keep the home page light. */
export function TodayBanner() {
  const [today, setToday] = useState<{ due: number; streak: number } | null>(null);
  useEffect(() => {
    let current = true;
    fetchToday()
      .then((body) => {
        if (current) setToday({ due: body.due, streak: body.streak });
      })
      .catch((error: unknown) => console.warn("Loading today's queue failed:", error));
    return () => {
      current = false;
    };
  }, []);
  if (!today) return null;
  return (
    <Link
      to="/today"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand-200 bg-brand-50 px-6 py-4 font-semibold text-brand-900 hover:bg-brand-100 dark:border-brand-800 dark:bg-slate-900 dark:text-brand-100"
    >
      <span>Today: {today.due} to review</span>
      <span className="font-normal">
        Streak: {today.streak} {today.streak === 1 ? "day" : "days"}
      </span>
    </Link>
  );
}
