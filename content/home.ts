// The home page's own sections. The offer, achievements and contact details
// shown there come from their own files.
import type { Home } from "./schema";

export default {
  heroPhoto: "trening-silowy.jpg",
  heroPhotoAlt: "Trener asekuruje klientkę podczas przysiadu ze sztangą w studiu",
  audience: [
    "zaczynasz od zera albo wracasz do ruchu po długiej przerwie",
    "chcesz schudnąć bez głodówek i efektu jo-jo",
    "pracujesz przy biurku i bolą Cię plecy",
    "przygotowujesz się do zawodów, biegu albo sezonu",
  ],
  steps: [
    {
      title: "Bezpłatna konsultacja",
      text: "Rozmawiamy {czas konsultacji} o Twoim celu, zdrowiu i czasie, jaki masz na trening. Bez zobowiązań.",
    },
    {
      title: "Plan dla Ciebie",
      text: "W ciągu 3 dni dostajesz plan treningowy, a jeśli chcesz — także dietę i zalecenia suplementacyjne.",
    },
    {
      title: "Trening i kontrola",
      text: "Trenujemy razem albo online. Co 2–4 tygodnie mierzymy postępy i poprawiamy plan.",
    },
    {
      title: "Samodzielność",
      text: "Uczę Cię techniki i zasad, dzięki którym utrzymasz efekty także wtedy, gdy skończymy współpracę.",
    },
  ],
  testimonials: [
    {
      quote: "Po roku siedzenia w domu myślałam, że już nie dam rady. Po trzech miesiącach wchodzę na trzecie piętro bez zadyszki i nie boli mnie kręgosłup.",
      author: "Anna, 46 lat",
      context: "pakiet 12 treningów",
    },
    {
      quote: "Pierwsza dieta, której nie rzuciłem po tygodniu. Jem normalnie, a waga spada powoli, ale cały czas.",
      author: "Tomasz, 38 lat",
      context: "kompletny plan",
    },
    {
      quote: "Trenuję online, bo pracuję na zmiany. Każde nagranie dostaje konkretną poprawkę — czuję, że ktoś nade mną czuwa.",
      author: "Kasia, 29 lat",
      context: "prowadzenie online",
    },
  ],
  testimonialsCheck: "notChecked",
  faq: [
    {
      question: "Nie mam żadnej kondycji. Czy to nie za wcześnie na treningi personalne?",
      answer: "To najlepszy moment. Zaczynamy od ćwiczeń, które zrobisz bez trudu, i zwiększamy obciążenie dopiero wtedy, gdy ciało jest na to gotowe.",
    },
    {
      question: "Ile razy w tygodniu trzeba trenować?",
      answer: "Na start wystarczą dwa treningi w tygodniu po {czas treningu}. Więcej ustalimy wtedy, gdy będzie to dla Ciebie realne.",
    },
    {
      question: "Czy dieta oznacza liczenie kalorii?",
      answer: "Nie musi. Jadłospis układam tak, żeby porcje były już policzone, a przy każdym posiłku było jasne, co zjeść i czym to zastąpić.",
    },
    {
      question: "Co zabrać na pierwszy trening?",
      answer: "Wygodny strój, czyste obuwie sportowe, wodę i ręcznik. Resztę sprzętu znajdziesz w studiu.",
    },
    {
      question: "Mam kontuzję albo chorobę przewlekłą. Czy mogę trenować?",
      answer: "Zwykle tak, ale najpierw porozmawiamy o zaleceniach lekarza. Szczegółów zdrowotnych nie wpisuj do formularza — omówimy je na konsultacji.",
    },
  ],
} satisfies Home;
