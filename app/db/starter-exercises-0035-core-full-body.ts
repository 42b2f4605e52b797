import type { StarterExercise } from "./starter-exercise";

// The starter set's core and whole-body exercises, as a Polish strength coach writes them (migration 0035).
export const STARTER_CORE_AND_FULL_BODY: readonly StarterExercise[] = [
  {
    slug: "deska",
    name: "Deska (plank)",
    category: "core",
    muscles: "mięśnie brzucha, poprzeczny brzucha, pośladki",
    equipment: "mata",
    instructions:
      "Oprzyj się na przedramionach i palcach stóp, łokcie pod barkami. Ciało w jednej linii: napnij brzuch i pośladki, nie unoś bioder i nie pozwól im opaść. Oddychaj spokojnie przez cały czas.",
  },
  {
    slug: "deska-bokiem",
    name: "Deska bokiem",
    category: "core",
    muscles: "skośne brzucha, pośladek średni",
    equipment: "mata",
    instructions:
      "Połóż się na boku, łokieć pod barkiem, stopy jedna na drugiej. Unieś biodra, aż ciało będzie w jednej linii. Łatwiejsza wersja: z ugiętymi kolanami opartymi o podłogę.",
  },
  {
    slug: "martwy-robak",
    name: "Martwy robak (dead bug)",
    category: "core",
    muscles: "mięśnie brzucha, poprzeczny brzucha",
    equipment: "mata",
    instructions:
      "Połóż się na plecach, ręce w górze, biodra i kolana zgięte pod kątem prostym. Powoli prostuj przeciwną rękę i nogę, dociskając lędźwie do podłogi. Wróć i zmień strony.",
  },
  {
    slug: "bird-dog",
    name: "Wyprost ręki i nogi w klęku podpartym (bird dog)",
    category: "core",
    muscles: "prostowniki grzbietu, pośladki, mięśnie brzucha",
    equipment: "mata",
    instructions:
      "Klęknij z dłońmi pod barkami i kolanami pod biodrami. Wyprostuj jednocześnie przeciwną rękę i nogę, nie skręcając miednicy. Wytrzymaj dwie sekundy i zmień strony.",
  },
  {
    slug: "unoszenie-nog-w-zwisie",
    name: "Unoszenie nóg w zwisie na drążku",
    category: "core",
    muscles: "mięśnie brzucha, zginacze bioder",
    equipment: "drążek",
    instructions: "Zawiśnij na drążku, barki aktywne, nie bujaj się. Unoś kolana lub proste nogi, podwijając miednicę. Opuszczaj powoli, pod kontrolą.",
  },
  {
    slug: "wyciskanie-pallofa",
    name: "Wyciskanie Pallofa",
    category: "core",
    muscles: "skośne brzucha, poprzeczny brzucha",
    equipment: "wyciąg lub guma oporowa",
    instructions:
      "Stań bokiem do wyciągu, uchwyt przy mostku. Wypchnij ręce przed siebie i nie pozwól, by wyciąg obrócił tułów. Wytrzymaj chwilę i wróć rękami do mostka.",
  },
  {
    slug: "spiecia-brzucha",
    name: "Spięcia brzucha leżąc",
    category: "core",
    muscles: "prosty brzucha",
    equipment: "mata",
    instructions:
      "Połóż się na plecach, kolana zgięte, dłonie przy skroniach. Unieś łopatki nad podłogę, zbliżając żebra do miednicy. Nie ciągnij głowy rękami.",
  },
  {
    slug: "kolko-do-brzucha",
    name: "Rolowanie kółkiem do brzucha (rollout)",
    category: "core",
    muscles: "mięśnie brzucha, najszersze grzbietu",
    equipment: "kółko do ćwiczeń",
    instructions:
      "Zacznij w klęku, kółko pod barkami. Odtaczaj kółko przed siebie, utrzymując napięty brzuch i nieprzegięte lędźwie. Wracaj, zanim poczujesz, że plecy się wyginają.",
  },
  {
    slug: "swing-kettlebell",
    name: "Swing kettlebell oburącz",
    category: "cale-cialo",
    muscles: "pośladki, dwugłowe uda, prostowniki grzbietu",
    equipment: "kettlebell",
    instructions:
      "Stopy szerzej niż biodra, kettlebell przed sobą na podłodze. Przenieś go między nogami do tyłu i mocnym wyprostem bioder wyrzuć do wysokości klatki, ręce tylko go prowadzą. To ruch z bioder, nie przysiad i nie unoszenie rękami.",
  },
  {
    slug: "spacer-farmera",
    name: "Spacer farmera",
    category: "cale-cialo",
    muscles: "przedramiona, czworoboczne, mięśnie brzucha, pośladki",
    equipment: "hantle lub kettlebelle",
    instructions:
      "Podnieś ciężkie hantle jak w martwym ciągu i stań prosto. Idź krótkimi, pewnymi krokami, barki ściągnięte w dół, tułów nieruchomy. Odkładaj ciężar, uginając nogi, z prostymi plecami.",
  },
  {
    slug: "burpees",
    name: "Burpees (padnij-powstań)",
    category: "cale-cialo",
    muscles: "całe ciało",
    equipment: "bez sprzętu",
    instructions:
      "Z przysiadu połóż dłonie na podłodze i wyrzuć nogi do podporu. Wróć nogami do dłoni, wstań i wyskocz w górę. Łatwiejsza wersja: bez wyskoku i z krokiem zamiast wyrzutu nóg.",
  },
  {
    slug: "thruster-z-hantlami",
    name: "Przysiad z wyciskaniem hantli (thruster)",
    category: "cale-cialo",
    muscles: "czworogłowe uda, pośladki, naramienne",
    equipment: "hantle",
    instructions:
      "Hantle na barkach, zejdź do przysiadu z prostymi plecami. Wstając, wykorzystaj rozpęd z nóg i wyciśnij hantle nad głowę. Opuść hantle na barki i płynnie zacznij kolejny przysiad.",
  },
  {
    slug: "tureckie-wstawanie",
    name: "Tureckie wstawanie (Turkish get-up)",
    category: "cale-cialo",
    muscles: "naramienne, mięśnie brzucha, pośladki",
    equipment: "kettlebell",
    instructions:
      "Leżąc, trzymaj kettlebell na prostej ręce nad barkiem i nie spuszczaj go z oczu. Wstawaj etapami: na łokieć, na dłoń, unieś biodra, przełóż nogę do klęku i wstań. Wracaj tą samą drogą; zacznij od lekkiego ciężaru lub samej ręki.",
  },
  {
    slug: "zarzut-sztangi-z-zawieszenia",
    name: "Zarzut sztangi na klatkę z zawieszenia",
    category: "cale-cialo",
    muscles: "pośladki, dwugłowe uda, czworoboczne, czworogłowe uda",
    equipment: "sztanga",
    instructions:
      "Sztanga nad kolanami, tułów pochylony, plecy proste. Dynamicznie wyprostuj biodra i kolana, podciągnij się pod sztangę i przyjmij ją na przód barków, łokcie wysoko. Ćwiczenie techniczne: zacznij od lekkiej sztangi pod okiem trenera.",
  },
];
