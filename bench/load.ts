import { Agent, request } from "node:http";
import { generate } from "../src/engine";
import { answersFrom } from "../src/engine/test-support/answers";

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

export interface LoadRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Keeps `connections` keep-alive requests in flight against `baseUrl` for `seconds`, and reports
 * throughput and latency percentiles (ms). Bounded in time; loopback only.
 */
export async function runLoad(
  baseUrl: string,
  next: () => LoadRequest,
  options: { connections?: number; seconds?: number } = {},
): Promise<LoadResult> {
  const connections = options.connections ?? 16;
  const seconds = options.seconds ?? 4;
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const stopAt = performance.now() + seconds * 1000;

  const one = (spec: LoadRequest) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const req = request(
        new URL(spec.path, baseUrl),
        {
          method: spec.method ?? "GET",
          agent,
          headers: { ...(spec.body ? { "content-type": "application/json" } : {}), ...spec.headers },
        },
        (res) => {
          res.resume();
          res.on("end", () => {
            latencies.push(performance.now() - started);
            if ((res.statusCode ?? 500) >= 400) errors += 1;
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors += 1;
        resolve();
      });
      req.end(spec.body);
    });

  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < stopAt) await one(next());
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors,
  };
}

export interface LoadTarget {
  baseUrl: string;
  next: () => LoadRequest;
}

/**
 * Throughput of several targets measured in turns, `rounds` times `seconds` each; each target keeps its
 * best round. Other processes on a shared machine only ever slow a round down, and taking turns exposes
 * every target to the same drift, so ratios between them hold steady from run to run.
 */
export async function bestOfRounds(
  targets: LoadTarget[],
  options: { rounds?: number; seconds?: number } = {},
): Promise<LoadResult[]> {
  const best: LoadResult[] = [];
  for (let round = 0; round < (options.rounds ?? 3); round += 1) {
    for (const [index, target] of targets.entries()) {
      const result = await runLoad(target.baseUrl, target.next, { seconds: options.seconds ?? 2 });
      const kept = best[index];
      if (!kept || result.perSecond > kept.perSecond) best[index] = result;
    }
  }
  return best;
}

/** The bodies of realistic checks: a whole DCF grid typed in, for seeds 0 to count − 1 (built before any clock runs). */
export function dcfCheckBodies(count: number): string[] {
  return Array.from({ length: count }, (_, seed) =>
    JSON.stringify({
      seed,
      answers: answersFrom("DCF", generate("DCF", seed), "exact"),
      timeSpentSeconds: 120,
    }),
  );
}
