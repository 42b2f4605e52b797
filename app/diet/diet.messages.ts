// What the diet pages say: the trainer's editor (labels, problems, toasts,
// the history's words), the client's section and the shopping list's amounts.
import { countedPhrase } from "~/lib/polish-plural";
import { DIET_LIMITS, type Macro } from "./diet-body";
import type { DietFieldProblem, DietFormProblem } from "./diet-form";
import type { PdfProblem } from "./diet-pdf.server";
import type { Unit } from "./shopping-list";
import type { SupplementFieldProblem } from "./supplement-form";
import type { DietChange, SupplementChange } from "./version-history";

export const DIET_PAGE = {
  title: (name: string) => `Dieta: ${name}`,
  back: (name: string) => `← Karta: ${name}`,
  meals: "Jadłospis",
  mealsLead:
    "Jeden typowy dzień albo kilka dni (np. „Poniedziałek”, „Dzień treningowy”). W polu „Co zjeść” każdy składnik w osobnym wierszu, np. „120 g płatków owsianych” — z tego powstaje lista zakupów.",
  dayName: "Nazwa dnia",
  mealName: "Posiłek",
  mealText: "Co zjeść",
  addDay: "Dodaj dzień",
  addMeal: "Dodaj posiłek",
  save: "Zapisz nową wersję",
  saveBoth: "Jeden przycisk zapisuje jadłospis i suplementy: nową wersję dostaje to, co się zmieniło.",
  pdf: "Albo dieta w PDF",
  pdfLead: `Zamiast jadłospisu możesz wgrać gotowy plik PDF (najwyżej ${DIET_LIMITS.pdfBytes / 1024 / 1024} MB). Zobaczy go tylko ten klient.`,
  pdfFile: "Plik PDF",
  pdfSave: "Wgraj PDF jako nową wersję",
  pdfCurrent: (name: string) => `Teraz obowiązuje PDF: ${name}.`,
  pdfOpen: "Otwórz PDF",
  supplements: "Suplementy",
  supplementName: "Nazwa",
  supplementDose: "Dawka",
  supplementWhen: "Kiedy",
  supplementWhy: "Po co",
  addSupplement: "Dodaj suplement",
  history: "Historia wersji",
  noHistory: "Jeszcze nic nie zapisano.",
  noPdf: "Ten klient nie ma teraz diety w PDF.",
} as const;

export const MACRO_LABELS: Record<Macro, string> = { kcal: "kcal", protein: "Białko (g)", fat: "Tłuszcze (g)", carbs: "Węglowodany (g)" };

const decimal = new Intl.NumberFormat("pl-PL", { maximumFractionDigits: 1, useGrouping: false });
const number = (value: number) => decimal.format(value);

/** "2100 kcal · białko 150 g · tłuszcze 70 g · węglowodany 220 g": what is given, nothing of what is not. */
export function macrosLine(values: Record<Macro, number | null>): string {
  const parts = [
    values.kcal !== null && `${number(values.kcal)} kcal`,
    values.protein !== null && `białko ${number(values.protein)} g`,
    values.fat !== null && `tłuszcze ${number(values.fat)} g`,
    values.carbs !== null && `węglowodany ${number(values.carbs)} g`,
  ].filter(Boolean);
  return parts.join(" · ");
}

export const dayTotalLine = (values: Record<Macro, number | null>) => {
  const line = macrosLine(values);
  return line === "" ? "" : `Razem w ciągu dnia: ${line}`;
};

/** A day without a name: the only day is the typical one, several are numbered. */
export const dayLabel = (name: string, index: number, days: number) => name || (days === 1 ? "Typowy dzień" : `Dzień ${index + 1}`);

export const DIET_FIELD_PROBLEMS: Record<DietFieldProblem | SupplementFieldProblem, string> = {
  "meal-name": "Nazwij posiłek, np. „Śniadanie”.",
  "supplement-name": "Wpisz nazwę suplementu.",
  "too-long": "Ten tekst jest za długi.",
  "not-a-number": "Wpisz liczbę, np. 450 albo 12,5.",
  "too-large": "Ta liczba jest za duża.",
};

export const DIET_FORM_PROBLEMS: Record<DietFormProblem | "fix" | "stale" | "too-many-supplements", string> = {
  "no-meals": "Wpisz choć jeden posiłek.",
  "too-many-days": `Jadłospis może mieć najwyżej ${DIET_LIMITS.days} dni.`,
  "too-many-meals": `Dzień może mieć najwyżej ${DIET_LIMITS.mealsPerDay} posiłków.`,
  "too-many-supplements": `Lista może mieć najwyżej ${DIET_LIMITS.supplements} suplementów.`,
  fix: "Popraw zaznaczone pola — nic jeszcze nie zapisano.",
  stale:
    "W międzyczasie ktoś zapisał nowszą wersję (np. w innej karcie). Ta wersja nie została zapisana, a to, co wpisano, jest niżej: sprawdź nowszą wersję w historii i zapisz jeszcze raz.",
};

