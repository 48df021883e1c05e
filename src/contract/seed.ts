/** The largest seed: seeds are integers 0 … 2^31 − 1. */
export const MAX_SEED = 2 ** 31 - 1;

/** True for the seeds `generate` accepts: integers 0 … 2^31 − 1. */
export function isValidSeed(seed: unknown): seed is number {
  return typeof seed === "number" && Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED;
}
