// The words of the continuous copy: the panel's footer line and the trainer's
// two mails (the copy stopped; it works again). Dates come formatted.

/** The footer's line: when the destination last took a change, or since when it fails. */
export function replicaLine(facts: { lastWrittenAt: string | null; failingSince: string | null; error?: string | null }): string {
  if (facts.failingSince) {
    const last = facts.lastWrittenAt ? ` Ostatni udany zapis: ${facts.lastWrittenAt}.` : "";
    // The raw error is for the person who runs the server; only the signed-in panel shows it (the public /healthz does not).
    const error = facts.error ? ` Komunikat dla niej: „${facts.error}”.` : "";
    return `Kopia zapasowa poza serwerem nie zapisuje się od ${facts.failingSince}.${last} Strona działa normalnie, ale nowe zmiany są na razie tylko na serwerze: przekaż to osobie, która go prowadzi.${error}`;
  }
  return facts.lastWrittenAt
    ? `Kopia zapasowa poza serwerem: ostatni zapis ${facts.lastWrittenAt}.`
    : "Kopia zapasowa poza serwerem: działa, od uruchomienia serwera nie było nic nowego do zapisania.";
}

export const BACKUP_STOPPED_SUBJECT = "Kopia zapasowa przestała się zapisywać";
export const BACKUP_RECOVERED_SUBJECT = "Kopia zapasowa znów się zapisuje";

/** The mail when the copy has failed for an hour: what it means and what to do. */
export const backupStoppedLines = (facts: { since: string; lastWrittenAt: string | null }) => [
  `Od ${facts.since} kopia bazy danych strony nie zapisuje się poza serwerem (w miejscu ustawionym w BACKUP_URL).`,
  facts.lastWrittenAt
    ? `Ostatnia zmiana zapisana w kopii: ${facts.lastWrittenAt}. Wszystko, co wpłynęło później (rezerwacje, płatności, zmiany treści), jest na razie tylko na serwerze.`
    : "Wszystko, co wpłynęło od tego czasu (rezerwacje, płatności, zmiany treści), jest na razie tylko na serwerze.",
  "Strona działa normalnie. Przekaż tę wiadomość osobie, która prowadzi serwer: szczegóły są w dzienniku serwera i pod adresem /healthz. Gdy kopia znów się zapisze, dostaniesz kolejną wiadomość.",
];

/** The mail when it writes again after the one above. */
export const backupRecoveredLines = (facts: { since: string; at: string }) => [
  `Kopia bazy danych strony znów zapisuje się poza serwerem (od ${facts.at}; nie zapisywała się od ${facts.since}).`,
  "Zmiany z tego czasu są już w kopii. Nic nie trzeba robić.",
];

/** The policy's backup provider when BACKUP_URL is set and the editor names nobody: the destination's host, as much as the site knows. */
export const backupHolderFromHost = (host: string) => `firma utrzymująca serwer ${host}`;
