// The trainer's mails about the continuous copy, rendered at send time from
// the facts the watch recorded (app/backup/replication-watch.server.ts).
import type { OutboxRow } from "~/db/database.server";
import { env } from "~/env.server";
import { formatDateTime } from "~/lib/format";
import { trainerMail, type MailAddresses, type Templates } from "~/notifications";
import type { SiteContent } from "~/site-content";
import { BACKUP_RECOVERED_SUBJECT, BACKUP_STOPPED_SUBJECT, backupRecoveredLines, backupStoppedLines } from "./backup.messages";

type Facts = { since?: string; lastWrittenAt?: string | null; at?: string };

const factsOf = (row: OutboxRow): Facts => (row.data ? (JSON.parse(row.data) as Facts) : {});
const shown = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : null);
const paragraphs = (lines: string[]) => lines.map((p) => ({ p }));

/** `site`: the content as it is at send time (the address the trainer publishes). */
export function backupTemplates(addresses: MailAddresses | undefined, site: () => SiteContent): Templates {
  const to = addresses ?? env;
  return {
    backup_stopped: {
      email(row) {
        const facts = factsOf(row);
        const lines = backupStoppedLines({ since: shown(facts.since) ?? "", lastWrittenAt: shown(facts.lastWrittenAt) });
        return { message: trainerMail(to, site().business.email, BACKUP_STOPPED_SUBJECT, paragraphs(lines)) };
      },
    },
    backup_recovered: {
      email(row) {
        const facts = factsOf(row);
        const lines = backupRecoveredLines({ since: shown(facts.since) ?? "", at: shown(facts.at) ?? "" });
        return { message: trainerMail(to, site().business.email, BACKUP_RECOVERED_SUBJECT, paragraphs(lines)) };
      },
    },
  };
}