export const PDF_PROBLEMS: Record<PdfProblem, string> = {
  missing: "Wybierz plik PDF.",
  "not-a-pdf": "To nie jest plik PDF. Wybierz plik zapisany jako PDF.",
  "too-large": `Ten plik jest za duży: najwyżej ${DIET_LIMITS.pdfBytes / 1024 / 1024} MB.`,
  "cut-off": "Plik nie dotarł w całości. Spróbuj jeszcze raz.",
};

/** The toast after the page's save: what got a new version, or that nothing changed. */
export const dietSaved = ({ diet, supplements }: { diet: number | null; supplements: number | null }) => {
  if (diet !== null && supplements !== null) return `Zapisano dietę (wersja ${diet}) i suplementy (wersja ${supplements}).`;
  if (diet !== null) return `Zapisano dietę, wersja ${diet}.`;
  if (supplements !== null) return `Zapisano suplementy, wersja ${supplements}.`;
  return "Nic się nie zmieniło: nie zapisano nowej wersji.";
};

export const pdfUploaded = (version: number) => `Wgrano PDF z dietą, wersja ${version}.`;

/** Leaving the diet page with something typed and not saved. */
export const DIET_UNSAVED = {
  title: "Dieta nie jest zapisana",
  description:
    "To, co wpisano w jadłospisie i suplementach, nie jest jeszcze zapisane. Zostań i stuknij „Zapisz nową wersję” albo odrzuć zmiany i przejdź dalej.",
} as const;

export const HISTORY_WORDS = {
  diet: (version: number) => `Dieta, wersja ${version}`,
  supplements: (version: number) => `Suplementy, wersja ${version}`,
  change: {
    first: "pierwsza wersja",
    pdf: "nowy PDF",
    "meals-instead-of-pdf": "jadłospis zamiast PDF",
    "days-added": "dodane dni",
    "days-removed": "usunięte dni",
    meals: "zmienione posiłki",
    added: "dodane suplementy",
    removed: "usunięte suplementy",
    changed: "zmienione suplementy",
  } satisfies Record<DietChange | SupplementChange, string>,
} as const;

/** Units by the Polish count form; a fraction takes the genitive singular ("1,5 łyżki"). */
const UNIT_FORMS: Record<Unit, { one: string; few: string; many: string; fraction: string } | string> = {
  g: "g",
  dag: "dag",
  kg: "kg",
  ml: "ml",
  l: "l",
  szt: "szt.",
  łyżka: { one: "łyżka", few: "łyżki", many: "łyżek", fraction: "łyżki" },
  łyżeczka: { one: "łyżeczka", few: "łyżeczki", many: "łyżeczek", fraction: "łyżeczki" },
  szklanka: { one: "szklanka", few: "szklanki", many: "szklanek", fraction: "szklanki" },
  plaster: { one: "plaster", few: "plastry", many: "plastrów", fraction: "plastra" },
  kromka: { one: "kromka", few: "kromki", many: "kromek", fraction: "kromki" },
  garść: { one: "garść", few: "garści", many: "garści", fraction: "garści" },
  opakowanie: { one: "opakowanie", few: "opakowania", many: "opakowań", fraction: "opakowania" },
};

/** "240 g", "3 łyżki", "1,5 szklanki", "2" (a count without a unit). */
export function amountText(quantity: number, unit: Unit | null): string {
  if (unit === null) return number(quantity);
  const forms = UNIT_FORMS[unit];
  if (typeof forms === "string") return `${number(quantity)} ${forms}`;
  if (!Number.isInteger(quantity)) return `${number(quantity)} ${forms.fraction}`;
  return countedPhrase(quantity, { one: `{count} ${forms.one}`, few: `{count} ${forms.few}`, many: `{count} ${forms.many}` });
}

export const CLIENT_DIET = {
  heading: "Dieta i suplementy",
  shoppingList: "Lista zakupów",
  shoppingLead: "Ze wszystkich dni jadłospisu, te same składniki zsumowane.",
  pdf: "Twoja dieta jest w pliku PDF.",
  pdfOpen: "Otwórz dietę (PDF)",
  supplements: "Suplementy",
  noSupplements: "Brak suplementów na liście.",
  updated: (date: string) => `Ostatnia zmiana: ${date}`,
  print: "Dieta do druku albo PDF",
  printTitle: "Dieta do druku",
  printHeading: (name: string) => `Dieta: ${name}`,
  printHint: "Aby wydrukować albo zapisać PDF, wybierz w przeglądarce „Drukuj” (w telefonie: Udostępnij → Drukuj → Zapisz jako PDF).",
  printButton: "Drukuj albo zapisz PDF",
  back: "Wróć do „Moich treningów”",
} as const;

export const CARD_DIET = {
  link: "Dieta i suplementy",
  none: "Brak diety i suplementów — dodaj je.",
  summary: ({ days, pdf, supplements }: { days: number; pdf: boolean; supplements: number }) =>
    [
      pdf
        ? "dieta w PDF"
        : days > 0
          ? countedPhrase(days, { one: "dieta: {count} dzień", few: "dieta: {count} dni", many: "dieta: {count} dni" })
          : "bez diety",
      supplements === 0 ? "bez suplementów" : countedPhrase(supplements, { one: "{count} suplement", few: "{count} suplementy", many: "{count} suplementów" }),
    ].join(", "),
} as const;
