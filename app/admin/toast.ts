/** A message for the inbox's owner after an action; `id` tells two equal messages apart. */
export type Toast = { id: string; message: string };

/** The original kit's toast: gone after 5 s, never sooner than 1 s, even when asked to. */
export const TOAST_HIDE_AFTER_MS = 5000;
export const TOAST_MINIMUM_MS = 1000;

export type HideTimer = {
  /** Stops the clock, keeping the time left (pointer over the toast, or focus in it). */
  pause(): void;
  /** Runs the time left again, but at least the minimum. */
  resume(): void;
  cancel(): void;
};

/** Calls `onHide` after `delayMs` (at least the minimum) of unpaused time. */
export function startHideTimer(onHide: () => void, delayMs: number = TOAST_HIDE_AFTER_MS, now: () => number = Date.now): HideTimer {
  let remaining = Math.max(delayMs, TOAST_MINIMUM_MS);
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = () => {
    startedAt = now();
    timer = setTimeout(onHide, remaining);
  };
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  run();
  return {
    pause() {
      if (timer === undefined) return;
      stop();
      remaining -= now() - startedAt;
    },
    resume() {
      if (timer !== undefined) return;
      remaining = Math.max(remaining, TOAST_MINIMUM_MS);
      run();
    },
    cancel: stop,
  };
}
