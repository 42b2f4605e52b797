import type { StarterExercise } from "./starter-exercise";

// The starter set's chest, shoulders and arms, as a Polish strength coach writes them (migration 0035).
export const STARTER_UPPER_BODY: readonly StarterExercise[] = [
  {
    slug: "wyciskanie-sztangi-lezac",
    name: "Wyciskanie sztangi leżąc",
    category: "klatka",
    muscles: "piersiowe, trójgłowe ramion, przednie aktony naramiennych",
    equipment: "sztanga, ławka płaska, stojak",
    instructions:
      "Połóż się tak, by oczy były pod sztangą, łopatki ściągnięte, stopy mocno na podłodze. Opuść sztangę do dolnej części klatki, łokcie pod kątem około 45 stopni do tułowia. Wypchnij sztangę w górę; przy ciężkich seriach poproś o asekurację.",
  },
  {
    slug: "wyciskanie-hantli-lezac",
    name: "Wyciskanie hantli leżąc",
    category: "klatka",
    muscles: "piersiowe, trójgłowe ramion, przednie aktony naramiennych",
    equipment: "hantle, ławka płaska",
    instructions:
      "Połóż się z hantlami nad klatką, łopatki ściągnięte i wciśnięte w ławkę. Opuszczaj hantle po łuku do boków klatki, łokcie lekko przy tułowiu. Wyciskaj, zbliżając hantle do siebie nad klatką.",
  },
  {
    slug: "wyciskanie-hantli-na-lawce-skosnej",
    name: "Wyciskanie hantli na ławce skośnej",
    category: "klatka",
    muscles: "górna część piersiowych, przednie aktony naramiennych, trójgłowe ramion",
    equipment: "hantle, ławka skośna",
    instructions:
      "Ustaw oparcie pod kątem 30–45 stopni. Opuszczaj hantle do górnej części klatki, nadgarstki nad łokciami. Wyciskaj w górę, bez odrywania pośladków od ławki.",
  },
  {
    slug: "pompki-klasyczne",
    name: "Pompki klasyczne",
    category: "klatka",
    muscles: "piersiowe, trójgłowe ramion, mięśnie brzucha",
    equipment: "bez sprzętu",
    instructions:
      "Dłonie trochę szerzej niż barki, ciało w jednej linii od pięt do głowy. Opuść się, aż klatka prawie dotknie podłogi, łokcie skierowane lekko do tyłu. Jeśli to za trudne, rób pompki z rękami na ławce.",
  },
  {
    slug: "pompki-na-poreczach",
    name: "Pompki na poręczach (dipy)",
    category: "klatka",
    muscles: "piersiowe, trójgłowe ramion, przednie aktony naramiennych",
    equipment: "poręcze",
    instructions:
      "Oprzyj się na prostych rękach, barki z dala od uszu. Opuszczaj się, aż ramiona będą mniej więcej równoległe do podłogi, tułów lekko pochylony. Nie schodź niżej, jeśli czujesz ból w przedniej części barku.",
  },
  {
    slug: "rozpietki-z-hantlami",
    name: "Rozpiętki z hantlami na ławce płaskiej",
    category: "klatka",
    muscles: "piersiowe",
    equipment: "hantle, ławka płaska",
    instructions:
      "Trzymaj hantle nad klatką, łokcie lekko ugięte i ustawione tak przez cały ruch. Rozkładaj ręce szeroko po łuku, aż poczujesz rozciąganie klatki. Wracaj tym samym łukiem, jak przy obejmowaniu beczki.",
  },
  {
    slug: "krzyzowanie-linek-wyciagu",
    name: "Rozpiętki na wyciągu (krzyżowanie linek)",
    category: "klatka",
    muscles: "piersiowe",
    equipment: "wyciąg dwustronny",
    instructions:
      "Stań w wykroku między wyciągami, tułów lekko pochylony. Prowadź uchwyty po łuku przed siebie, aż dłonie się spotkają. Wracaj powoli, nie pozwalając, by ciężar pociągnął barki do tyłu.",
  },
  {
    slug: "wyciskanie-zolnierskie",
    name: "Wyciskanie żołnierskie",
    category: "barki",
    muscles: "naramienne, trójgłowe ramion, górna część piersiowych",
    equipment: "sztanga, stojak",
    instructions:
      "Stań prosto, sztanga na przodzie barków, pośladki i brzuch napięte. Wyciśnij sztangę nad głowę, lekko cofając brodę, a gdy sztanga minie czoło, wsuń głowę pod nią. Nie odchylaj się do tyłu.",
  },
  {
    slug: "wyciskanie-hantli-nad-glowe-siedzac",
    name: "Wyciskanie hantli nad głowę siedząc",
    category: "barki",
    muscles: "naramienne, trójgłowe ramion",
    equipment: "hantle, ławka z oparciem",
    instructions:
      "Usiądź z plecami przy oparciu, hantle na wysokości uszu, łokcie lekko przed tułowiem. Wyciskaj hantle nad głowę, aż ręce się wyprostują. Opuszczaj powoli do wysokości uszu.",
  },
  {
    slug: "unoszenie-hantli-bokiem",
    name: "Unoszenie hantli bokiem",
    category: "barki",
    muscles: "boczne aktony naramiennych",
    equipment: "hantle",
    instructions:
      "Stań prosto, łokcie lekko ugięte. Unoś hantle bokiem do wysokości barków, prowadząc ruch łokciami. Nie podrzucaj ciężaru tułowiem i nie unoś barków do uszu.",
  },
  {
    slug: "unoszenie-hantli-przodem",
    name: "Unoszenie hantli przodem",
    category: "barki",
    muscles: "przednie aktony naramiennych",
    equipment: "hantle",
    instructions: "Stań prosto, hantle przed udami. Unoś hantle przed siebie do wysokości barków, ręce prawie proste. Opuszczaj powoli, bez bujania tułowiem.",
  },
  {
    slug: "odwrotne-rozpietki-w-opadzie",
    name: "Odwrotne rozpiętki w opadzie tułowia",
    category: "barki",
    muscles: "tylne aktony naramiennych, równoległoboczne",
    equipment: "hantle",
    instructions:
      "Pochyl tułów prawie do poziomu, plecy proste, łokcie lekko ugięte. Unoś hantle bokiem do wysokości tułowia. Prowadź ruch tylną częścią barków, a nie ściąganiem łopatek.",
  },
  {
    slug: "rotacja-zewnetrzna-z-guma",
    name: "Rotacja zewnętrzna ramienia z gumą",
    category: "barki",
    muscles: "rotatory barku (podgrzebieniowy, obły mniejszy)",
    equipment: "guma oporowa",
    instructions:
      "Łokieć przy boku, zgięty pod kątem prostym, guma przymocowana na wysokości łokcia. Obracaj przedramię na zewnątrz, nie odsuwając łokcia od tułowia. Lekki opór i powolne tempo: to ćwiczenie ochronne dla barku.",
  },
  {
    slug: "uginanie-ramion-ze-sztanga",
    name: "Uginanie ramion ze sztangą stojąc",
    category: "ramiona",
    muscles: "dwugłowe ramion, ramienne",
    equipment: "sztanga prosta lub łamana",
    instructions:
      "Stań prosto, sztanga trzymana podchwytem na szerokość barków. Uginaj ręce w łokciach, łokcie przy bokach, bez bujania tułowiem. Opuszczaj sztangę powoli do pełnego wyprostu.",
  },
  {
    slug: "uginanie-ramion-chwytem-mlotkowym",
    name: "Uginanie ramion z hantlami chwytem młotkowym",
    category: "ramiona",
    muscles: "ramienne, ramienno-promieniowe, dwugłowe ramion",
    equipment: "hantle",
    instructions: "Trzymaj hantle kciukami do przodu, jak młotek. Uginaj ręce, łokcie nieruchomo przy bokach. Opuszczaj powoli, bez odchylania tułowia.",
  },
  {
    slug: "uginanie-ramion-z-supinacja",
    name: "Uginanie ramion z hantlami z supinacją",
    category: "ramiona",
    muscles: "dwugłowe ramion",
    equipment: "hantle",
    instructions:
      "Zacznij z hantlami przy udach, dłonie skierowane do ciała. W trakcie uginania obracaj dłonie ku górze, a na górze napnij mięsień. Opuszczaj powoli, obracając dłonie z powrotem.",
  },
  {
    slug: "prostowanie-ramion-na-wyciagu",
    name: "Prostowanie ramion na wyciągu górnym",
    category: "ramiona",
    muscles: "trójgłowe ramion",
    equipment: "wyciąg górny, lina lub drążek",
    instructions:
      "Stań przodem do wyciągu, łokcie przy bokach. Prostuj ręce w dół do pełnego wyprostu, łokcie nie ruszają się. Wracaj powoli do kąta prostego w łokciach.",
  },
  {
    slug: "wyciskanie-francuskie-lezac",
    name: "Wyciskanie francuskie leżąc",
    category: "ramiona",
    muscles: "trójgłowe ramion",
    equipment: "sztanga łamana, ławka płaska",
    instructions:
      "Połóż się ze sztangą nad klatką, chwyt wąski. Zginaj tylko łokcie, opuszczając sztangę w stronę czoła lub tuż za głowę. Łokcie skierowane w sufit, nie na boki.",
  },
  {
    slug: "pompki-waskie",
    name: "Pompki wąskie (diamentowe)",
    category: "ramiona",
    muscles: "trójgłowe ramion, piersiowe",
    equipment: "bez sprzętu",
    instructions:
      "Dłonie blisko siebie pod mostkiem, kciuki i palce wskazujące tworzą romb. Opuszczaj się, prowadząc łokcie blisko tułowia. Ciało w jednej linii; łatwiejsza wersja na kolanach.",
  },
];
