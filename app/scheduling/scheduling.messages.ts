// What the panel says of the booking rules when the trainer publishes new
// ones: the bookings ahead that the new rules leave outside.
import { countedPhrase } from "~/lib/polish-plural";

/** Which rules the bookings ahead no longer meet: only the hours, only a withdrawn service, or some of each. */
export type OutsideWhat = "hours" | "services" | "rules";

/** "3 rezerwacje są poza nowymi godzinami pracy. Nic się dla klientów nie zmieniło: …". */
export function outsideRulesSentence({ count, what }: { count: number; what: OutsideWhat }): string {
  const sentence =
    what === "services"
      ? `${countedPhrase(count, { one: "Jedna rezerwacja dotyczy", few: "{count} rezerwacje dotyczą", many: "{count} rezerwacji dotyczy" })} wycofanej usługi`
      : `${countedPhrase(count, { one: "Jedna rezerwacja jest", few: "{count} rezerwacje są", many: "{count} rezerwacji jest" })} ${what === "hours" ? "poza nowymi godzinami pracy" : "poza nowymi zasadami"}`;
  return `${sentence}. Nic się dla klientów nie zmieniło: zdecyduj w Kalendarzu, czy ${count === 1 ? "ją" : "je"} zostawić, przenieść czy odwołać.`;
}
