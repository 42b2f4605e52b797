// A coming group session as the pages show it: its facts worded once on the
// server (Warsaw time, the price, the free seats in their plural form).
import { formatDateTime, formatPrice } from "~/lib/format";
import { formatSession } from "~/scheduling";
import type { ComingSession } from "./coming-sessions.server";
import { pricePerPerson, seatMinimum } from "~/bookings";
import { seatsLeft } from "./groups-public.messages";
import type { SessionCard } from "./session-card";

export function sessionCard(session: ComingSession): SessionCard {
  const { id, title, place, startsAt, endsAt, seats, price, free, minSeats, decideAt } = session;
  return {
    ...{ id, title, place, startsAt, endsAt, seats, price, free },
    when: formatSession(startsAt, endsAt),
    priceText: pricePerPerson(formatPrice(price)),
    seatsText: seatsLeft(free),
    minimumText: minSeats === null ? null : seatMinimum(minSeats, decideAt === null ? null : formatDateTime(decideAt)),
  };
}

/** The sessions under their titles, each title where its first session falls (the list stays soonest first). */
export function byTitle(cards: readonly SessionCard[]): { title: string; sessions: SessionCard[] }[] {
  const groups = new Map<string, SessionCard[]>();
  for (const card of cards) groups.set(card.title, [...(groups.get(card.title) ?? []), card]);
  return [...groups].map(([title, sessions]) => ({ title, sessions }));
}
