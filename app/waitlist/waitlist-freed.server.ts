// What a message to someone waiting tells, read when it is sent (by e-mail or
// by push): the entry, its service and the day's free times as they are
// then. No time free any more: skipped, nothing said about a time already
// taken again.
import type { OutboxRow, WaitlistEntry } from "~/db/database.server";
import type { RenderContext } from "~/notifications";
import { formatClock } from "~/scheduling";
import { freeTimes } from "~/scheduling/index.server";
import type { SiteContent } from "~/site-content";

export type FreedTimes = { entry: WaitlistEntry; service: SiteContent["booking"]["services"][number]; times: string[] };

export async function freedTimes(row: OutboxRow, { db, now }: RenderContext, site: SiteContent): Promise<FreedTimes | { skip: string } | null> {
  if (row.waitlist_id === null) return null;
  const entry = await db.selectFrom("waitlist").selectAll().where("id", "=", row.waitlist_id).executeTakeFirst();
  if (!entry) return null;
  // Never recorded for a pending entry (tellWaiting); checked again all the same: a pending address is told nothing but its link.
  if (entry.confirmed_at === null) return { skip: "the address is not confirmed" };
  const settings = site.booking;
  // A service withdrawn since: the first one (the booking page's default).
  const service = settings.services.find((candidate) => candidate.slug === entry.service_slug) ?? settings.services[0];
  const slots = service ? (await freeTimes(db, settings, service, now)).get(entry.day) : undefined;
  if (!service || !slots?.length) return { skip: "no time is free on the day any more" };
  return { entry, service, times: slots.map((slot) => formatClock(slot.start)) };
}
