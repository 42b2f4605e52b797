// What the panel says about working without signal (issue 45).

/** Over a page the panel's worker served from the device: the time (Warsaw) follows. */
export const OFFLINE_SAVED_AT = "Bez połączenia: stan z";

/** The panel's own page for an address never opened before, offline. */
export const OFFLINE_PAGE = {
  title: "Bez połączenia",
  lead: "Ta strona panelu nie była jeszcze otwarta na tym urządzeniu, więc bez internetu nie ma jej skąd pokazać.",
  agenda: "Kalendarz dni, które już tu oglądano, działa bez sieci:",
  agendaLink: "otwórz kalendarz",
} as const;

/** Beside the panel's forms while the device is offline: nothing is queued, what was typed stays. */
export const FORMS_NEED_SIGNAL = "Bez połączenia: zmian nie da się teraz zapisać. To, co wpiszesz, zostaje na tym urządzeniu; zapisz po powrocie sieci.";
