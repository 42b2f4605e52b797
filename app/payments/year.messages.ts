// The words of /admin/platnosci/rok: the charts' titles and what each counts,
// the months' and weeks' names under the bars, and each bar's value as read
// aloud and printed beside it.
import { Temporal } from "temporal-polyfill";
import { countedPhrase } from "~/lib/polish-plural";
import { formatPrice } from "~/lib/format";
import { monthIn } from "~/lib/polish-grammar";
import { trainingCount } from "~/lib/polish-phrases";
import { formatDate } from "~/scheduling";

export const YEAR_TITLE = "Rok w liczbach";
export const YEAR_LINK = "Rok w liczbach →";
export const YEAR_LEAD = "Ostatnie 12 miesięcy i 52 tygodnie. Bieżący miesiąc i tydzień jeszcze trwają.";
export const BACK_TO_PAYMENTS = "← Płatności";
/** The fold under each chart with its values as a table (for a screen reader, a print, a check). */
export const VALUES_FOLD = "Wartości w tabeli";
/** The table's first column: the period each value is of. */
export const MONTH_COLUMN = "Miesiąc";
export const WEEK_COLUMN = "Tydzień";

export type YearChart = "revenue" | "held" | "firstTime" | "lost";

export const CHART_TEXTS: Record<YearChart, { title: string; lead: string; column: string }> = {
  revenue: {
    title: "Wpłaty w miesiącach",
    lead: "Gotówka, przelewy i BLIK po odjęciu zwrotów. Bon podarunkowy liczy się w miesiącu, w którym go kupiono, a nie w tym, w którym go wykorzystano.",
    column: "Wpłaty",
  },
  held: {
    title: "Treningi odbyte w tygodniach",
    lead: "Treningi oznaczone jako „odbył się”. Zajęcia grupowe liczą się raz, bez względu na to, ile osób przyszło.",
    column: "Treningi",
  },
  firstTime: {
    title: "Nowi klienci w miesiącach",
    lead: "Osoby, które w danym miesiącu były na pierwszym treningu (bez klientów przeniesionych z pliku).",
    column: "Nowi klienci",
  },
  lost: {
    title: "Klienci, których nie ma od 8 tygodni",
    lead: "Osoby liczone w miesiącu, w którym minęło 8 tygodni od ich ostatniego treningu, o ile nie mają rezerwacji na później.",
    column: "Klienci",
  },
};

const SHORT_MONTHS = ["sty", "lut", "mar", "kwi", "maj", "cze", "lip", "sie", "wrz", "paź", "lis", "gru"];

/** Under a month's bar: "lis". */
export const monthBarLabel = (first: string) => SHORT_MONTHS[Temporal.PlainDate.from(first).month - 1]!;

/** Under January's bar, a line lower, where the year turns: "2026". */
export const yearBarLabel = (first: string) => (first.slice(5, 7) === "01" ? first.slice(0, 4) : undefined);

/** A month in full, in the table: "listopad 2026". */
export const monthName = (first: string) => {
  const date = Temporal.PlainDate.from(first);
  return `${monthIn(date.month, "nominative")} ${date.year}`;
};

/** A week in the table: "od 23 listopada 2026". */
export const weekName = (first: string) => `od ${formatDate(Temporal.PlainDate.from(first))}`;

const personCount = (count: number) => countedPhrase(count, { one: "{count} osoba", few: "{count} osoby", many: "{count} osób" });

/** A bar's value in words: "1 240 zł", "12 treningów", "3 osoby". */
export const CHART_VALUES: Record<YearChart, (value: number) => string> = {
  revenue: formatPrice,
  held: trainingCount,
  firstTime: personCount,
  lost: personCount,
};
