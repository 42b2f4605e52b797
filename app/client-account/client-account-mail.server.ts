// The mails of /moje-treningi, rendered at send time: the sign-in link to the
// client's card address, and the client's request for erasure to the trainer.
import type { Kysely } from "kysely";
import { href } from "react-router";
import type { Database, OutboxRow } from "~/db/database.server";
import { env } from "~/env.server";
import { headerSafe, isPlainAddress, renderBlocks, type EmailMessage, type MailAddresses, type Templates } from "~/notifications";
import type { SiteContent } from "~/site-content";
import { erasureMail, SIGN_IN_MAIL } from "./client-account.messages";
import { afterSignIn, afterSignInQuery } from "./after-sign-in";
import { signInLinkUrl } from "./client-links";
import { issueSignInLink, LINK_MINUTES } from "./sign-in-links.server";

const cardOf = (db: Kysely<Database>, row: OutboxRow) =>
  row.client_id === null ? undefined : db.selectFrom("clients").select(["id", "name", "email"]).where("id", "=", row.client_id).executeTakeFirst();

function signInMail(email: string, link: string, addresses: MailAddresses, site: SiteContent): EmailMessage {
  const { subject, lead, rules } = SIGN_IN_MAIL;
  return {
    from: addresses.MAIL_FROM,
    to: { name: "", address: email },
    replyTo: addresses.CONTACT_TO ?? site.business.email,
    subject,
    headers: { "Auto-Submitted": "auto-generated" },
    ...renderBlocks(subject, [{ p: lead, link }, { p: rules(LINK_MINUTES) }]),
  };
}

function erasureRequestMail(card: { id: number; name: string; email: string }, addresses: MailAddresses, site: SiteContent): EmailMessage {
  const { subject, lead, cardLabel } = erasureMail(headerSafe(card.name));
  const cardUrl = `${addresses.SITE_URL}${href("/admin/klienci/:id", { id: String(card.id) })}`;
  return {
    from: addresses.MAIL_FROM,
    to: addresses.CONTACT_TO ?? site.business.email,
    ...(isPlainAddress(card.email) ? { replyTo: { name: headerSafe(card.name), address: card.email } } : {}),
    subject,
    ...renderBlocks(subject, [{ p: lead }, { p: cardLabel, link: cardUrl }]),
  };
}

/** `site`: the content as it is at send time (the address the trainer publishes). */
export function clientAccountTemplates(addresses: MailAddresses | undefined, site: () => SiteContent): Templates {
  const to = addresses ?? env;
  return {
    client_sign_in_link: {
      // The link is made here, at send time: the row holds none, the links' table only its hash.
      async email(row, { db, now }) {
        const card = await cardOf(db, row);
        if (!card || !isPlainAddress(card.email)) return { skip: "the card or its address is gone" };
        // The page the client asked to sign in from, as the request's row names it.
        const next = afterSignIn(row.data ? (JSON.parse(row.data) as { next?: string }).next : null);
        const link = signInLinkUrl(to.SITE_URL, await issueSignInLink(db, card.id, now), afterSignInQuery(next));
        return { message: signInMail(card.email, link, to, site()) };
      },
    },
    client_erasure_request: {
      async email(row, { db }) {
        const card = await cardOf(db, row);
        return card ? { message: erasureRequestMail(card, to, site()) } : { skip: "the card is erased already" };
      },
    },
  };
}
