import type { StarterExercise } from "./starter-exercise";

// The starter set's cardio, mobility and stretching, as a Polish strength coach writes them (migration 0035).
export const STARTER_CARDIO_AND_MOBILITY: readonly StarterExercise[] = [
  {
    slug: "wioslowanie-na-ergometrze",
    name: "Wiosłowanie na ergometrze",
    category: "cardio",
    muscles: "nogi, plecy, ramiona",
    equipment: "ergometr wioślarski",
    instructions:
      "Kolejność pociągnięcia: nogi, tułów, ręce; powrót odwrotnie: ręce, tułów, nogi. Plecy proste, odpychaj się mocno nogami. Tempo i czas podaje plan.",
  },
  {
    slug: "rower-stacjonarny",
    name: "Jazda na rowerze stacjonarnym",
    category: "cardio",
    muscles: "czworogłowe uda, pośladki, łydki",
    equipment: "rower stacjonarny",
    instructions:
      "Ustaw siodełko tak, by w dolnym położeniu pedału kolano było lekko ugięte. Trzymaj równe tempo albo pracuj interwałami według planu. Tułów stabilny, bez kołysania na boki.",
  },
  {
    slug: "skakanka",
    name: "Skakanka",
    category: "cardio",
    muscles: "łydki, barki",
    equipment: "skakanka",
    instructions:
      "Skacz nisko na przodostopiu, kolana lekko ugięte. Kręć skakanką nadgarstkami, łokcie blisko tułowia. Zacznij od krótkich odcinków z przerwami.",
  },
  {
    slug: "pajacyki",
    name: "Pajacyki",
    category: "cardio",
    muscles: "całe ciało",
    equipment: "bez sprzętu",
    instructions:
      "Wyskakuj, rozstawiając nogi i unosząc ręce bokiem nad głowę. Wróć do pozycji wyjściowej i powtarzaj w równym tempie. Lądowanie miękkie, na przodostopiu.",
  },
  {
    slug: "bieg-w-podporze",
    name: "Bieg w podporze (mountain climbers)",
    category: "cardio",
    muscles: "mięśnie brzucha, zginacze bioder, barki",
    equipment: "bez sprzętu",
    instructions:
      "Przyjmij podpór na prostych rękach, dłonie pod barkami. Na zmianę przyciągaj kolana do klatki, utrzymując biodra nisko. Tempo dobierz tak, by nie tracić pozycji.",
  },
  {
    slug: "marsz-pod-gore-na-biezni",
    name: "Marsz pod górę na bieżni",
    category: "cardio",
    muscles: "pośladki, łydki, dwugłowe uda",
    equipment: "bieżnia",
    instructions:
      "Ustaw nachylenie i prędkość według planu, zwykle 8–12% i szybki marsz. Idź wyprostowany, nie trzymając się poręczy. Tempo takie, by dało się jeszcze swobodnie mówić.",
  },
  {
    slug: "koci-grzbiet",
    name: "Koci grzbiet",
    category: "mobilnosc",
    muscles: "kręgosłup, prostowniki grzbietu, mięśnie brzucha",
    equipment: "mata",
    instructions:
      "Klęknij z dłońmi pod barkami i kolanami pod biodrami. Z wydechem zaokrąglij plecy do góry, z wdechem powoli wygnij je w dół, unosząc głowę. Ruch płynny, w zakresie bez bólu.",
  },
  {
    slug: "rozciaganie-zginaczy-bioder",
    name: "Rozciąganie zginaczy bioder w klęku",
    category: "mobilnosc",
    muscles: "zginacze bioder, czworogłowe uda",
    equipment: "mata",
    instructions:
      "Uklęknij na jednym kolanie, druga stopa przed sobą. Podwiń miednicę i napnij pośladek tylnej nogi, lekko przesuwając biodra do przodu. Wytrzymaj 30–45 sekund na stronę, bez przeprostu w lędźwiach.",
  },
  {
    slug: "rozciaganie-tylnej-czesci-ud",
    name: "Rozciąganie mięśni kulszowo-goleniowych",
    category: "mobilnosc",
    muscles: "dwugłowe uda, półścięgniste, półbłoniaste",
    equipment: "mata, taśma",
    instructions:
      "Połóż się na plecach i unieś prostą nogę, trzymając ją taśmą za stopę. Przyciągaj nogę, aż poczujesz rozciąganie z tyłu uda, druga noga leży na podłodze. Wytrzymaj 30–45 sekund na stronę, oddychając spokojnie.",
  },
  {
    slug: "rotacja-odcinka-piersiowego",
    name: "Rotacja odcinka piersiowego w klęku podpartym",
    category: "mobilnosc",
    muscles: "odcinek piersiowy kręgosłupa",
    equipment: "mata",
    instructions:
      "Klęknij, jedna dłoń na podłodze, druga za głową. Obracaj tułów, kierując łokieć do sufitu, a potem pod drugą rękę. Biodra pozostają nieruchomo nad kolanami.",
  },
  {
    slug: "pozycja-dziecka",
    name: "Pozycja dziecka",
    category: "mobilnosc",
    muscles: "plecy, pośladki, najszersze grzbietu",
    equipment: "mata",
    instructions:
      "Usiądź na piętach, kolana szeroko, i połóż tułów między udami. Wyciągnij ręce przed siebie i oddychaj głęboko do dolnej części pleców. Wytrzymaj 30–60 sekund.",
  },
  {
    slug: "przysiad-kozacki",
    name: "Przysiad kozacki",
    category: "mobilnosc",
    muscles: "przywodziciele, pośladki, czworogłowe uda",
    equipment: "bez sprzętu",
    instructions:
      "Stań bardzo szeroko i przenoś ciężar na jedną nogę, schodząc w przysiad, druga noga prosta, palce w górę. Pięta nogi ugiętej zostaje na podłodze. Zejdź tylko tak nisko, jak pozwala ci ruchomość.",
  },
  {
    slug: "mobilizacja-bioder-90-90",
    name: "Mobilizacja bioder 90/90",
    category: "mobilnosc",
    muscles: "rotatory bioder, pośladki",
    equipment: "mata",
    instructions:
      "Usiądź z obiema nogami zgiętymi pod kątem prostym: jedna przed sobą, druga z boku. Przenoś kolana na drugą stronę, nie pomagając sobie rękami, jeśli dasz radę. Tułów wyprostowany, ruch powolny.",
  },
  {
    slug: "rozciaganie-lydek",
    name: "Rozciąganie łydek przy ścianie",
    category: "mobilnosc",
    muscles: "łydki, płaszczkowaty",
    equipment: "ściana",
    instructions:
      "Oprzyj dłonie o ścianę, jedna noga z tyłu, pięta na podłodze. Przesuwaj biodra do ściany, aż poczujesz rozciąganie łydki. Wytrzymaj 30 sekund, potem ugnij tylne kolano, by rozciągnąć mięsień płaszczkowaty.",
  },
  {
    slug: "przeprosty-z-kijem",
    name: "Przenoszenie kija nad głową (przeprosty)",
    category: "mobilnosc",
    muscles: "barki, piersiowe",
    equipment: "kij lub guma",
    instructions:
      "Chwyć kij szeroko przed sobą i przenieś go prostymi rękami nad głową za plecy. Wróć tą samą drogą, bez wyginania lędźwi. Im węższy chwyt, tym trudniej; zacznij szeroko.",
  },
  {
    slug: "rozciaganie-gruszkowatego",
    name: "Rozciąganie mięśnia gruszkowatego leżąc",
    category: "mobilnosc",
    muscles: "gruszkowaty, pośladki",
    equipment: "mata",
    instructions:
      "Połóż się na plecach, kostkę jednej nogi połóż na kolanie drugiej. Przyciągnij dolne udo do klatki, aż poczujesz rozciąganie w pośladku. Wytrzymaj 30–45 sekund na stronę.",
  },
  {
    slug: "najlepsze-rozciaganie-swiata",
    name: "Najlepsze rozciąganie świata",
    category: "mobilnosc",
    muscles: "zginacze bioder, odcinek piersiowy kręgosłupa, dwugłowe uda",
    equipment: "mata",
    instructions:
      "Zrób długi wykrok, połóż dłonie na podłodze po wewnętrznej stronie przedniej stopy. Opuść łokieć w stronę stopy, potem obróć tułów, unosząc rękę do sufitu. Na koniec wyprostuj przednią nogę i zmień strony.",
  },
];
