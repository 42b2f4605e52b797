// The initial content's wording before its facts became placeholders (and a
// few slips of its Polish), with what replaces it. Content data: the content
// upgrade (app/site-content/content-upgrade.server.ts) rewrites a text that is
// still in its former wording, once, when the server starts; a text the
// trainer wrote stays as it is.
export const FORMER_WORDING: ReadonlyMap<string, string> = new Map([
  [
    "Pierwsza konsultacja (ok. 30 minut, w studiu albo przez telefon) jest bezpłatna.",
    "Pierwsza konsultacja ({czas konsultacji}, {miejsce konsultacji}) jest bezpłatna.",
  ],
  ["Trening można odwołać bez opłaty do 24 godzin przed terminem.", "Trening można odwołać lub przełożyć {termin odwołania}."],
  // How to pay is the terms' fact now: /oferta writes it from there (a card was never one of its methods).
  ["Wszystkie ceny są cenami brutto. Płatność gotówką, kartą lub przelewem.", "Wszystkie ceny są cenami brutto."],
  // "bez opłaty" implied a fee stated nowhere; the page says what happens later from the booking settings.
  ["Trening można bez opłaty odwołać lub przełożyć {termin odwołania}.", "Trening można odwołać lub przełożyć {termin odwołania}."],
  [
    "Rozmawiamy 30 minut o Twoim celu, zdrowiu i czasie, jaki masz na trening. Bez zobowiązań.",
    "Rozmawiamy {czas konsultacji} o Twoim celu, zdrowiu i czasie, jaki masz na trening. Bez zobowiązań.",
  ],
  [
    "Na start wystarczą dwa treningi w tygodniu po 60 minut. Więcej ustalimy wtedy, gdy będzie to dla Ciebie realne.",
    "Na start wystarczą dwa treningi w tygodniu po {czas treningu}. Więcej ustalimy wtedy, gdy będzie to dla Ciebie realne.",
  ],
  [
    "Zadzwoń, napisz albo wypełnij formularz — odpowiem w ciągu 24 godzin. Studio treningowe w Przykładowie, ul. Sportowa 1.",
    "Zadzwoń, napisz albo wypełnij formularz — odpowiem {czas odpowiedzi}. Studio treningowe w Przykładowie, ul. Sportowa 1.",
  ],
  [
    "Twoja wiadomość dotarła. Odpowiem w ciągu 24 godzin — telefonicznie albo e-mailem, tak jak wolisz.",
    "Twoja wiadomość dotarła. Odpowiem {czas odpowiedzi} — telefonicznie albo e-mailem, tak jak wolisz.",
  ],
  [
    "Dwa treningi w tygodniu przez miesiąc. Najczęściej wybierany sposób na regularny postęp.",
    "Mniej więcej dwa treningi w tygodniu, z zapasem na chorobę czy wyjazd. Najczęściej wybierany sposób na regularny postęp.",
  ],
  ["8 treningów 1:1 w ciągu 6 tygodni", "8 treningów 1:1 do wykorzystania w ciągu 6 tygodni"],
  ["Jan Kowalski — Trener Personalny", "Jan Kowalski — trener personalny"],
  ["Praca z kettlebell", "Praca z kettlebellem"],
  // Masculine words for the trainer in texts a woman would not think to edit (they do not name the trainer): neutral now.
  ["plan na dni bez trenera", "plan na samodzielne treningi między spotkaniami"],
  ["Nie mam żadnej kondycji. Czy to nie za wcześnie na trenera?", "Nie mam żadnej kondycji. Czy to nie za wcześnie na treningi personalne?"],
  [
    "Wybierz usługę, dzień i wolną godzinę. Potwierdzenie przyjdzie e-mailem, a termin odwołasz lub przełożysz jednym kliknięciem.",
    "Wybierz usługę, dzień i wolną godzinę. Potwierdzenie przyjdzie e-mailem, a termin odwołasz lub przełożysz przez link z wiadomości.",
  ],
  [
    "Usługa, dzień, godzina — i gotowe. Potwierdzenie przyjdzie e-mailem, a termin odwołasz lub przełożysz linkiem z wiadomości.",
    "Usługa, dzień, godzina — i gotowe. Potwierdzenie z linkiem do Twojej rezerwacji przyjdzie e-mailem.",
  ],
]);
