// What the panel keeps in this browser's localStorage (edits in progress):
// read, written and dropped without throwing where storage is off or full, as
// in some private windows.

/** The value stored under `key`, if any and if it is what `isValid` expects. */
export function readStored<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? "null");
    return isValid(stored) ? stored : null;
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
