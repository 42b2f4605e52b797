// The words of the trainer's mail when a client's package runs out.

/** `notice` is the package's notice as the panel shows it; `client` the part before its colon, made safe for a subject. */
export const packageRunningOutSubject = (client: string) => `Pakiet się kończy: ${client}`;

export const CARD_LINK = "Karta klienta";
export const CARD_HINT = "sprzedaj nowy pakiet albo zamknij to powiadomienie";

/** The text part's line with the link: "Karta klienta (sprzedaj nowy pakiet albo zamknij to powiadomienie): https://…". */
export const cardLine = (cardUrl: string) => `${CARD_LINK} (${CARD_HINT}): ${cardUrl}`;
