// What /zajecia/:id says before its button: the same consumer-law facts and
// folds as /rezerwacja's paid session (contractInfo), the order and its price
// worded for a seat of this session (its own place; the price per person,
// as contractInfo words it for a service with places).
import type { ContractInfo } from "~/bookings";
import { contractInfo, onlinePartOf } from "~/bookings/index.server";
import { typeset } from "~/lib/typeset";
import { warsawDate } from "~/scheduling";
import type { SiteContent } from "~/site-content";
import type { ComingSession } from "./coming-sessions.server";
import { seatOrdered } from "./groups-public.messages";

type Content = Pick<SiteContent, "business" | "terms" | "booking">;

export function seatContract(content: Content, session: ComingSession, { rules, siteUrl }: { rules: string; siteUrl: string }): ContractInfo | null {
  const services = content.booking.services;
  const base = services.find((service) => service.slug === session.serviceSlug) ?? services[0];
  if (!base) return null;
  const minutes = Math.round((Date.parse(session.endsAt) - Date.parse(session.startsAt)) / 60_000);
  const service = { ...base, name: session.title, price: session.price, durationMinutes: minutes, seats: Math.max(base.seats, 2) };
  const day = warsawDate(Date.parse(session.startsAt)).toString();
  // Paid online at booking when the session's own service says so (the fallback service's rule is not the session's).
  const online = base.slug === session.serviceSlug ? onlinePartOf(base, session.price, { paymentMinutes: content.booking.paymentMinutes }) : null;
  const info = contractInfo(content, { service, order: null, rules, day, siteUrl, online });
  if (!info) return null;
  const [ordered, ...rest] = info.facts;
  if (!ordered) return info;
  return { ...info, facts: [[ordered[0], typeset(seatOrdered({ title: session.title, minutes, place: session.place }))], ...rest] };
}
