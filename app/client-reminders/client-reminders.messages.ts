// The words of the client's reminder settings on /moje-treningi.
import { countedPhrase } from "~/lib/polish-plural";

export const CLIENT_REMINDERS = {
  title: "Przypomnienia",
  lead: "Przypomnienie o treningu przychodzi dzień wcześniej: powiadomieniem na telefonie, jeśli je tu włączysz, a jeśli nie – e-mailem.",
  enable: "Włącz przypomnienia na tym telefonie",
  enabling: "Włączam…",
  disable: "Wyłącz",
  twoHours: "Przypomnij też 2 godziny przed",
  save: "Zapisz",
  iphone:
    "Na iPhonie powiadomienia działają tylko na stronie dodanej do ekranu: stuknij w Safari „Udostępnij”, potem „Dodaj do ekranu początkowego”, otwórz stronę z ikony na ekranie i wróć tutaj.",
  unsupported: "Ta przeglądarka nie obsługuje powiadomień: przypomnienia przyjdą e-mailem.",
  byEmail: "Przypomnienia przychodzą e-mailem.",
  notPushService:
    "Nie udało się włączyć przypomnień na tym telefonie: przeglądarka podała adres, który nie należy do żadnej znanej usługi powiadomień. Przypomnienia przyjdą e-mailem.",
};

/** "Przypomnienia przychodzą powiadomieniem na telefon." or "… na 2 urządzenia." */
export const remindedOnPhones = (count: number) =>
  count === 1
    ? "Przypomnienia przychodzą powiadomieniem na telefon."
    : `Przypomnienia przychodzą powiadomieniem na ${countedPhrase(count, { one: "{count} urządzenie", few: "{count} urządzenia", many: "{count} urządzeń" })}.`;
