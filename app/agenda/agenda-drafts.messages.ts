// What the diary's forms say of a draft this device kept (decision 022),
// offered back with "Przywróć zmiany": `when` is when it was typed.

export const DRAFT_KEPT = {
  block: (when: string) => `Na tym urządzeniu czeka niezapisana blokada czasu z ${when}.`,
  dayOff: (when: string) => `Na tym urządzeniu czeka niezapisany dzień wolny z ${when}.`,
  weekHours: (when: string) => `Na tym urządzeniu czekają niezapisane godziny pracy z ${when}.`,
  pastSession: (when: string) => `Na tym urządzeniu czeka niezapisany wpis treningu z ${when}.`,
};

/** "Dodaj klienta": the draft offered back, and the question on leaving with one. */
export const NEW_CLIENT_DRAFT = {
  kept: (when: string, name: string) => `Na tym urządzeniu czeka niezapisany nowy klient z ${when}${name.trim() ? `: ${name.trim()}` : ""}.`,
  leave: {
    title: "Klient nie jest zapisany",
    description: "Wpisane dane zostaną na tym urządzeniu i wrócą, gdy znów otworzysz „Dodaj klienta”. Zostań, aby go dodać, albo odrzuć je i przejdź dalej.",
  },
};

/** Leaving a booking taken by phone before it is made. */
export const NEW_BOOKING_LEAVE = {
  title: "Rezerwacja nie jest zapisana",
  description:
    "Wpisane dane klienta zostaną na tym urządzeniu i wrócą, gdy znów otworzysz nową rezerwację. Zostań, aby ją zapisać, albo odrzuć je i przejdź dalej.",
};
