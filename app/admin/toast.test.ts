import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startHideTimer } from "./toast";

describe("the toast's hide timer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("hides after 5000 ms", () => {
    const onHide = vi.fn();
    startHideTimer(onHide);
    vi.advanceTimersByTime(4999);
    expect(onHide).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onHide).toHaveBeenCalledOnce();
  });

  it("never hides sooner than 1000 ms, even when asked to", () => {
    const onHide = vi.fn();
    startHideTimer(onHide, 200);
    vi.advanceTimersByTime(999);
    expect(onHide).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onHide).toHaveBeenCalledOnce();
  });

  it("pauses while hovered and resumes with the time left", () => {
    const onHide = vi.fn();
    const timer = startHideTimer(onHide);
    vi.advanceTimersByTime(2000);
    timer.pause();
    vi.advanceTimersByTime(60_000);
    expect(onHide).not.toHaveBeenCalled();
    timer.resume();
    vi.advanceTimersByTime(2999);
    expect(onHide).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onHide).toHaveBeenCalledOnce();
  });

  it("gives at least 1000 ms after a pause near the end", () => {
    const onHide = vi.fn();
    const timer = startHideTimer(onHide);
    vi.advanceTimersByTime(4900);
    timer.pause();
    timer.pause();
    timer.resume();
    vi.advanceTimersByTime(999);
    expect(onHide).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onHide).toHaveBeenCalledOnce();
  });

  it("does nothing once cancelled", () => {
    const onHide = vi.fn();
    startHideTimer(onHide).cancel();
    vi.advanceTimersByTime(10_000);
    expect(onHide).not.toHaveBeenCalled();
  });
});
