// The pieces of the client's data page (/admin/dane-klienta/…): a row's
// facts as a list of terms, and the mails sent about it.
import type { ExportedMail } from "~/clients/client-export-types";
import { formatDateTime } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";

export type MailLine = { id: number; text: string; planned: string; error: string | null };

export function mailLines(mails: ExportedMail[]): MailLine[] {
  return mails.map((mail) => ({
    id: mail.id,
    text: `${mail.kindLabel}: ${mail.statusLabel}${mail.sentAt ? ` ${formatDateTime(mail.sentAt)}` : ""}`,
    planned: `Zaplanowano na ${formatDateTime(mail.queuedAt)}${mail.attempts > 1 ? `, prób wysłania: ${mail.attempts}` : ""}.`,
    error: mail.lastError,
  }));
}

export function Facts({ facts }: { facts: string[][] }) {
  return (
    <dl className="admin-facts">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt>{t(term!)}</dt>
          <dd>{t(value!)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Mails({ mails }: { mails: MailLine[] }) {
  if (mails.length === 0) return null;
  return (
    <>
      <h3 className="font-semibold">E-maile</h3>
      <ul className="admin-mails">
        {mails.map((mail) => (
          <li key={mail.id}>
            <p>{t(mail.text)}</p>
            <p className="text-sm text-muted">{t(mail.planned)}</p>
            {mail.error && <p className="admin-mail-error">{t(mail.error)}</p>}
          </li>
        ))}
      </ul>
    </>
  );
}
