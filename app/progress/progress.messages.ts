// The words of the client's progress: the consent (RODO art. 9), the
// measurements, the chart and the progress photos, on /moje-treningi and the
// trainer's card.
import { formatDate } from "~/lib/format";
import { GIVEN_NOTICES, HEALTH_CONSENT_WORDINGS, WITHDRAWN_NOTICES } from "./consent-purposes.messages";
import type { ChartRange } from "./chart-range";
import type { MeasureKey } from "./measures";

export const PROGRESS = {
  chartNeedsScript: "Wykres rysuje się w przeglądarce z włączonym JavaScriptem. Wszystkie liczby są w tabeli poniżej.",
  delete: "Usuń",
  deleteColumn: "Usuwanie",
  deleteDay: (date: string) => `Usuń pomiar z ${date}`,
  correctHint: "Pomyłka? Wpisz pomiar z tą samą datą jeszcze raz: zastąpi poprzedni. Albo usuń cały dzień przyciskiem „Usuń”.",
  title: "Postępy",
  consentLead:
    "Pomiary ciała, zdjęcia sylwetki i dziennik treningów to dane o zdrowiu. Zapisuję je tylko za Twoją wyraźną zgodą, żeby Twoje postępy były widoczne dla Ciebie i dla mnie, a plan był do nich dopasowany.",
  consentWhat:
    "Co zapisuję: pomiary (waga, obwody, tkanka tłuszczowa), zdjęcia postępów i serie z dziennika treningów. Ankieta zdrowotna oraz dieta i suplementy mają swoje osobne zgody (poniżej).",
  // Said as it is (issue 80): the hosting provider and the copy off the server hold them too, named in the policy.
  consentWhere:
    "Dostęp do nich masz tylko Ty i ja. Przechowuje je serwer strony u dostawcy hostingu i jej kopia zapasowa (obie firmy wymienia polityka prywatności); nie trafiają do żadnej analityki ani reklam.",
  consentHowLong:
    "Jak długo: do wycofania zgody albo usunięcia Twoich danych. Zgodę możesz wycofać w każdej chwili tutaj; wycofanie usuwa od razu te dane i nie zmienia tego, co działo się z nimi wcześniej.",
  consentCheckbox: HEALTH_CONSENT_WORDINGS.progress,
  consentButton: "Wyrażam zgodę",
  consentMissing: "Zaznacz zgodę, jeśli chcesz zapisywać postępy.",
  withdrawConfirm: "Tak, wycofaj i usuń",
  withdrawDownloadFirst: "Zanim wycofasz zgodę, możesz pobrać wszystkie swoje dane, także te, które zostaną usunięte:",
  withdrawDownload: "Pobierz moje dane",
  noConsent: "Najpierw wyraź zgodę na zapisywanie pomiarów, zdjęć i dziennika treningów (powyżej).",
  measurementsTitle: "Pomiary",
  measuredOn: "Data pomiaru",
  save: "Zapisz pomiar",
  atLeastOne: "Wpisz co najmniej jeden pomiar.",
  notANumber: (label: string) => `${label}: wpisz liczbę, np. 72,5.`,
  outOfRange: (label: string, min: number, max: number, unit: string) => `${label}: od ${min} do ${max} ${unit}.`,
  badDate: "Data pomiaru: wybierz dzień z kalendarza.",
  futureDate: "Data pomiaru: wybierz dzisiejszy albo wcześniejszy dzień.",
  staleForm: "Ten formularz jest nieaktualny: odśwież stronę i wpisz pomiar jeszcze raz.",
  noMeasurements: "Nie ma jeszcze pomiarów.",
  latest: "Ostatnie pomiary",
  show: "Pokaż",
  chartLabel: (measure: string, range: string) => `Wykres: ${measure} w czasie, ${range}`,
  range: "Okres",
  tooFewInRange: "W tym okresie jest mniej niż dwa pomiary: wybierz dłuższy.",
  tooFewForChart: "Wykres pojawi się, gdy będą co najmniej dwa pomiary.",
  back: "Wróć do „Moich treningów”",
  newMeasurement: "Nowy pomiar",
  photosTitle: "Zdjęcia postępów",
  photosLead: "Dostęp do nich masz tylko Ty i ja. Zapisuję je bez danych o miejscu i aparacie.",
  photoFile: "Zdjęcie (JPEG, PNG lub WebP)",
  addPhoto: "Dodaj zdjęcie",
  deletePhoto: "Usuń zdjęcie",
  photoAlt: (takenOn: string) => `Zdjęcie postępów z ${formatDate(takenOn)}`,
  noPhotos: "Nie ma jeszcze zdjęć.",
  tooManyPhotos: (max: number) => `Masz już ${max} zdjęć: usuń starsze, żeby dodać nowe.`,
};

