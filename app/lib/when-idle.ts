/** The longest work waits for an idle moment before it runs anyway. */
export const IDLE_TIMEOUT_MS = 2000;

/** Runs `callback` when the browser is next idle (a macrotask where it has no idle callbacks). */
export function whenIdle(callback: () => void) {
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(callback, 1);
}
