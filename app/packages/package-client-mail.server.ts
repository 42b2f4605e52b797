// A mail to a package's client, composed at send time: the package and its
// client's address read, the words given by the caller, the client's page
// linked, "Odpowiedz" writing to the trainer. Undefined when the package or
// the client's address is gone.
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { env } from "~/env.server";
import { renderBlocks, withClientPageLink, type EmailMessage, type MailAddresses } from "~/notifications";
import type { SiteContent } from "~/site-content";

type MailWords = { subject: string; lines: string[] };

export async function packageClientMail(
  db: Kysely<Database>,
  packageId: number,
  { site, addresses = env }: { site: SiteContent; addresses?: MailAddresses },
  words: (pack: { name: string; sold_on: string }) => MailWords | Promise<MailWords>,
): Promise<EmailMessage | undefined> {
  const pack = await db
    .selectFrom("client_packages")
    .innerJoin("clients", "clients.id", "client_packages.client_id")
    .select(["client_packages.name", "client_packages.sold_on", "clients.email"])
    .where("client_packages.id", "=", packageId)
    .executeTakeFirst();
  if (!pack?.email) return undefined;
  const { subject, lines } = await words(pack);
  const blocks = lines.map((p) => ({ p }));
  return {
    from: addresses.MAIL_FROM,
    to: pack.email,
    replyTo: addresses.CONTACT_TO ?? site.business.email,
    subject,
    headers: { "Auto-Submitted": "auto-generated" },
    ...renderBlocks(subject, withClientPageLink(blocks, addresses.SITE_URL)),
  };
}
