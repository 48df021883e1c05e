/** Reads a JSON value from localStorage; a missing, corrupt or blocked entry gives `fallback`. */
export function readStored<T>(key: string, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

/** Writes a JSON value to localStorage; a full or blocked storage is ignored (the app still works). */
export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the value simply is not kept.
  }
}

export function removeStored(...keys: string[]): void {
  try {
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Nothing to clean if storage is unavailable.
  }
}
