/** One place in the panel's menu: where it leads, and the addresses that belong to it. */
export type PanelMenuItem = { label: string; to: string; pages: RegExp };

/**
 * The panel's sections, in the menu's order. A page belongs to the section
 * the trainer reached it from: an enquiry and its client's data to
 * "Zapytania", a booking's client to "Kalendarz", a card's data to "Klienci". In any letter case, as
 * React Router matches them.
 */
export const PANEL_MENU: readonly PanelMenuItem[] = [
  { label: "Zapytania", to: "/admin", pages: /^\/admin(\/(zapytania|spam|dane-klienta\/zapytanie)(\/.*)?)?\/?$/i },
  { label: "Kalendarz", to: "/admin/kalendarz", pages: /^\/admin\/(kalendarz|dane-klienta\/rezerwacja)(\/.*)?$/i },
  { label: "Klienci", to: "/admin/klienci", pages: /^\/admin\/(klienci|dane-klienta\/klient)(\/.*)?$/i },
  { label: "Treści", to: "/admin/tresci", pages: /^\/admin\/tresci(\/.*)?$/i },
  { label: "Zdjęcia", to: "/admin/zdjecia", pages: /^\/admin\/zdjecia(\/.*)?$/i },
];

/** The menu item of the section a panel address is in, if any (an unknown address is in none). */
export function currentMenuItem(pathname: string): PanelMenuItem | undefined {
  return PANEL_MENU.find((item) => item.pages.test(pathname));
}
