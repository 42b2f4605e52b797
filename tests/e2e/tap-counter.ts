// Taps as a thumb makes them, counted: the everyday tasks of the panel are
// checked against the number of taps the trainer may spend on each.
import type { Locator } from "@playwright/test";

export function tapCounter() {
  let count = 0;
  return {
    tap: async (target: Locator) => {
      count++;
      await target.tap();
    },
    /** One tap made twice in a row by a nervous thumb (a double tap): counted as the one tap it meant. */
    doubleTap: async (target: Locator) => {
      count++;
      await target.dblclick();
    },
    /** A choice from a list (a <select>): one tap on the phone's own picker. */
    choose: async (target: Locator, option: { label: string } | string) => {
      count++;
      await target.selectOption(option);
    },
    get count() {
      return count;
    },
  };
}
