import { benchClosedLoop } from "./closed-loop";

// npx tsx bench/check-cost.ts [sqlite|postgres] [rounds] [seconds] [cpu-profile dir]: the closed loop alone.
const [kind = "sqlite", rounds = "3", seconds = "2", profileDir] = process.argv.slice(2);
const lines = await benchClosedLoop(kind === "postgres" ? "postgres" : "sqlite", {
  rounds: Number(rounds),
  seconds: Number(seconds),
  nodeArgs: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : undefined,
});
console.log(lines.join("\n"));
