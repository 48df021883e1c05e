import { cn } from "../../../lib/cn";

const locales: Record<string, string> = { en: "en-GB", fr: "fr-FR" };

/** "2026-03-12" → "12 March 2026" (or "12 mars 2026" in French); the day is a calendar day, not an instant. */
export function formatArticleDate(isoDay: string, language = "en"): string {
  return new Intl.DateTimeFormat(locales[language] ?? "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDay}T00:00:00Z`));
}

/** The article's tags as small labels. */
export function ArticleTags({ tags, className }: { tags: string[]; className?: string }) {
  return (
    <ul aria-label="Tags" className={cn("flex flex-wrap gap-2", className)}>
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset dark:bg-brand-950 dark:text-brand-200 dark:ring-brand-800"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}

/** "12 March 2026 · By Author" (in French on a French page), with a machine-readable date. */
export function ArticleByline({
  date,
  author,
  language = "en",
  className,
}: {
  date: string;
  author: string;
  language?: string;
  className?: string;
}) {
  return (
    <p className={cn("text-sm text-slate-600 dark:text-slate-400", className)}>
      <time dateTime={date}>{formatArticleDate(date, language)}</time>
      <span aria-hidden="true"> · </span>
      <span>
        {language === "fr" ? "Par" : "By"} {author}
      </span>
    </p>
  );
}
