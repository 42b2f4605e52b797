// A group session's minimum as the seat's page and its confirmation say it:
// how many it takes, by when it is decided, and that a session called off
// costs nothing (issue 79).
import { countedPhrase } from "~/lib/polish-plural";

/**
 * A session's minimum, said before anyone books and again in the seat's confirmation: how many it takes, by when it is
 * decided (`decidedBy`: "4 grudnia 2026, 18:00"), and that a session called off costs nothing.
 */
export function seatMinimum(minSeats: number, decidedBy: string | null): string {
  const takes = countedPhrase(minSeats, {
    one: "Zajęcia odbędą się, jeśli zapisze się co najmniej {count} osoba.",
    few: "Zajęcia odbędą się, jeśli zapiszą się co najmniej {count} osoby.",
    many: "Zajęcia odbędą się, jeśli zapisze się co najmniej {count} osób.",
  });
  const when = decidedBy === null ? "Jeśli chętnych będzie mniej" : `Jeśli do ${decidedBy} chętnych będzie mniej`;
  return `${takes} ${when}, zajęcia zostaną odwołane, a zapisani dostaną wiadomość e-mailem. Za odwołane zajęcia nic nie płacisz.`;
}
