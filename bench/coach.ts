import { existsSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { z } from "zod";
import { type Coach, createCoach, type GradeInput, type GradeResult } from "../src/coach";
import { coachConfigOf, parseEnv } from "../src/server/env";
import { checkFiringLines } from "./coach-checks";
import { type PointGrade, pointAgreementLines } from "./coach-points";
import { pearson, spearman } from "./coach-statistics";

// Measures the coach the environment configures, as the server would (the built-in grader by default;
// COACH_PROVIDER=openai with COACH_BASE_URL and COACH_MODEL for a model): agreement with human graders on the
// Mohler short-answer set (tuned on questions 1–6, reported on 7–12), latency, and the team's finance
// calibration set.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const mohlerPath = path.resolve(repoRoot, "..", "shared", "benchmarks", "asag-mohler", "mohler.csv");
const questionsDir = path.join(repoRoot, "content", "questions");
const calibrationDir = path.join(repoRoot, "content", "calibration");

const questionSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  keyPoints: z.array(z.string()),
  misconceptions: z.array(z.string()).optional(),
});

const calibrationSchema = z.object({
  /**
   * "held-out" files are only measured, never used to choose the grader's rules or thresholds; "blind" files
   * too, and were moreover written and graded by reviewers who had never seen the grader's rules or output.
   */
  part: z.enum(["tuning", "held-out", "blind"]).default("tuning"),
  answers: z.array(
    z.object({
      questionId: z.string(),
      kind: z.string().regex(/^[a-z-]+$/),
      humanScore: z.number().min(0).max(10),
      /** The reviewers' status for each key point, in the bank's order (the newer blind files). */
      keyPoints: z.array(z.enum(["covered", "missing", "contradicted"])).optional(),
      answer: z.string(),
    }),
  ),
});

interface MohlerRow {
  id: string;
  question: string;
  desiredAnswer: string;
  studentAnswer: string;
  gold: number;
}

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, newlines inside quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        field += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else if (char !== "\r") field += char;
  }
  if (field.length > 0 || row.length > 0) rows.push([...row, field]);
  return rows;
}

