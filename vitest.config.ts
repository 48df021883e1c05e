import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Fast unit/API tests next to the code (and the oracles' own tests in test/oracle/), and browser end-to-end specs
// in e2e/.
export default defineConfig({
  test: {
    // Browser specs wait on their own server and Chromium more than on the CPU: two files at a time even on two
    // cores (the default there is one) takes the suite from about 490 s to 340 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "test/**/*.test.ts"],
          exclude: ["src/**/*.alone.test.ts", "src/**/*.outage.test.ts"],
          environment: "node",
          setupFiles: ["src/test-setup.ts"],
          globalSetup: ["src/test-build.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Run alone, one file at a time, after the others (see the test script): the outage test stops the
        // local PostgreSQL cluster, and the hostile-upload test holds a latency budget that a browser spec
        // running beside it on two cores would break.
        test: {
          name: "alone",
          include: ["src/**/*.alone.test.ts", "src/**/*.outage.test.ts"],
          environment: "node",
          setupFiles: ["src/test-setup.ts"],
          globalSetup: ["src/test-build.ts"],
          testTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.spec.ts"],
          environment: "node",
          setupFiles: ["src/test-setup.ts"],
          globalSetup: ["e2e/global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Pages wait on real requests (password hashing, mail); give polled assertions time to settle.
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
});
