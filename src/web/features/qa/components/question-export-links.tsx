import { questionExportUrl } from "../../../api/questions";
import { useSession } from "../../../api/session";
import { buttonClasses } from "../../../components/ui/button";

/** Downloads of the whole bank with model answers, for signed-in students (GET /api/questions/export). */
export function QuestionExportLinks() {
  const session = useSession();
  if (!session.data) return null;
  return (
    <section aria-labelledby="qa-export-heading" className="mt-10 space-y-2">
      <h2 id="qa-export-heading" className="text-base font-semibold">
        Take the questions with you
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Every question with its correct answer, tagged by topic, difficulty and how often it comes up. In
        Anki, choose File, then Import, and pick the downloaded file.
      </p>
      <div className="flex flex-wrap gap-3">
        <a href={questionExportUrl("anki")} download className={buttonClasses("secondary")}>
          Export to Anki
        </a>
        <a href={questionExportUrl("csv")} download className={buttonClasses("secondary")}>
          Export as CSV
        </a>
      </div>
    </section>
  );
}