function rmse(predicted: readonly number[], gold: readonly number[]): number {
  return Math.sqrt(
    predicted.reduce((sum, p, i) => sum + (p - (gold[i] as number)) ** 2, 0) / predicted.length,
  );
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

const mean = (values: readonly number[]) => values.reduce((sum, x) => sum + x, 0) / values.length;
const fixed = (value: number, digits = 2) => value.toFixed(digits);

function readMohler(): MohlerRow[] {
  return parseCsv(readFileSync(mohlerPath, "utf8"))
    .slice(1)
    .filter((row) => row.length >= 7)
    .map(([id, question, desiredAnswer, studentAnswer, , , gold]) => ({
      id: id ?? "",
      question: question ?? "",
      desiredAnswer: desiredAnswer ?? "",
      studentAnswer: studentAnswer ?? "",
      gold: Number(gold),
    }));
}

// Created inside benchCoach, so that its start-up cost is measured.
let coach: Coach | undefined;
let config: ReturnType<typeof coachConfigOf> = { provider: "builtin" };
/** Answers a model failed to grade, graded by the built-in grader instead: they do not measure the model. */
let fallbacks = 0;

interface Timed {
  score: number;
  result: GradeResult;
  ms: number;
}

async function timedGrade(input: GradeInput): Promise<Timed> {
  coach ??= createCoach(config, {
    onFallback: () => {
      fallbacks += 1;
    },
  });
  const started = performance.now();
  const result = await coach.grade(input);
  return { score: result.score, result, ms: performance.now() - started };
}

// The built-in grader grades one answer at a time, so each latency is its own; a model is asked several at once,
// as a busy server would, or the calibration set alone would take hours.
const MODEL_CONCURRENCY = 8;

async function gradeAll(inputs: readonly GradeInput[]): Promise<Timed[]> {
  const results = new Array<Timed>(inputs.length);
  let next = 0;
  const worker = async () => {
    while (next < inputs.length) {
      const at = next;
      next += 1;
      results[at] = await timedGrade(inputs[at] as GradeInput);
    }
  };
  const workers = config.provider === "builtin" ? 1 : MODEL_CONCURRENCY;
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}

async function mohlerLines(): Promise<string[]> {
  if (!existsSync(mohlerPath)) {
    return [
      `Mohler benchmark: skipped, ${mohlerPath} is absent (see shared/benchmarks/asag-mohler/README.md).`,
    ];
  }
  const rows = readMohler();
  const results = await gradeAll(
    rows.map((row) => ({
      question: row.question,
      modelAnswer: row.desiredAnswer,
      answer: row.studentAnswer,
    })),
  );
  const latencies = results.map(({ ms }) => ms);
  const graded = rows.map((row, at) => ({ row, predicted: (results[at]?.score ?? 0) / 2 }));
  const isTuning = (id: string) => Number(id.split(".")[0]) <= 6;
  const tuning = graded.filter(({ row }) => isTuning(row.id));
  const heldOut = graded.filter(({ row }) => !isTuning(row.id));
  const toBenchmarkScale = fitScaleMapping(tuning);
  const line = (label: string, set: typeof graded) => {
    const raw = set.map((g) => g.predicted);
    const calibrated = raw.map(toBenchmarkScale);
    const gold = set.map((g) => g.row.gold);
    return (
      `${label.padEnd(34)} n=${String(set.length).padStart(4)}  Pearson ${fixed(pearson(calibrated, gold), 3)}  ` +
      `Spearman ${fixed(spearman(calibrated, gold), 3)}  RMSE ${fixed(rmse(calibrated, gold), 3)}  ` +
      `mean ${fixed(mean(calibrated))} vs human ${fixed(mean(gold))}  ` +
      `(uncalibrated score ÷ 2: RMSE ${fixed(rmse(raw, gold), 3)}, mean ${fixed(mean(raw))})`
    );
  };
  const sorted = [...latencies].sort((a, b) => a - b);
  return [
    "Mohler et al. (2011) short-answer grading, 0–5 scale, against the graders' average.",
    `  Coach score ÷ 2, mapped to the benchmark's scale by ${toBenchmarkScale.formula}, a line fitted by least squares`,
    "  on ids 1–6 only: these graders are lenient (mean 4.2 / 5). The line is monotone, so it moves RMSE, not the correlations.",
    line("Held-out half, ids 7–12 (reported)", heldOut),
    line("Tuning half, ids 1–6 (tuned on)", tuning),
    `Latency per answer over all ${rows.length} answers: p50 ${fixed(percentile(sorted, 0.5))} ms, p99 ${fixed(percentile(sorted, 0.99))} ms`,
    "Reference points (Pearson, whole file): human vs human 0.60, TF-IDF cosine 0.44, word overlap 0.49.",
  ];
}

/**
 * Least-squares line from the coach's 0–5 score to the human grades of the tuning half, clamped
 * to 0–5. Fitted at every run, so it follows the grader and never sees the held-out half.
 */
function fitScaleMapping(tuning: readonly { row: MohlerRow; predicted: number }[]) {
  const x = tuning.map((g) => g.predicted);
  const y = tuning.map((g) => g.row.gold);
  const slope = pearson(x, y) * Math.sqrt(variance(y) / variance(x));
  const intercept = mean(y) - slope * mean(x);
  const map = (score: number) => Math.max(0, Math.min(5, intercept + slope * score));
  return Object.assign(map, { formula: `${fixed(intercept)} + ${fixed(slope)} × score` });
}

function variance(values: readonly number[]): number {
  const m = mean(values);
  return mean(values.map((x) => (x - m) ** 2));
}

function readJsonFiles(dir: string): { name: string; content: unknown }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => ({ name, content: JSON.parse(readFileSync(path.join(dir, name), "utf8")) as unknown }));
}

