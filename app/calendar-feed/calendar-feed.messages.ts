// What the trainer reads after saving the calendar feed's settings (whose
// calendar it goes to, and whether with the clients' full details): the
// agenda's action words the outcome here.

export type FeedSettingsOutcome =
  | { kind: "short-provider" }
  | { kind: "full-without-provider" }
  | { kind: "no-content" }
  | { kind: "unchanged" }
  | { kind: "stale" }
  | { kind: "not-published"; problem: string }
  | { kind: "saved"; provider: string | null; full: boolean };

export function feedSettingsToast(outcome: FeedSettingsOutcome): string {
  switch (outcome.kind) {
    case "short-provider":
      return "Wpisz pełną nazwę firmy, której kalendarza używasz, np. Google Ireland Limited (Kalendarz Google).";
    case "full-without-provider":
      return "Pełne dane klientów mogą trafić tylko do kalendarza, który polityka prywatności wymienia: wpisz, czyj to kalendarz, albo wybierz „tylko imię i usługa”.";
    case "no-content":
      return "Ustawień nie zapisano: treść strony jeszcze nie jest w bazie. Spróbuj za chwilę.";
    case "unchanged":
      return "Nic się nie zmieniło.";
    case "stale":
      return "Nie zapisano: w tej chwili ktoś zmienił politykę prywatności w innym oknie. Spróbuj ponownie.";
    case "not-published":
      return `Nie zapisano. ${outcome.problem}`;
    case "saved":
      if (!outcome.provider) return "Zapisano: polityka prywatności nie wymienia już żadnego kalendarza, więc nie dodawaj tego adresu do kalendarza.";
      return outcome.full
        ? `Zapisano: kalendarz dostanie pełne dane klientów, a polityka prywatności wymienia ${outcome.provider} jako odbiorcę.`
        : `Zapisano: kalendarz dostanie tylko imię klienta i usługę, a polityka prywatności wymienia ${outcome.provider} jako odbiorcę.`;
  }
}
