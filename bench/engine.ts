// Engine throughput: how many exercises per second generate, solve and check handle, each also as a
// ratio to a trivial baseline timed in the same run (so figures from different machines compare), and
// how many candidates the DCF generator draws per accepted exercise.
import { pathToFileURL } from "node:url";
import { check, describe, generate, KIND_TYPES, layout, solve } from "../src/engine/index";
import { generateDcfCounted } from "../src/engine/kinds/dcf/generate";
import { answersFrom } from "../src/engine/test-support/answers";

const WINDOW_MS = 100;
const WINDOWS = 5;
const WARM_UP_MS = 100;
const SEED_POOL = 2000;
const ATTEMPT_SEEDS = 10_000;

// Results land here so that no call can be optimised away.
export let benchSink: unknown;

// Calls `operation(i)` for i = 0, 1, … for about `ms` milliseconds; returns calls per second.
function rate(operation: (index: number) => unknown, ms: number): number {
  const start = performance.now();
  let calls = 0;
  let elapsed = 0;
  do {
    for (let batch = 0; batch < 50; batch++) benchSink = operation(calls++);
    elapsed = performance.now() - start;
  } while (elapsed < ms);
  return (calls * 1000) / elapsed;
}

// Best of several short windows: other processes on a shared machine only ever slow a window down.
function measure(operation: (index: number) => unknown): number {
  rate(operation, WARM_UP_MS);
  let best = 0;
  for (let window = 0; window < WINDOWS; window++) best = Math.max(best, rate(operation, WINDOW_MS));
  return best;
}

function perSecond(value: number): string {
  return `${Math.round(value).toLocaleString("en-US")}/s`;
}

/** Printable lines: per type, exercises generated, solved and checked per second, and DCF attempts. */
export async function benchEngine(): Promise<string[]> {
  // Baseline: building and serialising a tiny object, about the least a request handler does.
  const baseline = measure((index) => JSON.stringify({ seed: index, ok: true }));
  const lines = [`engine baseline (JSON.stringify of a tiny object): ${perSecond(baseline)}`];
  const ratio = (value: number) => `${(value / baseline).toFixed(3)}× baseline`;

  for (const type of KIND_TYPES) {
    const statements = Array.from({ length: SEED_POOL }, (_, seed) => generate(type, seed));
    const answers = statements.map((statement) => answersFrom(type, statement, "exact"));
    const at = <T>(list: T[], index: number): T => list[index % SEED_POOL] as T;

    const generated = measure((index) => generate(type, index % 2 ** 31));
    const exercise = measure((index) => {
      const statement = generate(type, index % 2 ** 31);
      return [layout(type, statement), describe(type, statement)];
    });
    const solved = measure((index) => solve(type, at(statements, index)));
    const checked = measure((index) => check(type, at(statements, index), at(answers, index)));
    const checkedEmpty = measure((index) => check(type, at(statements, index), {}));
    lines.push(
      `engine ${type}: generate ${perSecond(generated)} (${ratio(generated)}), ` +
        `generate+layout+describe ${perSecond(exercise)} (${ratio(exercise)}), ` +
        `solve ${perSecond(solved)} (${ratio(solved)}), ` +
        `check ${perSecond(checked)} (${ratio(checked)}), check of an empty answer set ${perSecond(checkedEmpty)}`,
    );
  }

  let total = 0;
  let most = 0;
  for (let seed = 0; seed < ATTEMPT_SEEDS; seed++) {
    const { attempts } = generateDcfCounted(seed);
    total += attempts;
    most = Math.max(most, attempts);
  }
  lines.push(
    `engine DCF generation attempts per accepted exercise over seeds 0–${ATTEMPT_SEEDS - 1}: ` +
      `mean ${(total / ATTEMPT_SEEDS).toFixed(2)}, max ${most}`,
  );
  return lines;
}

// `npx tsx bench/engine.ts` runs it on its own.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const line of await benchEngine()) process.stdout.write(`${line}\n`);
}
