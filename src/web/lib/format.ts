import { isKindType, KIND_BY_TYPE } from "../../contract/kinds";

/** "21 November 2026" (or the French form with `locale: "fr-FR"`). */
export function formatDate(iso: string, locale = "en-GB"): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? "No date"
    : date.toLocaleDateString(locale, { day: "numeric", month: "long", year: "numeric" });
}

/** "21 Nov 2026, 14:05". */
export function formatDateTime(iso: string, locale = "en-GB"): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? "No date"
    : date.toLocaleString(locale, {
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
      });
}

/** How long until `iso`, rounded to its largest unit: "in 10 minutes", "in 3 hours", "tomorrow", "in 8 days". */
export function formatTimeUntil(iso: string, now: number = Date.now()): string {
  const words = new Intl.RelativeTimeFormat("en-GB", { numeric: "auto" });
  const minutes = Math.max(1, Math.round((Date.parse(iso) - now) / 60_000));
  if (minutes < 60) return words.format(minutes, "minute");
  const hours = Math.round(minutes / 60);
  if (hours < 24) return words.format(hours, "hour");
  return words.format(Math.round(hours / 24), "day");
}

/** Seconds as "m:ss" (or "h:mm:ss" past an hour). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}

/**
 * A timed test's line in history (docs/screens.md#modelling-tests): "Timed · 90 min · 84:12", the time spent in
 * minutes and seconds, and "over time" when it ran more than a minute past the duration.
 */
export function formatTimedAttempt(timedMinutes: number, timeSpentSeconds: number | null): string {
  const parts = ["Timed", `${timedMinutes} min`];
  if (timeSpentSeconds !== null) {
    const seconds = Math.max(0, Math.floor(timeSpentSeconds));
    parts.push(`${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`);
    if (seconds > timedMinutes * 60 + 60) parts.push("over time");
  }
  return parts.join(" · ");
}

/** A timed test's durations: "90 minutes", "90 or 180 minutes". */
export function formatDurations(minutes: readonly number[]): string {
  if (minutes.length <= 1) return `${minutes[0] ?? 0} minutes`;
  return `${minutes.slice(0, -1).join(", ")} or ${minutes.at(-1)} minutes`;
}

/** The name a student reads for a kind's record type (its short name; the type itself when unknown). */
export function kindName(type: string): string {
  return isKindType(type) ? KIND_BY_TYPE[type].name : type;
}

/** Problems per minute over a timed run: "4.3 problems per minute"; null when no time was recorded. */
export function formatPace(problems: number, seconds: number | null | undefined): string | null {
  if (!seconds || seconds <= 0) return null;
  return `${((problems * 60) / seconds).toFixed(1)} problems per minute`;
}
