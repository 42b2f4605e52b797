// The words of a client's reminder by push: a title and one line with the
// service, the day, the time and the place.
import type { PushText } from "~/notifications";

/** `day`: "jutro" (relative) or "środa, 3 marca". */
export function reminderPushText(service: string, day: { phrase: string; relative: boolean; time: string }, place: string): PushText {
  const when = day.relative ? `${day.phrase} o ${day.time}` : `, ${day.phrase}, o ${day.time}`;
  return { title: "Przypomnienie o rezerwacji", body: `${service}${day.relative ? " " : ""}${when}, ${place}` };
}