// 300-word answers cut from the bank's own model answers at shifting offsets, so no two are alike.
// Wall-clock time depends on what else the machine runs; CPU time is the grader's own cost.
async function longAnswerLines(questions: z.infer<typeof questionSchema>[]): Promise<string[]> {
  const words = questions.flatMap((question) => question.answer.split(/\s+/));
  const first = questions[0];
  if (!first || words.length < 400) return [];
  const wallClock: number[] = [];
  const cpu: number[] = [];
  const runs = 1_000;
  for (let run = 0; run < runs; run += 1) {
    const start = (run * 37) % (words.length - 300);
    const answer = words.slice(start, start + 300).join(" ");
    const cpuBefore = process.cpuUsage();
    wallClock.push((await timedGrade({ ...gradeInputOf(first), answer })).ms);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
  }
  wallClock.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const [load] = os.loadavg();
  return [
    `Latency for 300-word answers (${runs} runs): wall clock p50 ${fixed(percentile(wallClock, 0.5))} ms, ` +
      `p99 ${fixed(percentile(wallClock, 0.99))} ms; CPU time p50 ${fixed(percentile(cpu, 0.5))} ms, ` +
      `p99 ${fixed(percentile(cpu, 0.99))} ms (machine load average ${fixed(load ?? 0, 1)} on ${os.cpus().length} cores)`,
  ];
}

function gradeInputOf(question: z.infer<typeof questionSchema>) {
  return {
    question: question.question,
    modelAnswer: question.answer,
    keyPoints: question.keyPoints,
    misconceptions: question.misconceptions,
  };
}

interface CalibrationGrade {
  file: string;
  kind: string;
  part: z.infer<typeof calibrationSchema>["part"];
  behavioural: boolean;
  human: number;
  /** Through the bank question (model answer, key points, misconceptions). */
  bank: number;
  /** With only the model answer, as a custom question sends it. */
  modelOnly: number;
}

// Each answer is graded as POST /api/evaluate-answer grades it: with a bank questionId, and with only
// a correctAnswer (the same model answer, no key points, no misconceptions).
async function calibrationLines(questions: z.infer<typeof questionSchema>[]): Promise<string[]> {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const files = readJsonFiles(calibrationDir).map((file) => ({
    name: file.name,
    ...calibrationSchema.parse(file.content),
  }));
  if (files.length === 0) return ["Finance calibration set: no files in content/calibration."];
  const items = files.flatMap((file) =>
    file.answers.flatMap((item) => {
      const question = byId.get(item.questionId);
      return question ? [{ file, item, question }] : [];
    }),
  );
  const unknown = files.reduce((sum, file) => sum + file.answers.length, 0) - items.length;
  const bank = await gradeAll(
    items.map(({ item, question }) => ({ ...gradeInputOf(question), answer: item.answer })),
  );
  const modelOnly = await gradeAll(
    items.map(({ item, question }) => ({
      question: question.question,
      modelAnswer: question.answer,
      answer: item.answer,
    })),
  );
  const graded: CalibrationGrade[] = items.map(({ file, item, question }, at) => ({
    file: file.name,
    kind: item.kind,
    part: file.part,
    behavioural: question.id.startsWith("beh-"),
    human: item.humanScore,
    bank: bank[at]?.score ?? 0,
    modelOnly: modelOnly[at]?.score ?? 0,
  }));
  const lines = [
    `Calibration set (content/calibration, each answer graded before the coach ran on it), 0–10 scale: ${graded.length} answers` +
      (unknown > 0 ? ` (${unknown} skipped: question id not in the bank)` : ""),
    "  Each answer graded through the bank question (bank) and with only the model answer (model only).",
  ];
  const sets: [string, CalibrationGrade[]][] = [
    ["technical, tuning part", graded.filter((g) => !g.behavioural && g.part === "tuning")],
    ["technical, held-out part", graded.filter((g) => !g.behavioural && g.part === "held-out")],
    // Each blind file was written at its own time, against the grader of its day: each is reported alone.
    ...[...new Set(graded.filter((g) => g.part === "blind").map((g) => g.file))].map(
      (file): [string, CalibrationGrade[]] => [
        `technical, blind part (${file})`,
        graded.filter((g) => !g.behavioural && g.file === file),
      ],
    ),
    ["behavioural, tuning part", graded.filter((g) => g.behavioural && g.part === "tuning")],
    ["behavioural, held-out part", graded.filter((g) => g.behavioural && g.part === "held-out")],
  ];
  for (const [label, set] of sets) {
    if (set.length === 0) continue;
    lines.push(...calibrationSetLines(label, set));
  }
  const withPoints: PointGrade[] = items.flatMap(({ item }, at) => {
    const result = bank[at]?.result;
    return item.keyPoints && result
      ? [{ kind: item.kind, human: item.humanScore, reviewer: item.keyPoints, coach: result }]
      : [];
  });
  if (withPoints.length > 0) lines.push(...pointAgreementLines(withPoints));
  // The checks are judged on the blind files that came before the per-point set, which is only measured.
  const earlierBlind = items.filter(({ file, item }) => file.part === "blind" && !item.keyPoints);
  lines.push(
    ...checkFiringLines(
      `the earlier blind files (${earlierBlind.length} answers)`,
      earlierBlind.map(({ item, question }) => ({
        human: item.humanScore,
        input: { ...gradeInputOf(question), answer: item.answer },
      })),
    ),
  );
  return lines;
}

