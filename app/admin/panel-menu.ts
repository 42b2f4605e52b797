/** The parts of the panel that count what is new since the trainer last looked (panel-news.server.ts). */
export type PanelPart = "calendar" | "enquiries";

/** What the menu counts, and the agenda's day with news nearest to today (YYYY-MM-DD), which the calendar's count opens. */
export type PanelNews = { counts: Record<PanelPart, number>; calendarDay: string | null };

/** One place in the panel's menu: where it leads, the addresses that belong to it, and the news it counts. */
export type PanelMenuItem = {
  label: string;
  to: string;
  pages: RegExp;
  news?: PanelPart;
  /** Shown as this icon on a phone, its label for the screen reader and from md up: seven words do not fit two rows at 390 px. */
  icon?: "bell";
};

/**
 * The panel's sections, in the menu's order. A page belongs to the section
 * the trainer reached it from: an enquiry and its client's data to
 * "Zapytania", a booking's client to "Kalendarz", a card's data, the week's training and the exercise library to "Klienci" (an eighth word, with the calendar's count, takes a third row at 390 px). In any letter case, as
 * React Router matches them.
 */
export const PANEL_MENU: readonly PanelMenuItem[] = [
  { label: "Zapytania", to: "/admin", news: "enquiries", pages: /^\/admin(\/(zapytania|spam|dane-klienta\/zapytanie)(\/.*)?)?\/?$/i },
  { label: "Kalendarz", to: "/admin/kalendarz", news: "calendar", pages: /^\/admin\/(kalendarz|dane-klienta\/rezerwacja)(\/.*)?$/i },
  { label: "Klienci", to: "/admin/klienci", pages: /^\/admin\/(klienci|dane-klienta\/klient|treningi|cwiczenia)(\/.*)?$/i },
  // Gift vouchers are sold and paid: their page belongs to the payments.
  { label: "Płatności", to: "/admin/platnosci", pages: /^\/admin\/(platnosci(\.csv)?|bony)$/i },
  { label: "Treści", to: "/admin/tresci", pages: /^\/admin\/(tresci|polecanie)(\/.*)?$/i },
  { label: "Zdjęcia", to: "/admin/zdjecia", pages: /^\/admin\/zdjecia(\/.*)?$/i },
  // The signed-in devices too: the page the trainer needs when a phone is lost, one tap from the menu's bell.
  { label: "Powiadomienia", to: "/admin/powiadomienia", pages: /^\/admin\/(powiadomienia|urzadzenia)$/i, icon: "bell" },
];

/** The menu item of the section a panel address is in, if any (an unknown address is in none). */
export function currentMenuItem(pathname: string): PanelMenuItem | undefined {
  return PANEL_MENU.find((item) => item.pages.test(pathname));
}

/**
 * The part whose news the page at `pathname` shows whole (and marks seen), if
 * any: the inbox itself. The agenda marks only the week it shows, and counts
 * what is left itself.
 */
export function partLookedAt(pathname: string): PanelPart | null {
  const item = PANEL_MENU.find((one) => one.to === pathname.replace(/\/$/, "").toLowerCase());
  return item?.news === "enquiries" ? item.news : null;
}
