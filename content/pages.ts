// Titles, descriptions (what search engines show) and the opening words of
// each page. Titles: at most 70 characters; descriptions: 50–170.
import type { Pages } from "./schema";

export default {
  home: {
    title: "Trener personalny Przykładowo — Jan Kowalski",
    description: "Certyfikowany trener personalny w Przykładowie: indywidualny plan treningowy, dieta i suplementacja. Umów bezpłatną konsultację.",
    heading: "Trening, który pasuje do Twojego życia",
    lead: "Jestem certyfikowanym trenerem personalnym z Przykładowa. Układam plan treningowy, dietę i suplementację pod Twój cel, Twój czas i Twoje zdrowie — i jestem przy Tobie, aż zobaczysz efekty.",
  },
  offer: {
    title: "Oferta i cennik — plan treningowy, dieta, suplementacja",
    description:
      "Treningi personalne, plan treningowy, dieta i suplementacja w Przykładowie i online. Sprawdź pakiety i ceny brutto, a potem napisz, czego potrzebujesz.",
    heading: "Oferta i cennik",
    lead: "Wybierz to, czego potrzebujesz: pojedynczy trening, pakiet spotkań, prowadzenie online albo kompletny plan. Wszystkie ceny są cenami brutto.",
  },
  gallery: {
    title: "Galeria — treningi i studio w Przykładowie",
    description:
      "Zdjęcia z treningów personalnych, zajęć w plenerze i studia w Przykładowie. Zobacz, jak wyglądają nasze spotkania, zanim przyjdziesz na pierwsze.",
    heading: "Galeria",
    lead: "Tak wyglądają nasze treningi: w studiu, w plenerze i na zawodach. Kliknij zdjęcie, aby je powiększyć.",
  },
  achievements: {
    title: "Osiągnięcia i certyfikaty trenera — Jan Kowalski",
    description: "Certyfikaty, kwalifikacje, starty w zawodach i metamorfozy klientów. Sprawdź, z kim będziesz trenować i jakie efekty osiągają moi klienci.",
    heading: "Osiągnięcia",
    lead: "Uczę się stale, bo Twoje zdrowie na to zasługuje. Oto moje kwalifikacje, starty w zawodach i efekty pracy klientów.",
  },
  contact: {
    title: "Kontakt — umów bezpłatną konsultację",
    description: "Zadzwoń, napisz albo wypełnij formularz — odpowiem {czas odpowiedzi}. Studio treningowe w Przykładowie, ul. Sportowa 1.",
    heading: "Kontakt",
    lead: "Napisz kilka słów o sobie i swoim celu albo po prostu zadzwoń. Pierwsza konsultacja jest bezpłatna i do niczego nie zobowiązuje.",
  },
  booking: {
    title: "Rezerwacja — umów trening lub bezpłatną konsultację",
    description: "Wybierz usługę, dzień i wolną godzinę. Potwierdzenie przyjdzie e-mailem, a termin odwołasz lub przełożysz przez link z wiadomości.",
    heading: "Wybierz dogodny termin",
    lead: "Usługa, dzień, godzina — i gotowe. Potwierdzenie z linkiem do Twojej rezerwacji przyjdzie e-mailem.",
  },
  thanks: {
    title: "Dziękuję za wiadomość",
    description: "Twoja wiadomość dotarła. Odpowiem {czas odpowiedzi} — telefonicznie albo e-mailem, tak jak wolisz.",
    heading: "Dziękuję, wiadomość dotarła",
    lead: "Twoje zapytanie jest już u mnie. Przeczytam je osobiście i odpowiem najszybciej, jak to możliwe.",
  },
  privacy: {
    title: "Polityka prywatności",
    description: "Kto przetwarza Twoje dane osobowe na tej stronie, po co, jak długo i jakie masz prawa według RODO.",
    heading: "Polityka prywatności",
    lead: "Szanuję Twoją prywatność. Poniżej prosto wyjaśniam, co dzieje się z danymi, które zostawiasz na tej stronie.",
  },
  terms: {
    title: "Regulamin — treningi, pakiety, płatności i odstąpienie od umowy",
    description: "Zasady rezerwacji i płatności za treningi i pakiety, odwoływanie terminów, prawo odstąpienia od umowy z wzorem formularza i reklamacje.",
    heading: "Regulamin",
    lead: "Zasady, na jakich umawiamy treningi i pakiety: płatności, odwoływanie, odstąpienie od umowy i reklamacje — prostym językiem.",
  },
  notFound: {
    title: "Nie znaleziono strony",
    message: "Nie znaleziono strony",
  },
} satisfies Pages;
