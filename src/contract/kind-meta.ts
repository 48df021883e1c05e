/**
 * What the web, the server and the engine know about an exercise kind beyond its formulas: plain data, so
 * the web can list every kind without loading the engine. Each kind states it once, in
 * `src/contract/kind-metas/<slug>.ts`; `src/contract/kinds.ts` and `src/engine/kinds/index.ts` are the only
 * lists of kinds.
 */
export interface KindMeta {
  /** URL slug (`/api/case-studies/<slug>/new`), lower-case words joined by hyphens. */
  readonly slug: string;
  /** The record type saved with each attempt (`exerciseType`), as docs/api.md#routes names it. */
  readonly type: string;
  /** Other names the API accepts for the kind, lower case (the slug and type are always accepted). */
  readonly aliases: readonly string[];
  readonly family: "case-study" | "drill" | "modelling-test";
  /** The question-bank topic the kind trains (an id of src/contract/question-topics.ts). */
  readonly topic: string;
  /** Who may see a correction (docs/marking.md#who-sees-a-correction): any signed-in user, or only one with a verified email. */
  readonly correction: "session" | "verified-email";
  /** The kind's own page (a path such as `/qa`); null when the kind has none of its own. */
  readonly pagePath: string | null;
  /** Short name in history, profile statistics and charts ("Accretion/Dilution"). */
  readonly name: string;
  /** Screen heading and navigation label ("Accretion/Dilution Exercise"). */
  readonly title: string;
  /** Card heading on the hub page ("Accretion/Dilution"). */
  readonly cardTitle: string;
  /** One sentence on the hub card: what the kind trains. */
  readonly description: string;
  /** Typical time to solve one, in minutes. */
  readonly typicalMinutes: number;
  /** Browser-storage keys of the screen (docs/screens.md#browser-storage): the current exercise and the answers as typed. */
  readonly storage: { readonly exercise: string; readonly answers: string };
  /** A timed run of quick problems: the result and the history show problems per minute beside the time. */
  readonly showsPace?: true;
  /** The durations of its timed test mode, in minutes (docs/modelling-tests.md#timed-test-mode). */
  readonly testMinutes?: readonly number[];
}

/**
 * A kind's screen text, kept apart from its meta so that the shell, which lists every kind, does not carry
 * it: the exercise screens and the workbooks read it (src/contract/kind-screen-texts.ts).
 */
export interface KindScreenText {
  /** The screen's introduction under its heading. */
  readonly intro: string;
  /** Headings of the answer grid: the yearly table's caption and the block of single values. */
  readonly grid: { readonly tableCaption: string; readonly singleValuesTitle: string };
}
