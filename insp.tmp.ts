import { readFileSync, readdirSync } from "node:fs";
import { BuiltinGrader } from "/work/wt/core/src/coach/builtin-grader";
const qs = new Map<string, any>();
for (const f of readdirSync("/work/wt/core/content/questions")) for (const q of JSON.parse(readFileSync("/work/wt/core/content/questions/" + f, "utf8"))) qs.set(q.id, q);
const g = new BuiltinGrader();
const files = process.argv[2].split(",");
const kinds = new Set(process.argv[3].split(","));
const min = Number(process.argv[4] ?? 5);
const bank = process.argv[5] !== "model";
for (const file of files) {
  const data = JSON.parse(readFileSync("/work/wt/core/content/calibration/" + file + ".json", "utf8"));
  if (data.part === "blind") throw new Error("blind");
  for (const a of data.answers) {
    if (!kinds.has(a.kind)) continue;
    const q = qs.get(a.questionId);
    const input = bank ? { question: q.question, modelAnswer: q.answer, keyPoints: q.keyPoints, misconceptions: q.misconceptions, answer: a.answer } : { question: q.question, modelAnswer: q.answer, answer: a.answer };
    const r = g.assess(input);
    if (r.score < min) continue;
    console.log(`\n=== ${file} ${a.questionId} ${a.kind} human ${a.humanScore} got ${r.score}`);
    console.log("Q:", q.question);
    console.log("MODEL:", q.answer);
    console.log("ANSWER:", a.answer);
    console.log("wrong:", r.wrongClaims.map((w: any) => w.clause ?? JSON.stringify(w)).join(" | "), "misc:", r.misconceptions.join(" | "));
  }
}
