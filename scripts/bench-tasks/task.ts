// What an everyday task is to the benchmark: its name, the taps issue 43
// allows it, and what the thumb does, from the page the panel opens on.
import type { Locator, Page } from "@playwright/test";
import type { Temporal } from "temporal-polyfill";
import type { Thumb } from "./thumb.ts";

export type TaskContext = {
  /** The trainer's phone, or the client's for a client's task (`as: "client"`). */
  page: Page;
  /** The client's phone: signed in by the first client task, at /moje-treningi. */
  client: Page;
  /** The mails the server sent (a real SMTP exchange), newest last. */
  mails: () => { to: string[]; text: string }[];
  base: string;
  today: Temporal.PlainDate;
  /** The seeded database, for a task's setup (not counted) and for what a task made. */
  databaseFile: string;
  /** What a task leaves for a later one (the regular just booked, their card). */
  kept: Map<string, string>;
};

export type Task = {
  name: string;
  budget: number;
  /** Screens of scrolling it may take; two (issue 58) unless its content is longer by nature. */
  screens?: number;
  /** A client's task: on the client's phone, from /moje-treningi (the trainer's start from the agenda). */
  as?: "client";
  /** Goes on from the page the task before it ended on, as the trainer would, instead of the agenda. */
  continues?: boolean;
  /** What the task needs that the seeded years may lack, made before it starts (not counted). */
  setup?(context: TaskContext): void | Promise<void>;
  run(thumb: Thumb, context: TaskContext): Promise<void>;
};

/** The panel's menu, and a message the panel says once a form is done. */
export const menu = (page: Page) => page.getByRole("navigation", { name: "Panel" });
export const said = (page: Page, text: string | RegExp): Locator => page.getByRole("status").filter({ hasText: text });
/** The agenda's week navigation at its top. */
export const weeks = (page: Page) => page.getByRole("navigation", { name: "Tygodnie", exact: true });

/** A client's card from the list on Klienci (as the list or its search shows them), its heading awaited. */
export async function openListedCard(thumb: Thumb, page: Page, name: string): Promise<void> {
  await thumb.tap(
    page
      .locator(".client-list")
      .getByRole("link", { name: new RegExp(name) })
      .first(),
  );
  await page.getByRole("heading", { level: 1, name }).waitFor();
}
