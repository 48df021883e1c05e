import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { RandomGenerator } from "pure-rand/types/RandomGenerator";

/** An inclusive range on a step, as docs/case-studies.md#conventions writes them ("sales 100-500 step 50"). */
export interface Range {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** Number of steps from min to max. */
  readonly steps: number;
  /** 10^(decimals of step): draws are whole step counts divided by it, so 0.8 + 3 × 0.1 is exactly 1.1. */
  readonly scale: number;
}

/** A range `min`–`max` on `step` (whole numbers when no step is given, docs/case-studies.md#conventions). */
export function range(min: number, max: number, step = 1): Range {
  const text = String(step);
  const decimals = text.includes(".") ? text.length - text.indexOf(".") - 1 : 0;
  return { min, max, step, steps: Math.round((max - min) / step), scale: 10 ** decimals };
}

/** The draws a generator makes; each call advances the sequence, so draw order is part of the engine version. */
export interface Random {
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  /** A value of `range`, uniform over its steps. */
  draw(range: Range): number;
  /** One of `items`, uniformly. */
  pick<T>(items: readonly T[]): T;
  /** `count` independent draws of `range`. */
  drawEach(range: Range, count: number): number[];
}

// murmur3's finaliser: neighbouring seeds (41, 42) must not start from neighbouring states, because
// xoroshiro128+'s first outputs are a plain function of its seed.
function mixSeed(seed: number): number {
  let h = seed | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h;
}

// A class rather than closures: generate runs per HTTP request, so creating one must cost next to nothing.
class SeededRandom implements Random {
  private readonly generator: RandomGenerator;

  constructor(seed: number) {
    this.generator = xoroshiro128plus(mixSeed(seed));
    // The first outputs still carry the low-entropy initial state; skipping a few is cheap.
    for (let index = 0; index < 4; index++) this.generator.next();
  }

  int(min: number, max: number): number {
    return uniformInt(this.generator, min, max);
  }

  draw(r: Range): number {
    return Math.round((r.min + this.int(0, r.steps) * r.step) * r.scale) / r.scale;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(0, items.length - 1)];
    if (item === undefined) throw new RangeError("pick needs at least one item");
    return item;
  }

  drawEach(r: Range, count: number): number[] {
    const values: number[] = [];
    for (let index = 0; index < count; index++) values.push(this.draw(r));
    return values;
  }
}

/** A seeded random source (xoroshiro128+ from pure-rand); the same seed always gives the same draws. */
export function createRandom(seed: number): Random {
  return new SeededRandom(seed);
}

/**
 * The first of at most `attempts` candidates drawn by `draw` that `keeps` accepts, else `fallback`: how a
 * generator redraws until its statement meets its conditions (the bound only keeps the loop finite).
 */
export function firstKept<S>(
  attempts: number,
  draw: () => S,
  keeps: (candidate: S) => boolean,
  fallback: S,
): S {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const candidate = draw();
    if (keeps(candidate)) return candidate;
  }
  return fallback;
}
