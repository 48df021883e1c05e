/**
 * Bumped whenever a seed would produce a different statement or a statement a different solution.
 * Saved exercises keep the version they were generated with.
 */
export const ENGINE_VERSION = 2;
