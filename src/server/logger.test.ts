import { describe, expect, it } from "vitest";
import { batchedStdout, createLogger } from "./logger";

describe("logger", () => {
  it("writes JSON lines at or above its level and redacts secret fields by name", () => {
    const lines: string[] = [];
    const logger = createLogger("info", (line) => lines.push(line));
    logger.debug("hidden");
    logger.info("signed in", {
      userId: "u1",
      password: "hunter2",
      sessionToken: "abc",
      Authorization: "Bearer x",
      apiKey: "k",
    });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? "{}");
    expect(entry).toMatchObject({ level: "info", message: "signed in", userId: "u1" });
    expect(lines[0]).not.toMatch(/hunter2|"abc"|Bearer x|"k"/);
    expect(entry.password).toBe("[redacted]");
  });

  it("is silent when asked", () => {
    const lines: string[] = [];
    createLogger("silent", (line) => lines.push(line)).error("boom");
    expect(lines).toEqual([]);
  });
});

describe("batched standard output", () => {
  it("writes the lines of one turn of the event loop together, in order, after the turn", async () => {
    const writes: string[] = [];
    const write = batchedStdout((text) => writes.push(text));
    write("one");
    write("two");
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    write("three");
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(["one\ntwo\n", "three\n"]);
  });

  it("writes at once when a batch is full", () => {
    const writes: string[] = [];
    const write = batchedStdout((text) => writes.push(text), 2);
    write("a");
    write("b");
    write("c");
    expect(writes).toEqual(["a\nb\n"]);
  });
});
