// What /zajecia/:id says before its button: the same consumer-law facts and
// folds as /rezerwacja's paid session (contractInfo), the order and its price
// worded for a seat of this session (its own place, per person).
import type { ContractInfo } from "~/bookings";
import { contractInfo } from "~/bookings/index.server";
import { formatPrice } from "~/lib/format";
import { typeset } from "~/lib/typeset";
import { warsawDate } from "~/scheduling";
import type { SiteContent } from "~/site-content";
import type { ComingSession } from "./coming-sessions.server";
import { seatOrdered, seatPrice } from "./groups-public.messages";

type Content = Pick<SiteContent, "business" | "terms" | "booking">;

export function seatContract(content: Content, session: ComingSession, { rules, siteUrl }: { rules: string; siteUrl: string }): ContractInfo | null {
  const services = content.booking.services;
  const base = services.find((service) => service.slug === session.serviceSlug) ?? services[0];
  if (!base) return null;
  const minutes = Math.round((Date.parse(session.endsAt) - Date.parse(session.startsAt)) / 60_000);
  const service = { ...base, name: session.title, price: session.price, durationMinutes: minutes };
  const day = warsawDate(Date.parse(session.startsAt)).toString();
  const info = contractInfo(content, { service, order: null, rules, day, siteUrl });
  if (!info) return null;
  const [ordered, total, ...rest] = info.facts;
  if (!ordered || !total) return info;
  const price = seatPrice({ one: formatPrice(session.price), two: formatPrice(session.price * 2) });
  return {
    ...info,
    facts: [[ordered[0], typeset(seatOrdered({ title: session.title, minutes, place: session.place }))], [total[0], typeset(price)], ...rest],
  };
}
