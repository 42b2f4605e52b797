// The words of /admin/powiadomienia, where the trainer turns push
// notifications on for a device and chooses what they tell.
export const PUSH_PAGE = {
  title: "Powiadomienia",
  lead: "Telefon może dać znać od razu, gdy coś się wydarzy: nowa rezerwacja, odwołanie, zapytanie. Włącz powiadomienia na każdym urządzeniu, na którym chcesz je dostawać.",
  kinds: "O czym powiadamiać",
  deviceName: "Nazwa urządzenia",
  defaultName: "Telefon",
  enable: "Włącz na tym urządzeniu",
  enabling: "Włączam…",
  devices: "Urządzenia z powiadomieniami",
  /** The way to the signed-in devices from the menu's last section, which holds both pages. */
  signedInDevices: "Zalogowane urządzenia",
  signedInDevicesHint: "Telefony i komputery, na których panel jest otwarty; tam wylogujesz zgubiony telefon.",
  noDevices: "Na żadnym urządzeniu powiadomienia nie są jeszcze włączone.",
  save: "Zapisz",
  remove: "Usuń",
  test: "Wyślij próbne powiadomienie",
  since: (date: string) => `Włączone ${date}`,
  unsupported: "Ta przeglądarka nie obsługuje powiadomień. Otwórz panel w Chrome, Firefoksie albo Safari.",
  iphone:
    "Na iPhonie powiadomienia działają tylko w panelu dodanym do ekranu: stuknij w Safari „Udostępnij”, potem „Dodaj do ekranu początkowego”, otwórz panel z ikony na ekranie i wróć tutaj.",
  denied: "Przeglądarka nie pozwala na powiadomienia. Zezwól na nie w ustawieniach strony i spróbuj jeszcze raz.",
  failed: "Nie udało się włączyć powiadomień. Spróbuj jeszcze raz za chwilę.",
  noNetwork: "Nie udało się połączyć z usługą powiadomień: sprawdź, czy telefon ma internet, i spróbuj jeszcze raz.",
  enabled: "Powiadomienia włączone na tym urządzeniu.",
  notPushService:
    "Nie włączono powiadomień: przeglądarka podała adres, który nie należy do żadnej znanej usługi powiadomień (Google, Mozilla, Apple, Microsoft). Spróbuj w Chrome, Firefoksie albo Safari.",
  saved: "Zapisano.",
  removed: "Urządzenie usunięte: nie dostanie już powiadomień.",
  testSent: "Wysłano próbne powiadomienie.",
  testFailed: "Nie udało się wysłać: urządzenie może być wyłączone albo powiadomienia na nim zablokowane.",
};

/** Why "Włącz" turned nothing on, by what subscribeToPush threw: a "no", no answer in time, or anything else. */
export function pushEnableProblem(error: unknown): string {
  const reason = error instanceof Error ? error.message : "";
  return reason === "denied" ? PUSH_PAGE.denied : reason === "timeout" ? PUSH_PAGE.noNetwork : PUSH_PAGE.failed;
}
