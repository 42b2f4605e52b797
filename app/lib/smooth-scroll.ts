/** In-page anchor links scroll in this long, as on the original site. */
export const SMOOTH_SCROLL_MS = 500;

/** Ease in and out, so the scroll neither jerks nor drags at its ends. */
export function easeInOutCubic(progress: number): number {
  const t = Math.min(1, Math.max(0, progress));
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

/** Scrolls the window to `targetY` in SMOOTH_SCROLL_MS, or at once when motion is reduced. */
export function scrollWindowTo(targetY: number, reducedMotion: boolean): Promise<void> {
  const startY = window.scrollY;
  if (reducedMotion || startY === targetY) {
    window.scrollTo(0, targetY);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const step = (now: number) => {
      const progress = (now - startedAt) / SMOOTH_SCROLL_MS;
      window.scrollTo(0, startY + (targetY - startY) * easeInOutCubic(progress));
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
