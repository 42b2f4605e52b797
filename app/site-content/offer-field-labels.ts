// The editor's words for the offer and its price list ("Oferta i cennik").
import type { SectionLabels } from "./field-label-types";

export const offerLabels: SectionLabels = {
  fields: {
    "services[].slug": {
      label: "Identyfikator w adresie",
      hint: "Strona tworzy go sama z nazwy. Małe litery bez polskich znaków, cyfry i łączniki (-), np. dieta.",
      advanced: true,
    },
    "services[].name": { label: "Nazwa" },
    "services[].nameAccusative": { label: "Nazwa po „Zapytaj o …”", hint: "Np. dietę.", summary: "Nazwa {where} w przycisku „Zapytaj o …”" },
    "services[].icon": { label: "Ikona", choice: true },
    "services[].summary": { label: "Opis", long: true },
    "services[].includes[]": { label: "Co obejmuje" },
    "packages[].slug": {
      label: "Identyfikator w adresie",
      hint: "Strona tworzy go sama z nazwy. Małe litery bez polskich znaków, cyfry i łączniki (-), np. pakiet-8-treningow. Stare linki z innym identyfikatorem dalej działają.",
      advanced: true,
    },
    "packages[].name": { label: "Nazwa" },
    "packages[].price": { label: "Cena", hint: "Brutto, w pełnych złotych, np. 150.", unit: "zł" },
    "packages[].sessions": {
      label: "Liczba treningów w cenie",
      hint: "Np. 8. Strona sama napisze „za 8 treningów (130 zł za trening)”, a przy 1 — „za trening” i jego czas z rezerwacji. 0, jeśli to nie treningi.",
      unit: "treningi",
    },
    "packages[].validWeeks": {
      label: "W ciągu ilu tygodni można wykorzystać treningi",
      hint: "Przy pakiecie kilku treningów, np. 6. Strona sama napisze „8 treningów do wykorzystania w ciągu 6 tygodni”, a w panelu sprzedaż pakietu zacznie się od tej liczby. Przy jednym treningu i bez treningów zostaw puste.",
      unit: "tygodnie",
      summary: "Ważność",
    },
    "packages[].payOnline": {
      label: "Płatność przy zamówieniu przez stronę",
      hint: "Online przy rezerwacji: klient płaci za pakiet (całość albo zadatek) BLIK-iem, przelewem lub kartą, zanim pierwszy termin będzie jego (działa po wklejeniu kluczy Przelewy24 albo Stripe). W dniu treningu: płaci na pierwszym treningu.",
      choice: true,
      summary: "Sposób płatności {where}",
    },
    "packages[].deposit": {
      label: "Zadatek (tylko przy zadatku)",
      hint: "W pełnych złotych, np. 200: resztę klient płaci na pierwszym treningu.",
      unit: "zł",
      summary: "Zadatek za {where}",
    },
    "packages[].per": {
      label: "Okres, za który jest cena (gdy nie są to treningi)",
      hint: "Np. za miesiąc. Przy liczbie treningów większej od zera zostaw puste.",
      summary: "Okres ceny",
    },
    "packages[].description": { label: "Opis", long: true },
    "packages[].includes[]": { label: "Co obejmuje" },
    "packages[].featured": { label: "Wyróżniony jako „Najczęściej wybierany”", summary: "Wyróżnienie „Najczęściej wybierany” dla {where}" },
    "notes[]": { label: "Uwaga", long: true },
    "vouchers[].slug": {
      label: "Identyfikator w adresie",
      hint: "Strona tworzy go sama z nazwy. Małe litery bez polskich znaków, cyfry i łączniki (-).",
      advanced: true,
    },
    "vouchers[].title": { label: "Nazwa bonu", hint: "Np. Bon na trening personalny." },
    "vouchers[].kind": { label: "Na co jest bon", choice: true },
    "vouchers[].item": {
      label: "Usługa lub pozycja cennika",
      hint: "Przy bonie na trening: identyfikator usługi z rezerwacji, np. trening-personalny; przy pakiecie: identyfikator pozycji cennika. Przy kwocie zostaw puste.",
    },
    "vouchers[].amount": { label: "Kwota bonu", hint: "Tylko przy bonie na kwotę, w pełnych złotych, np. 200.", unit: "zł" },
    "vouchers[].paysPackages": {
      label: "Bon na kwotę opłaca też pakiety",
      hint: "Trening opłaca zawsze. Bony już sprzedane zostają takie, jak przy sprzedaży.",
    },
    "vouchers[].paysSeats": {
      label: "Bon na kwotę opłaca też zajęcia w parach i grupach",
      hint: "Miejsce na zajęciach, na stronie danych zajęć. Bony już sprzedane zostają takie, jak przy sprzedaży.",
    },
    "vouchers[].validMonths": { label: "Ważność od zapłaty", hint: "Od 1 do 24 miesięcy, zwykle 6.", unit: "miesiące" },
  },
  lists: {
    services: { label: "Czym się zajmuję (trzy filary)", item: "filar", itemGenitive: "filaru", titleField: "name" },
    "services[].includes": { label: "Co obejmuje", item: "punkt", itemGenitive: "punktu" },
    // An item of the price list may be a single session or a monthly plan, not
    // only a package: "Cena pozycji cennika „Trening personalny”".
    packages: {
      label: "Pakiety i ceny",
      hint: "Na stronie Oferta, w tej kolejności.",
      item: "pozycję cennika",
      itemGenitive: "pozycji cennika",
      titleField: "name",
    },
    "packages[].includes": { label: "Co obejmuje", item: "punkt", itemGenitive: "punktu" },
    notes: { label: "Uwagi pod cennikiem", item: "uwagę", itemGenitive: "uwagi" },
    vouchers: {
      label: "Bony podarunkowe",
      hint: "Na stronie Bon podarunkowy, w tej kolejności. Cena to cena usługi, pakietu albo kwota bonu.",
      item: "bon",
      itemGenitive: "bonu",
      titleField: "title",
    },
  },
};
