import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLoadingBar, type LoadingBarState } from "./loading-bar";

describe("createLoadingBar", () => {
  let state: LoadingBarState;
  let bar: ReturnType<typeof createLoadingBar>;

  beforeEach(() => {
    vi.useFakeTimers();
    state = { visible: false, percent: 0, failed: false };
    bar = createLoadingBar((next) => (state = next));
  });
  afterEach(() => {
    bar.dispose();
    vi.useRealTimers();
  });

  it("never appears for a navigation that ends within 200 ms", () => {
    bar.start();
    vi.advanceTimersByTime(199);
    bar.finish();
    vi.advanceTimersByTime(1000);
    expect(state.visible).toBe(false);
  });

  it("appears after 200 ms and grows 2 % every 100 ms, reaching 100 % after 5 s and holding", () => {
    bar.start();
    vi.advanceTimersByTime(200);
    expect(state).toEqual({ visible: true, percent: 0, failed: false });
    vi.advanceTimersByTime(100);
    expect(state.percent).toBe(2);
    vi.advanceTimersByTime(2400);
    expect(state.percent).toBe(50);
    vi.advanceTimersByTime(2500);
    expect(state.percent).toBe(100);
    vi.advanceTimersByTime(10_000);
    expect(state).toEqual({ visible: true, percent: 100, failed: false });
  });

  it("fills on finish and is removed 500 ms later", () => {
    bar.start();
    vi.advanceTimersByTime(700);
    bar.finish();
    expect(state).toEqual({ visible: true, percent: 100, failed: false });
    vi.advanceTimersByTime(499);
    expect(state.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(state.visible).toBe(false);
  });

  it("takes the failed style on failure, then finishes", () => {
    bar.start();
    vi.advanceTimersByTime(300);
    bar.fail();
    expect(state).toEqual({ visible: true, percent: 100, failed: true });
    vi.advanceTimersByTime(500);
    expect(state.visible).toBe(false);
  });

  it("starts afresh when a new navigation begins while the old bar is fading out", () => {
    bar.start();
    vi.advanceTimersByTime(300);
    bar.finish();
    bar.start();
    expect(state.visible).toBe(false);
    vi.advanceTimersByTime(200);
    expect(state).toEqual({ visible: true, percent: 0, failed: false });
  });
});
