import { execFileSync } from "node:child_process";
import { benchBundle } from "./bundle";
import { benchClosedLoop } from "./closed-loop";
import { benchEngine } from "./engine";
import { benchHostileUploads } from "./hostile-uploads";
import { benchHttp } from "./http";
import { benchModellingTests } from "./modelling-tests";
import { benchPractice } from "./practice";
import { benchWorkbook } from "./workbook";

// npm run bench: every figure is a ratio to a baseline measured in the same run, or a size.
const databaseUrl = process.env.TEST_DATABASE_URL;

const sections: Array<() => Promise<string[]> | string[]> = [
  benchEngine,
  benchWorkbook,
  () => benchHttp("sqlite"),
  ...(databaseUrl ? [() => benchHttp("postgres")] : []),
  benchModellingTests,
  () => {
    // The closed-loop section runs the compiled server, as npm start does.
    execFileSync("node", ["scripts/build.mjs"], { stdio: "inherit" });
    return benchClosedLoop("sqlite");
  },
  ...(databaseUrl ? [() => benchClosedLoop("postgres")] : []),
  benchHostileUploads,
  () => benchPractice("sqlite"),
  ...(databaseUrl ? [() => benchPractice("postgres")] : []),
  () => {
    execFileSync("npx", ["vite", "build", "--logLevel", "error"], { stdio: "inherit" });
    return benchBundle();
  },
];

for (const section of sections) {
  console.log((await section()).join("\n"));
  console.log();
}
if (!databaseUrl) console.log("PostgreSQL figures skipped: set TEST_DATABASE_URL to include them.");
