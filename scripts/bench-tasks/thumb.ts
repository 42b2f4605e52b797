// The trainer's thumb on a 390 × 844 phone, measured: every tap counted, and
// how far the page must be scrolled to bring each control the task reaches
// onto the screen (one on the screen needs none), summed over the task, in
// screens of 844 px. A link within the page that jumps there (an anchor)
// is the page's scrolling, not the thumb's.
import type { Locator, Page } from "@playwright/test";

export const SCREEN = { width: 390, height: 844 };

export type Thumb = {
  tap(target: Locator): Promise<void>;
  /** Words typed into a field (the keyboard is not a tap, as the tests count). */
  type(target: Locator, text: string): Promise<void>;
  /** A date chosen: a tap on the field, one on the day in the phone's picker. */
  date(target: Locator, value: string): Promise<void>;
  /** A tap that hands over to another app (an sms: link): counted, not made here. */
  handOver(target: Locator): Promise<void>;
  /** A choice from a <select>: one tap on the phone's own picker. */
  choose(target: Locator, option: { label: string } | string): Promise<void>;
  /** A control the task reads or checks without a tap: its depth counts as scrolling to see it. */
  look(target: Locator): Promise<void>;
  readonly taps: number;
  readonly screens: number;
};

export function thumb(page: Page): Thumb {
  let taps = 0;
  let screens = 0;
  const reach = async (target: Locator) => {
    await target.waitFor({ state: "visible" });
    const { top, bottom } = await target.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
    const height = page.viewportSize()!.height;
    const scrolled = (bottom > height ? bottom - height : top < 0 ? -top : 0) / height;
    if (process.env.BENCH_TASKS_VERBOSE) console.log(`  ${scrolled.toFixed(1)} screens to ${target}`);
    screens += scrolled;
  };
  return {
    async tap(target) {
      await reach(target);
      taps++;
      await target.tap();
    },
    async type(target, text) {
      await reach(target);
      await target.fill(text);
    },
    async date(target, value) {
      await reach(target);
      taps += 2;
      await target.fill(value);
    },
    async handOver(target) {
      await reach(target);
      taps++;
    },
    async choose(target, option) {
      await reach(target);
      taps++;
      await target.selectOption(option);
    },
    async look(target) {
      await reach(target);
      // Scrolled to, as a tap scrolls to its control; a page drawn again meanwhile keeps its place.
      await target.scrollIntoViewIfNeeded().catch(() => undefined);
    },
    get taps() {
      return taps;
    },
    get screens() {
      return screens;
    },
  };
}