/** The chart's ranges: on their buttons, and in the chart's name for a screen reader. */
export const CHART_RANGE_NAMES: Record<ChartRange, { button: string; described: string }> = {
  "1": { button: "Miesiąc", described: "ostatni miesiąc" },
  "3": { button: "3 miesiące", described: "ostatnie 3 miesiące" },
  "12": { button: "Rok", described: "ostatni rok" },
  all: { button: "Wszystko", described: "wszystkie pomiary" },
};

/** The measures' names, as labels and table headings. */
export const MEASURE_NAMES: Record<MeasureKey, string> = {
  weight_kg: "Waga",
  waist_cm: "Obwód talii",
  hips_cm: "Obwód bioder",
  chest_cm: "Obwód klatki piersiowej",
  arm_cm: "Obwód ramienia",
  thigh_cm: "Obwód uda",
  body_fat_pct: "Tkanka tłuszczowa",
};

/** Short names for the chart's choice and the table's narrow columns. */
export const MEASURE_SHORT_NAMES: Record<MeasureKey, string> = {
  weight_kg: "Waga",
  waist_cm: "Talia",
  hips_cm: "Biodra",
  chest_cm: "Klatka",
  arm_cm: "Ramię",
  thigh_cm: "Udo",
  body_fat_pct: "Tłuszcz",
};

/** What the client's page says after a progress form, by the `postepy` query value. */
export const PROGRESS_NOTICES = {
  ...GIVEN_NOTICES,
  // What the withdrawal erased, as the question before it said (issue 80: the notice listed less).
  ...WITHDRAWN_NOTICES,
  pomiar: "Pomiar zapisany.",
  "pomiar-usuniety": "Pomiar usunięty.",
  zdjecie: "Zdjęcie dodane.",
  usunieto: "Zdjęcie usunięte.",
} as const;

export type ProgressNotice = keyof typeof PROGRESS_NOTICES;

/** The trainer's side: the card's summary and the progress page. */
export const TRAINER_PROGRESS = {
  link: "Postępy",
  cardGone: "Nie ma takiego klienta — karta mogła zostać usunięta lub połączona z inną.",
  pageTitle: (name: string) => `Postępy: ${name}`,
  backToCard: (name: string) => `← Karta: ${name}`,
  noConsent:
    "Na tej karcie nie ma zgody na zapisywanie pomiarów (RODO art. 9), więc nie można ich wpisać. Zgodę wyraża się na stronie „Moje treningi” tej osoby.",
  consentSince: (since: string) => `Zgoda na pomiary i zdjęcia od ${formatDate(since)}.`,
  summaryNone: "Brak pomiarów.",
  summaryNoConsent: "Bez zgody na pomiary i zdjęcia.",
  dietNoConsent:
    "Na tej karcie nie ma zgody na zapisywanie diety i suplementów (RODO art. 9): zapiszesz je, gdy ta osoba wyrazi ją na swojej stronie „Moje treningi”.",
  summaryLast: (date: string, weight: string | null) => (weight ? `Ostatni pomiar ${formatDate(date)}: ${weight}.` : `Ostatni pomiar ${formatDate(date)}.`),
  saved: "Pomiar zapisany.",
  deleted: "Pomiar usunięty.",
};

/** The chart's dates in Polish (uPlot's date names): "sty", "lut"… on the axis. */
export const CHART_DATE_NAMES = {
  MMMM: ["styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec", "lipiec", "sierpień", "wrzesień", "październik", "listopad", "grudzień"],
  MMM: ["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"],
  WWWW: ["niedziela", "poniedziałek", "wtorek", "środa", "czwartek", "piątek", "sobota"],
  WWW: ["nd", "pn", "wt", "śr", "cz", "pt", "sb"],
};
