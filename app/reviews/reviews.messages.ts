// The words of a review request: its mail and push message, the page its
// "Nie, dziękuję" opens, and what the client's card says of it.
import type { PushText } from "~/notifications";
import { formatDate } from "~/lib/format";

export const REVIEW_MAIL = {
  subject: "Twoja opinia o treningach",
  // Neutral (issue 80): an opinion, good or critical, not praise (art. 7 pkt 23b–23c u.p.n.p.r. after the Omnibus directive).
  lead: "Dziękuję za wspólne treningi! Jak je oceniasz? Twoja opinia, dobra czy krytyczna, pomoże innym osobom podjąć decyzję.",
  reviewLink: "Wystaw opinię:",
  declineLink: "Nie chcesz? Wybierz „Nie, dziękuję”, a więcej o to nie poproszę:",
  signature: (trainerName: string) => `Pozdrawiam, ${trainerName}`,
} as const;

export const REVIEW_PUSH: PushText = { title: "Twoja opinia o treningach", body: "Jak oceniasz treningi? Dotknij, aby wystawić opinię albo odmówić." };

export const REVIEW_PAGE = {
  title: "Opinia o treningach",
  description: "Wystaw opinię albo powiedz „Nie, dziękuję”.",
  question:
    "Jak oceniasz treningi? Napisz szczerze, co było dobre, a co nie: każda opinia, dobra czy krytyczna, pomoże innym. Jeśli nie chcesz, wybierz „Nie, dziękuję”: więcej o to nie poproszę.",
  reviewLink: "Wystaw opinię",
  declineButton: "Nie, dziękuję",
  declined: "Zapisane. Więcej nie poproszę Cię o opinię. Dziękuję za wspólne treningi!",
  unknown: "Ten link jest nieprawidłowy albo dane zostały już usunięte.",
} as const;

/** The unticked box at booking and on the client's page (issue 80): being asked once for a review is the client's choice. */
export const REVIEW_CONSENT = {
  box: "Po kilku treningach możesz poprosić mnie raz o opinię o nich (wiadomością albo powiadomieniem).",
  heading: "Prośba o opinię",
  given: (since: string) => `Zgoda na jednorazową prośbę o opinię od ${formatDate(since)}. Możesz ją wycofać.`,
  none: "Nie poproszę Cię o opinię, chyba że się na to zgodzisz.",
  save: "Zapisz wybór",
} as const;

/** The card's line: "Poproszono o opinię 12 listopada 2026. „Nie, dziękuję” 14 listopada 2026: strona nie poprosi ponownie." */
export function reviewRequestLine(request: { askedAt: string; declinedAt: string | null }): string {
  const asked = `Poproszono o opinię ${formatDate(request.askedAt)}`;
  return request.declinedAt ? `${asked}. „Nie, dziękuję” ${formatDate(request.declinedAt)}: strona nie poprosi ponownie.` : `${asked}.`;
}
