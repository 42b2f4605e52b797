// What a full group session's page (/zajecia/:id) says of its waitlist.
/** The waitlist's form on a full group session's page (/zajecia/:id). */
export const SEAT_WAITLIST = {
  heading: "Powiadom mnie, gdy zwolni się miejsce",
  intro: "Na te zajęcia nie ma już wolnych miejsc. Zostaw adres e-mail, a dam znać, gdy ktoś zrezygnuje: kto pierwszy się zapisze, ten dostanie miejsce.",
  seatsFree: "Na te zajęcia są jeszcze wolne miejsca: zapisz się w formularzu powyżej.",
} as const;

/** The answer to a sign-up, alike for anyone (whether the address is a client's must not show). */
export const seatWaitlistJoined = (email: string) =>
  `Zapisano adres ${email} na listę oczekujących na te zajęcia. Sprawdź skrzynkę: jeśli przyjdzie wiadomość z prośbą o potwierdzenie adresu, kliknij w niej link, bo dopiero wtedy dam znać o wolnym miejscu. Jeśli masz włączone powiadomienia na stronie „Moje treningi”, dostaniesz je na telefon zamiast e-maila.`;
