/** The small "FR" beside a title or link that leads to French content from an English screen (issue #20). */
export function FrenchMarker() {
  return (
    <span className="ml-1.5 inline-block rounded border border-slate-300 px-1 align-middle text-[0.6875rem] leading-4 font-semibold tracking-wide text-slate-700 no-underline dark:border-slate-600 dark:text-slate-200">
      <span aria-hidden="true">FR</span>
      <span className="sr-only">(in French)</span>
    </span>
  );
}
