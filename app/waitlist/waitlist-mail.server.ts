// The mail to someone waiting, rendered when it is sent: the day's free times
// as they are then (none left: skipped, nothing said about a time already
// taken again), with the link to /rezerwacja for that day and service.
import { env } from "~/env.server";
import { renderBlocks, type MailAddresses, type Templates } from "~/notifications";
import { formatClock } from "~/scheduling";
import { freeTimes } from "~/scheduling/index.server";
import type { SiteContent } from "~/site-content";
import { waitlistBookingUrl } from "./waitlist-links";
import { timeFreedLines, timeFreedSubject } from "./waitlist.messages";

/** `site`: the content as it is at send time (the services and the booking rules). */
export function waitlistTemplates({ addresses = env, site }: { addresses?: MailAddresses; site: () => SiteContent }): Templates {
  return {
    waitlist_time_freed: {
      async email(row, { db, now }) {
        if (row.waitlist_id === null) return null;
        const entry = await db.selectFrom("waitlist").selectAll().where("id", "=", row.waitlist_id).executeTakeFirst();
        if (!entry) return null;
        const settings = site().booking;
        // A service withdrawn since: the first one (the booking page's default).
        const service = settings.services.find((candidate) => candidate.slug === entry.service_slug) ?? settings.services[0];
        const slots = service ? (await freeTimes(db, settings, service, now)).get(entry.day) : undefined;
        if (!service || !slots?.length) return { skip: "no time is free on the day any more" };
        const lines = timeFreedLines({ day: entry.day, service: service.name, times: slots.map((slot) => formatClock(slot.start)) });
        const subject = timeFreedSubject(entry.day);
        const blocks = [{ p: lines.intro }, { p: lines.book, link: waitlistBookingUrl(addresses.SITE_URL, service.slug, entry.day) }, { note: lines.why }];
        return { message: { from: addresses.MAIL_FROM, to: entry.email, subject, ...renderBlocks(subject, blocks) } };
      },
    },
  };
}
