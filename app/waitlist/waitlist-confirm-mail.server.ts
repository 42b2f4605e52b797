// The mail with the link that confirms a waitlist address, rendered when it
// is sent: the link's secret is derived then (waitlist-confirm.server.ts), so
// neither the outbox nor the entry holds it. An entry confirmed meanwhile
// (its link from an earlier mail, or its signed-in client) needs no mail.
import { href } from "react-router";
import { renderBlocks, type MailAddresses, type Template } from "~/notifications";
import type { SiteContent } from "~/site-content";
import { confirmationSecret } from "./waitlist-confirm.server";
import { confirmationLines, confirmationSubject } from "./waitlist-confirm.messages";

export const waitlistConfirmationMail =
  (addresses: MailAddresses, site: () => SiteContent): Template =>
  async (row, { db }) => {
    if (row.waitlist_id === null) return null;
    const entry = await db.selectFrom("waitlist").selectAll().where("id", "=", row.waitlist_id).executeTakeFirst();
    if (!entry) return null;
    if (entry.confirmed_at !== null) return { skip: "the address is confirmed already" };
    const services = site().booking.services;
    const service = services.find((candidate) => candidate.slug === entry.service_slug) ?? services[0];
    const token = await confirmationSecret(db, entry.id);
    const lines = confirmationLines({ day: entry.day, service: service?.name ?? entry.service_slug });
    const subject = confirmationSubject(entry.day);
    const link = `${addresses.SITE_URL}${href("/lista-oczekujacych/potwierdz/:token", { token })}`;
    const blocks = [{ p: lines.intro }, { p: lines.confirm, link }, { note: lines.why }];
    return { message: { from: addresses.MAIL_FROM, to: entry.email, subject, ...renderBlocks(subject, blocks) } };
  };
