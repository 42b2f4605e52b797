// The offer and the price list. Prices are gross amounts in PLN (zł). A
// package of sessions gives their number; the page says the rest ("za 8
// treningów (130 zł za trening)"). Text may name a setting as a placeholder,
// e.g. {termin odwołania} (app/site-content/content-facts.ts). A package of
// sessions says how many weeks it may be used in (`validWeeks`); the page
// writes "8 treningów do wykorzystania w ciągu 6 tygodni", how to pay from the
// terms ("Regulamin i płatności") and the no-show rule from the booking
// settings, so no text here repeats them.
// `slug` is the service's identifier in addresses (/kontakt?usluga=slug):
// small letters without Polish characters, digits and hyphens.
import type { Offer } from "./schema";

export default {
  services: [
    {
      slug: "plan-treningowy",
      name: "Plan treningowy",
      nameAccusative: "plan treningowy",
      icon: "plan",
      summary: "Ćwiczenia dobrane do Twojego celu, sprzętu i czasu — z rozpisanymi seriami, ciężarami i nagraniami techniki.",
      includes: [
        "rozmowa o zdrowiu, celu i dotychczasowym ruchu",
        "test sprawności i ocena postawy",
        "plan na 4 tygodnie z filmami instruktażowymi",
        "korekta planu co 4 tygodnie",
      ],
    },
    {
      slug: "dieta",
      name: "Dieta",
      nameAccusative: "dietę",
      icon: "diet",
      summary: "Jadłospis z produktów, które lubisz i kupisz w osiedlowym sklepie, policzony pod Twój cel i tryb dnia.",
      includes: [
        "analiza obecnego sposobu jedzenia",
        "jadłospis na 7 dni z listą zakupów",
        "zamienniki posiłków i przepisy na szybkie dania",
        "kontrola postępów co 2 tygodnie",
      ],
    },
    {
      slug: "suplementacja",
      name: "Suplementacja",
      nameAccusative: "suplementację",
      icon: "supplements",
      summary: "Tylko to, co ma sens i potwierdzenie w badaniach. Bez zbędnych wydatków i bez obietnic bez pokrycia.",
      includes: [
        "przegląd tego, co już przyjmujesz",
        "zalecenia oparte na badaniach naukowych",
        "dawkowanie i pora przyjmowania",
        "wskazanie, kiedy warto zrobić badania krwi",
      ],
    },
  ],
  packages: [
    {
      slug: "trening-personalny",
      name: "Trening personalny",
      price: 150,
      sessions: 1,
      description: "Pojedyncze spotkanie w studiu: na początek, na sprawdzenie techniki albo od czasu do czasu.",
      includes: ["trening 1:1 w studiu", "rozgrzewka i rozciąganie", "wskazówki do samodzielnych treningów"],
    },
    {
      slug: "pakiet-8-treningow",
      name: "Pakiet 8 treningów",
      price: 1040,
      sessions: 8,
      validWeeks: 6,
      description: "Mniej więcej dwa treningi w tygodniu, z zapasem na chorobę czy wyjazd. Najczęściej wybierany sposób na regularny postęp.",
      includes: ["treningi 1:1 w studiu", "plan na samodzielne treningi między spotkaniami", "pomiary na początku i na końcu"],
      featured: true,
    },
    {
      slug: "pakiet-12-treningow",
      name: "Pakiet 12 treningów",
      price: 1440,
      sessions: 12,
      validWeeks: 8,
      description: "Trzy treningi w tygodniu albo dłuższa współpraca w swoim tempie — najniższa cena za spotkanie.",
      includes: ["treningi 1:1 w studiu", "plan na samodzielne treningi między spotkaniami", "pomiary co 4 tygodnie"],
    },
    {
      slug: "prowadzenie-online",
      name: "Prowadzenie online",
      price: 390,
      per: "za miesiąc",
      description: "Dla osób spoza Przykładowa albo z nieregularnym grafikiem. Trenujesz samodzielnie, ale nie zostajesz bez wsparcia.",
      includes: ["plan treningowy w aplikacji", "cotygodniowa analiza nagrań i postępów", "odpowiedź na pytania w ciągu doby"],
    },
    {
      slug: "kompletny-plan",
      name: "Kompletny plan",
      price: 590,
      per: "za 4 tygodnie",
      description: "Plan treningowy, dieta i suplementacja w jednym — wszystko ze sobą spójne i ułożone pod jeden cel.",
      includes: ["plan treningowy na 4 tygodnie", "jadłospis na 7 dni z listą zakupów", "zalecenia suplementacyjne", "dwie konsultacje kontrolne"],
    },
  ],
  notes: [
    "Pierwsza konsultacja ({czas konsultacji}, {miejsce konsultacji}) jest bezpłatna.",
    "Wszystkie ceny są cenami brutto.",
    "Trening można odwołać lub przełożyć {termin odwołania}.",
  ],
  // Gift vouchers on /bon-podarunkowy: a session of a booking service, a package of the price list, or an amount.
  vouchers: [
    { slug: "bon-trening-personalny", title: "Bon na trening personalny", kind: "session", item: "trening-personalny", validMonths: 6 },
    { slug: "bon-200-zl", title: "Bon na 200 zł", kind: "amount", amount: 200, paysPackages: true, validMonths: 6 },
  ],
} satisfies Offer;
