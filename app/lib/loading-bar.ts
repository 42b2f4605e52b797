/** The original site's loading bar constants. */
export const LOADING_BAR_TIMING = {
  /** A navigation that ends sooner never shows the bar. */
  showAfterMs: 200,
  stepEveryMs: 100,
  stepPercent: 2,
  /** How long the full bar stays before it is removed. */
  hideAfterMs: 500,
} as const;

export type LoadingBarState = { visible: boolean; percent: number; failed: boolean };

export const HIDDEN_LOADING_BAR: LoadingBarState = { visible: false, percent: 0, failed: false };

type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
};

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
};

/**
 * The loading bar as a small timer-driven state machine, kept free of React
 * so that its timing can be tested with fake timers.
 */
export function createLoadingBar(onChange: (state: LoadingBarState) => void, timers: Timers = globalTimers) {
  let state = HIDDEN_LOADING_BAR;
  let phase: "idle" | "waiting" | "running" | "hiding" = "idle";
  let timer: unknown;
  let stepTimer: unknown;

  const set = (next: LoadingBarState) => {
    state = next;
    onChange(state);
  };

  const stopTimers = () => {
    timers.clearTimeout(timer);
    timers.clearInterval(stepTimer);
  };

  const show = () => {
    phase = "running";
    set({ visible: true, percent: 0, failed: false });
    stepTimer = timers.setInterval(() => {
      const percent = Math.min(100, state.percent + LOADING_BAR_TIMING.stepPercent);
      set({ ...state, percent });
      if (percent === 100) timers.clearInterval(stepTimer);
    }, LOADING_BAR_TIMING.stepEveryMs);
  };

  const end = (failed: boolean) => {
    if (phase === "waiting") {
      // Ended within the throttle: the bar never appears.
      stopTimers();
      phase = "idle";
      return;
    }
    if (phase !== "running") return;
    stopTimers();
    phase = "hiding";
    set({ visible: true, percent: 100, failed });
    timer = timers.setTimeout(() => {
      phase = "idle";
      set(HIDDEN_LOADING_BAR);
    }, LOADING_BAR_TIMING.hideAfterMs);
  };

  return {
    start() {
      if (phase === "waiting" || phase === "running") return;
      stopTimers();
      if (phase === "hiding") set(HIDDEN_LOADING_BAR);
      phase = "waiting";
      timer = timers.setTimeout(show, LOADING_BAR_TIMING.showAfterMs);
    },
    finish: () => end(false),
    fail: () => end(true),
    dispose: stopTimers,
  };
}
