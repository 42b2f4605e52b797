// What the panel keeps in this browser's localStorage (edits in progress):
// read, written and dropped without throwing where storage is off or full, as
// in some private windows.

/**
 * The text each check last found valid under each key: read again unchanged
 * (a queue of hundreds of sets read at every set logged) it is parsed, not
 * checked again.
 */
const validTexts = new WeakMap<(value: unknown) => boolean, Map<string, string>>();

/** The value stored under `key`, if any and if it is what `isValid` expects. */
export function readStored<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const text = localStorage.getItem(key) ?? "null";
    const stored: unknown = JSON.parse(text);
    const valid = validTexts.get(isValid) ?? new Map<string, string>();
    if (valid.get(key) === text) return stored as T;
    if (!isValid(stored)) return null;
    valid.set(key, text);
    validTexts.set(isValid, valid);
    return stored;
  } catch {
    return null;
  }
}

/** Whether it was kept: a full or blocked storage keeps nothing. */
export function writeStored(key: string, value: unknown): boolean {
  try {
    localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function dropStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was kept, so there is nothing to drop.
  }
}
