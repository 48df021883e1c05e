import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";
import lighthouse, { type Config, desktopConfig, type Flags } from "lighthouse";
import { chromium } from "playwright-core";
import { startAppServer } from "../e2e/support/app-server";
import { findChromium } from "../e2e/support/chromium";

// npm run bench:lighthouse [-- --runs 3]: Lighthouse on desktop and on mobile (Lighthouse's default config:
// a mid-range phone, simulated slow 4G, 4× CPU slowdown), against the app as `npm start` builds and serves it.
// Per route: the four category scores, LCP, TBT, CLS and the JavaScript the route loads; with several runs,
// each figure is the median. Everything stays on loopback, and the run stops by itself.

const routes = ["/", "/lbo", "/qa", "/tutorial/dcf", "/drills", "/today"];
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
/** docs/architecture.md#quality-bars: the home page's JavaScript, gzipped. */
const homeBudgetKb = 90;

const modes: { name: string; config?: Config; flags: Flags }[] = [
  {
    name: "desktop",
    config: desktopConfig,
    flags: {
      formFactor: "desktop",
      screenEmulation: desktopConfig.settings?.screenEmulation,
      throttling: desktopConfig.settings?.throttling,
      emulatedUserAgent: desktopConfig.settings?.emulatedUserAgent,
    },
  },
  // Lighthouse's defaults are the mobile run.
  { name: "mobile", flags: {} },
];

const runsArgument = process.argv.indexOf("--runs");
const runs = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : 1;
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number of runs, 1 or more");

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

interface Measure {
  scores: Record<(typeof categories)[number], number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** The route's scripts gzipped here, whatever the server sent. */
  scriptGzipKb: number;
  /** What went over the wire for them, headers included. */
  scriptTransferKb: number;
  flagged: string[];
}

/** A free TCP port on loopback, for the browser's debugging endpoint. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port")),
      );
    });
  });
}

/** The gzipped size of a script the app served from dist/ (0 for anything else, e.g. a browser extension). */
function gzippedSize(url: string): number {
  try {
    return gzipSync(readFileSync(path.join("dist", new URL(url).pathname))).length;
  } catch {
    return 0;
  }
}

/** Scored audits that did not pass, for the reader to act on. */
function flaggedAudits(
  audits: Record<
    string,
    { id: string; score: number | null; scoreDisplayMode: string; displayValue?: string }
  >,
): string[] {
  const scored = new Set(["binary", "numeric", "metricSavings"]);
  return (
    Object.values(audits)
      // The back/forward cache is turned off by the browser's automation flags: nothing the app can change.
      .filter((audit) => audit.id !== "bf-cache")
      .filter((audit) => audit.score !== null && audit.score < 0.9 && scored.has(audit.scoreDisplayMode))
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ""}`)
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function medianOrNull(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : median(known);
}

/** One figure per field: the median over the runs; the flags of every run. */
function combine(measures: Measure[]): Measure {
  return {
    scores: Object.fromEntries(
      categories.map((category) => [category, medianOrNull(measures.map((m) => m.scores[category]))]),
    ) as Measure["scores"],
    lcpMs: medianOrNull(measures.map((m) => m.lcpMs)),
    tbtMs: medianOrNull(measures.map((m) => m.tbtMs)),
    cls: medianOrNull(measures.map((m) => m.cls)),
    scriptGzipKb: median(measures.map((m) => m.scriptGzipKb)),
    scriptTransferKb: median(measures.map((m) => m.scriptTransferKb)),
    // Each audit once, with the figure of the last run that flagged it.
    flagged: [
      ...new Map(measures.flatMap((m) => m.flagged).map((flag) => [flag.split(" ")[0], flag])).values(),
    ],
  };
}

// The same build as `npm start`, prerendered pages included.
execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
const server = await startAppServer();
const port = await freePort();
const browser = await chromium.launch({
  executablePath: findChromium(),
  args: [
    `--remote-debugging-port=${port}`,
    "--remote-debugging-address=127.0.0.1",
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
});

/** One Lighthouse run; a run whose trace came out broken (NO_NAVSTART and the like, on a busy machine) is retried. */
async function audit(url: string, flags: Flags, config: Config | undefined, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    if (attempt >= attempts) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    console.warn(`${url}: ${lhr.runtimeError.code}, running it again`);
  }
}

async function measure(route: string, mode: (typeof modes)[number]): Promise<Measure> {
  const flags: Flags = {
    ...mode.flags,
    port,
    hostname: "127.0.0.1",
    output: "json",
    logLevel: "error",
    onlyCategories: [...categories],
  };
  const lhr = await audit(`${server.url}${route}`, flags, mode.config);
  const details = lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined;
  const scripts = (details?.items ?? []).filter((request) => request.resourceType === "Script");
  const sumKb = (size: (request: NetworkRequest) => number) =>
    scripts.reduce((total, request) => total + size(request), 0) / 1024;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  return {
    scores: Object.fromEntries(
      categories.map((category) => [category, lhr.categories[category]?.score ?? null]),
    ) as Measure["scores"],
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    scriptGzipKb: sumKb((request) => gzippedSize(request.url)),
    scriptTransferKb: sumKb((request) => request.transferSize ?? 0),
    flagged: flaggedAudits(lhr.audits),
  };
}

const reports = new Map<string, { route: string; measure: Measure }[]>();
try {
  for (const mode of modes) {
    const rows: { route: string; measure: Measure }[] = [];
    for (const route of routes) {
      const measures: Measure[] = [];
      for (let run = 0; run < runs; run++) measures.push(await measure(route, mode));
      rows.push({ route, measure: combine(measures) });
    }
    reports.set(mode.name, rows);
  }
} finally {
  await browser.close();
  await server.close();
}

const score = (value: number | null) => (value === null ? "–" : String(Math.round(value * 100)));
const ms = (value: number | null) => (value === null ? "–" : `${Math.round(value)} ms`);
const header = ["route", ...categories, "LCP", "TBT", "CLS", "JS gzip", "JS transferred"];
for (const [mode, rows] of reports) {
  const cells = rows.map(({ route, measure }) => [
    route,
    ...categories.map((category) => score(measure.scores[category])),
    ms(measure.lcpMs),
    ms(measure.tbtMs),
    measure.cls === null ? "–" : measure.cls.toFixed(3),
    `${measure.scriptGzipKb.toFixed(1)} KB`,
    `${measure.scriptTransferKb.toFixed(1)} KB`,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((row) => row[column]?.length ?? 0)),
  );
  const line = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ");
  const runsNote = runs > 1 ? `, median of ${runs} runs` : "";
  console.log(`\nLighthouse, ${mode}${runsNote} (scores out of 100; JavaScript each route loads):`);
  console.log(line(header));
  for (const row of cells) console.log(line(row));
  for (const { route, measure } of rows) {
    if (measure.flagged.length > 0) console.log(`${route} flags: ${measure.flagged.join(", ")}`);
  }
}
const home = reports.get("mobile")?.find((row) => row.route === "/")?.measure;
if (home) {
  const verdict = home.scriptGzipKb <= homeBudgetKb ? "ok" : "OVER BUDGET";
  console.log(
    `\nHome page JavaScript: ${home.scriptGzipKb.toFixed(1)} KB gzip (budget ${homeBudgetKb} KB) ${verdict}`,
  );
}