// The confident wrong answers of the calibration set, whose mean the coach must keep low.
const WRONG_CLAIM_KINDS = new Set(["swap", "flip", "number", "negation", "mechanism", "appended"]);

function calibrationSetLines(label: string, set: readonly CalibrationGrade[]): string[] {
  const human = set.map((g) => g.human);
  const agreement = (scores: number[]) =>
    `Spearman ${fixed(spearman(scores, human), 3)}, Pearson ${fixed(pearson(scores, human), 3)}, ` +
    `mean absolute difference ${fixed(mean(scores.map((score, i) => Math.abs(score - (human[i] as number)))))}`;
  const lines = [
    `  ${label}: ${set.length} answers`,
    `    bank:       ${agreement(set.map((g) => g.bank))}`,
    `    model only: ${agreement(set.map((g) => g.modelOnly))}`,
    "    kind              n  reviewer   bank  model only",
  ];
  const row = (label: string, ofKind: readonly CalibrationGrade[]) =>
    `    ${label.padEnd(15)} ${String(ofKind.length).padStart(3)}   ${fixed(mean(ofKind.map((g) => g.human)), 1).padStart(5)}  ` +
    `${fixed(mean(ofKind.map((g) => g.bank)), 1).padStart(5)}  ${fixed(mean(ofKind.map((g) => g.modelOnly)), 1).padStart(10)}`;
  for (const kind of [...new Set(set.map((g) => g.kind))])
    lines.push(
      row(
        kind,
        set.filter((g) => g.kind === kind),
      ),
    );
  const wrongClaims = set.filter((g) => WRONG_CLAIM_KINDS.has(g.kind));
  if (wrongClaims.length > 0) lines.push(row("six wrong kinds", wrongClaims));
  return lines;
}

/** Runs every measurement and returns the lines to print. */
export async function benchCoach(environment: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const parsed = parseEnv(environment);
  if (!parsed.ok) throw new Error(`Invalid configuration: ${parsed.problems.join("; ")}`);
  config = coachConfigOf(parsed.env);
  const questions = readJsonFiles(questionsDir).flatMap((file) =>
    z.array(questionSchema).parse(file.content),
  );
  const started = performance.now();
  await timedGrade({
    question: "Warm-up",
    modelAnswer: "Builds the lexicon and reads WordNet once.",
    answer: "warm-up",
  });
  const model = config.provider === "openai" ? config : undefined;
  const lines = [
    model
      ? `Coach: the model ${model.model} at ${model.baseUrl}, the built-in grader behind it.`
      : `Built-in grader start-up (lexicon compiled, WordNet index read, first grade): ${fixed(performance.now() - started, 0)} ms`,
    ...(await mohlerLines()),
    // The latency goal is the built-in grader's; a thousand long answers would only time the model's server.
    ...(model ? [] : await longAnswerLines(questions)),
    ...(await calibrationLines(questions)),
  ];
  if (fallbacks > 0)
    lines.push(
      `${fallbacks} answers were graded by the built-in grader after the model failed: the figures above are not the model's alone.`,
    );
  return lines;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  for (const line of await benchCoach()) process.stdout.write(`${line}\n`);
}
