import type { StarterExercise } from "./starter-exercise";

// The starter set's legs and back, as a Polish strength coach writes them (migration 0035).
export const STARTER_LEGS_AND_BACK: readonly StarterExercise[] = [
  {
    slug: "przysiad-ze-sztanga-z-tylu",
    name: "Przysiad ze sztangą z tyłu",
    category: "nogi",
    muscles: "czworogłowe uda, pośladki, przywodziciele, prostowniki grzbietu",
    equipment: "sztanga, stojak",
    instructions:
      "Sztanga leży na górnej części mięśni czworobocznych, stopy na szerokość bioder lub trochę szerzej, palce lekko na zewnątrz. Schodź, prowadząc biodra w dół i w tył, kolana podążają za palcami stóp, plecy pozostają proste. Wstawaj, mocno wypychając podłogę całymi stopami.",
  },
  {
    slug: "przysiad-ze-sztanga-z-przodu",
    name: "Przysiad ze sztangą z przodu",
    category: "nogi",
    muscles: "czworogłowe uda, pośladki, mięśnie brzucha",
    equipment: "sztanga, stojak",
    instructions:
      "Sztanga leży na przednich aktonach mięśni naramiennych, łokcie wysoko, przed sztangą. Siadaj pionowo między nogi, tułów jak najbardziej wyprostowany. Nie pozwól, by łokcie opadły, bo sztanga zsunie się do przodu.",
  },
  {
    slug: "przysiad-goblet",
    name: "Przysiad goblet z hantlem",
    category: "nogi",
    muscles: "czworogłowe uda, pośladki, mięśnie brzucha",
    equipment: "hantel lub kettlebell",
    instructions:
      "Trzymaj hantel pionowo przy mostku, łokcie skierowane w dół. Zejdź jak najniżej z prostymi plecami, łokcie mieszczą się między kolanami. Dobre ćwiczenie na naukę przysiadu.",
  },
  {
    slug: "przysiad-bulgarski",
    name: "Przysiad bułgarski",
    category: "nogi",
    muscles: "czworogłowe uda, pośladki",
    equipment: "ławka, hantle",
    instructions:
      "Stopa tylnej nogi leży na ławce, przednia stopa na tyle daleko, by kolano nie wychodziło daleko przed palce. Opuść się pionowo, aż tylne kolano prawie dotknie podłogi. Ciężar trzymaj na całej przedniej stopie.",
  },
  {
    slug: "wykroki-chodzone",
    name: "Wykroki chodzone",
    category: "nogi",
    muscles: "czworogłowe uda, pośladki, przywodziciele",
    equipment: "hantle lub bez obciążenia",
    instructions:
      "Zrób długi krok do przodu i opuść tylne kolano nad podłogę. Wstań na przedniej nodze i od razu zrób krok drugą. Tułów wyprostowany, kolano przedniej nogi nad stopą, nie do środka.",
  },
  {
    slug: "wykroki-w-tyl",
    name: "Wykroki w tył z hantlami",
    category: "nogi",
    muscles: "pośladki, czworogłowe uda",
    equipment: "hantle",
    instructions:
      "Z pozycji stojącej zrób krok w tył i opuść tylne kolano nad podłogę. Wróć, odpychając się piętą przedniej nogi. Wykrok w tył mniej obciąża kolano niż wykrok w przód.",
  },
  {
    slug: "martwy-ciag-klasyczny",
    name: "Martwy ciąg klasyczny",
    category: "nogi",
    muscles: "pośladki, dwugłowe uda, prostowniki grzbietu, czworogłowe uda",
    equipment: "sztanga",
    instructions:
      "Stopy na szerokość bioder, sztanga nad śródstopiem, chwyt tuż za kolanami. Napnij plecy i brzuch, zanim ciężar oderwie się od podłogi, i prowadź sztangę blisko nóg. Na górze stań prosto, bez odchylania się do tyłu.",
  },
  {
    slug: "martwy-ciag-rumunski",
    name: "Martwy ciąg rumuński",
    category: "nogi",
    muscles: "dwugłowe uda, pośladki, prostowniki grzbietu",
    equipment: "sztanga lub hantle",
    instructions:
      "Kolana lekko ugięte i nieruchome, biodra cofaj do tyłu, a sztanga zjeżdża po udach. Schodź, dopóki plecy pozostają proste i czujesz rozciąganie z tyłu ud. Wracaj, wypychając biodra do przodu.",
  },
  {
    slug: "martwy-ciag-sumo",
    name: "Martwy ciąg sumo",
    category: "nogi",
    muscles: "pośladki, przywodziciele, czworogłowe uda, prostowniki grzbietu",
    equipment: "sztanga",
    instructions:
      "Stopy szeroko, palce na zewnątrz, chwyt wąski, między nogami. Rozepchnij kolana na boki i utrzymaj tułów bardziej pionowo niż w wersji klasycznej. Sztanga idzie w górę blisko ciała.",
  },
  {
    slug: "hip-thrust",
    name: "Unoszenie bioder ze sztangą (hip thrust)",
    category: "nogi",
    muscles: "pośladki, dwugłowe uda",
    equipment: "sztanga, ławka, podkładka",
    instructions:
      "Łopatki oparte o ławkę, sztanga z podkładką na biodrach, stopy na szerokość bioder. Unieś biodra, aż tułów i uda będą w jednej linii, i na chwilę mocno napnij pośladki. Nie przeginaj lędźwi na górze, broda lekko przy mostku.",
  },
  {
    slug: "most-biodrowy",
    name: "Most biodrowy",
    category: "nogi",
    muscles: "pośladki, dwugłowe uda",
    equipment: "mata",
    instructions:
      "Połóż się na plecach, stopy na podłodze blisko pośladków. Unieś biodra, dociskając pięty do podłogi, i zatrzymaj się na górze na sekundę. Opuszczaj powoli, bez przeprostu w lędźwiach.",
  },
  {
    slug: "wejscia-na-skrzynie",
    name: "Wejścia na skrzynię z hantlami",
    category: "nogi",
    muscles: "czworogłowe uda, pośladki",
    equipment: "skrzynia lub ławka, hantle",
    instructions:
      "Postaw całą stopę na skrzyni i wejdź, pracując nogą na skrzyni, nie odbijając się dolną. Na górze stań prosto, potem zejdź powoli. Wysokość skrzyni dobierz tak, by kolano było najwyżej na wysokości biodra.",
  },
  {
    slug: "wypychanie-na-suwnicy",
    name: "Wypychanie ciężaru na suwnicy",
    category: "nogi",
    muscles: "czworogłowe uda, pośladki",
    equipment: "suwnica",
    instructions:
      "Plecy i biodra cały czas przylegają do oparcia, stopy na środku platformy. Opuszczaj platformę tylko do chwili, w której miednica zaczyna odrywać się od oparcia. Nie blokuj kolan w pełnym wyproście.",
  },
  {
    slug: "prostowanie-nog-na-maszynie",
    name: "Prostowanie nóg na maszynie",
    category: "nogi",
    muscles: "czworogłowe uda",
    equipment: "maszyna",
    instructions:
      "Ustaw oparcie tak, by oś maszyny była na wysokości kolan, a wałek tuż nad kostkami. Prostuj nogi płynnie i przytrzymaj chwilę na górze. Opuszczaj pod kontrolą, bez uderzania ciężarem.",
  },
  {
    slug: "uginanie-nog-lezac",
    name: "Uginanie nóg leżąc na maszynie",
    category: "nogi",
    muscles: "dwugłowe uda, łydki",
    equipment: "maszyna",
    instructions:
      "Połóż się tak, by kolana były tuż za krawędzią ławki, a wałek nad piętami. Uginaj nogi, nie unosząc bioder z ławki. Prostuj powoli, nie do końca rozluźniając mięśnie.",
  },
  {
    slug: "wspiecia-na-palce",
    name: "Wspięcia na palce stojąc",
    category: "nogi",
    muscles: "łydki",
    equipment: "podest, hantel lub maszyna",
    instructions:
      "Stań przodostopiem na krawędzi podestu, pięty poniżej jego poziomu. Wspinaj się jak najwyżej i przytrzymaj sekundę, potem opuść pięty nisko. Ruch powolny, bez sprężynowania.",
  },
  {
    slug: "odwodzenie-nogi-lezac-bokiem",
    name: "Odwodzenie nogi w leżeniu bokiem",
    category: "nogi",
    muscles: "pośladek średni",
    equipment: "mata, guma oporowa",
    instructions:
      "Połóż się na boku, dolna noga lekko ugięta, górna prosta, w linii z tułowiem. Unoś górną nogę do góry i lekko w tył, palce skierowane do przodu. Nie odchylaj miednicy do tyłu.",
  },
  {
    slug: "podciaganie-nachwytem",
    name: "Podciąganie na drążku nachwytem",
    category: "plecy",
    muscles: "najszersze grzbietu, dwugłowe ramion, mięśnie obłe",
    equipment: "drążek",
    instructions:
      "Chwyć drążek nachwytem, trochę szerzej niż barki, i zacznij z pełnego zwisu. Ściągnij łopatki w dół i podciągnij się, aż broda znajdzie się nad drążkiem. Opuszczaj się powoli, bez bujania.",
  },
  {
    slug: "podciaganie-podchwytem",
    name: "Podciąganie na drążku podchwytem",
    category: "plecy",
    muscles: "najszersze grzbietu, dwugłowe ramion",
    equipment: "drążek",
    instructions:
      "Chwyć drążek podchwytem na szerokość barków. Podciągaj się, prowadząc łokcie w dół, blisko tułowia, aż broda znajdzie się nad drążkiem. Jeśli to za trudne, użyj gumy pod kolanami.",
  },
  {
    slug: "sciaganie-drazka-wyciagu-gornego",
    name: "Ściąganie drążka wyciągu górnego do klatki",
    category: "plecy",
    muscles: "najszersze grzbietu, mięśnie obłe, dwugłowe ramion",
    equipment: "wyciąg górny",
    instructions:
      "Usiądź z udami zablokowanymi pod wałkami, chwyt nieco szerszy niż barki. Ściągnij drążek do górnej części klatki, prowadząc łokcie w dół i w tył. Nie odchylaj się mocno i nie szarp ciężaru.",
  },
  {
    slug: "wioslowanie-sztanga",
    name: "Wiosłowanie sztangą w opadzie tułowia",
    category: "plecy",
    muscles: "najszersze grzbietu, czworoboczne, równoległoboczne, tylne aktony naramiennych",
    equipment: "sztanga",
    instructions:
      "Pochyl tułów do około 45 stopni, kolana lekko ugięte, plecy proste. Przyciągaj sztangę do dolnej części brzucha, ściągając łopatki. Tułów pozostaje nieruchomy przez całą serię.",
  },
  {
    slug: "wioslowanie-hantlem",
    name: "Wiosłowanie hantlem",
    category: "plecy",
    muscles: "najszersze grzbietu, czworoboczne, tylne aktony naramiennych",
    equipment: "hantel, ławka",
    instructions:
      "Oprzyj kolano i dłoń o ławkę, plecy równolegle do podłogi. Przyciągaj hantel do biodra, prowadząc łokieć blisko tułowia. Nie skręcaj tułowia, żeby dociągnąć ciężar.",
  },
  {
    slug: "wioslowanie-na-wyciagu-dolnym",
    name: "Wiosłowanie na wyciągu dolnym siedząc",
    category: "plecy",
    muscles: "najszersze grzbietu, równoległoboczne, czworoboczne",
    equipment: "wyciąg dolny",
    instructions:
      "Usiądź prosto, stopy na podporach, kolana lekko ugięte. Przyciągnij uchwyt do brzucha, ściągając łopatki, bez odchylania tułowia. Oddawaj ciężar powoli, pozwalając łopatkom rozsunąć się do przodu.",
  },
  {
    slug: "face-pull",
    name: "Przyciąganie liny do twarzy (face pull)",
    category: "plecy",
    muscles: "tylne aktony naramiennych, czworoboczne, rotatory barku",
    equipment: "wyciąg, lina",
    instructions:
      "Ustaw wyciąg na wysokości twarzy i chwyć linę nachwytem. Przyciągaj linę do twarzy, rozsuwając jej końce, łokcie wysoko. Na końcu ruchu obróć ręce na zewnątrz.",
  },
  {
    slug: "podciaganie-australijskie",
    name: "Podciąganie australijskie",
    category: "plecy",
    muscles: "najszersze grzbietu, równoległoboczne, dwugłowe ramion",
    equipment: "sztanga w stojaku lub taśmy TRX",
    instructions:
      "Zawiśnij pod drążkiem ustawionym na wysokości bioder, ciało proste od pięt do głowy. Przyciągnij klatkę do drążka, ściągając łopatki. Im bardziej poziomo leżysz, tym trudniej.",
  },
  {
    slug: "prostowanie-tulowia-na-lawce-rzymskiej",
    name: "Prostowanie tułowia na ławce rzymskiej",
    category: "plecy",
    muscles: "prostowniki grzbietu, pośladki, dwugłowe uda",
    equipment: "ławka rzymska",
    instructions:
      "Ustaw podpórkę tuż pod biodrami, ręce skrzyżowane na klatce. Opuść tułów, zginając się w biodrach, z prostymi plecami. Wróć do linii prostej, bez przeprostu w lędźwiach.",
  },
  {
    slug: "szrugsy-z-hantlami",
    name: "Wzruszanie ramion z hantlami (szrugsy)",
    category: "plecy",
    muscles: "czworoboczne",
    equipment: "hantle",
    instructions: "Stań prosto z hantlami wzdłuż tułowia. Unieś barki prosto w górę, w stronę uszu, i przytrzymaj chwilę. Nie krąż barkami i nie zginaj łokci.",
  },
];
