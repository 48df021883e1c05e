import { spawn } from "node:child_process";

// npm run dev: the API on port 3001 (restarting on change) behind the Vite dev server on 5173.
const children = [
  spawn("npx", ["tsx", "watch", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: "3001", PUBLIC_URL: "http://localhost:5173" },
  }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) {
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
