import { benchClosedLoop } from "./closed-loop";
import { benchHostileUploads } from "./hostile-uploads";

const what = process.argv[2];
if (what === "closed")
  for (const kind of ["sqlite", "postgres"] as const) console.log((await benchClosedLoop(kind)).join("\n"));
if (what === "hostile")
  for (let run = 0; run < 3; run++) console.log((await benchHostileUploads()).join("\n"));
