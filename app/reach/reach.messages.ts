// The words of the panel's "Polecanie" page: the QR codes, the "Zarezerwuj"
// link and button, and where to paste the link (Instagram, Facebook, Google).

export const REACH_PAGE = {
  title: "Kody QR i link „Zarezerwuj”",
  lead: "Kod QR na ulotkę, plakat albo do relacji na Instagramie, i link do rezerwacji na profile w mediach społecznościowych i w Google.",
  codesHeading: "Kody QR",
  codes: {
    rezerwacja: { heading: "Rezerwacja", hint: "Prowadzi prosto do wyboru terminu." },
    strona: { heading: "Strona główna", hint: "Prowadzi na stronę główną, z ofertą i kontaktem." },
  },
  codeAlt: (address: string) => `Kod QR z adresem ${address}`,
  downloadSvg: "Pobierz SVG (do druku)",
  downloadPng: "Pobierz PNG (do telefonu)",
  formatsHint: "SVG zachowuje ostrość w każdym rozmiarze: wyślij go drukarni. PNG wstawisz do relacji albo posta.",
  linkHeading: "Link „Zarezerwuj”",
  linkLabel: "Link do rezerwacji (zaznacz i skopiuj)",
  buttonHeading: "Przycisk na inną stronę internetową",
  buttonLabel: "Kod HTML przycisku (wklej go w edytorze strony w trybie HTML)",
  stepsHeading: "Gdzie wkleić link",
} as const;

/** Steps kept short and to what the apps show today; each list is one place the link goes. */
export const PASTE_STEPS = [
  {
    place: "Instagram",
    steps: [
      "Na swoim profilu dotknij „Edytuj profil”, potem „Linki” i „Dodaj link zewnętrzny”.",
      "Wklej link do rezerwacji, jako tytuł wpisz „Zarezerwuj” i zapisz.",
      "W relacji dodaj naklejkę „Link” z tym samym adresem albo wstaw kod QR (PNG).",
    ],
  },
  {
    place: "Facebook (strona firmowa)",
    steps: [
      "Na swojej stronie dotknij „Dodaj przycisk” (albo „Edytuj przycisk”, jeśli strona już go ma).",
      "Wybierz „Zarezerwuj” i opcję z linkiem do witryny.",
      "Wklej link do rezerwacji i zapisz.",
    ],
  },
  {
    place: "Profil firmy w Google",
    steps: [
      "Zaloguj się na konto, które zarządza profilem, i wyszukaj w Google nazwę swojej firmy.",
      "Wybierz „Edytuj profil”, a potem „Rezerwacje”.",
      "W „Linkach do rezerwacji” dodaj link do rezerwacji i zapisz: przy profilu pojawi się przycisk „Zarezerwuj”.",
    ],
  },
] as const;

/** The words on the button another website shows. */
export const BUTTON_TEXT = "Zarezerwuj trening";

/** A self-contained button (no stylesheet or script of ours) for the trainer's other pages. */
export function bookingButtonHtml(bookingUrl: string): string {
  const safe = bookingUrl.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
  const style = "display:inline-block;padding:12px 24px;border-radius:8px;background:#111827;color:#ffffff;font:bold 16px/1.25 sans-serif;text-decoration:none";
  return `<a href="${safe}" style="${style}">${BUTTON_TEXT}</a>`;
}
