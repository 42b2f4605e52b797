// Which view of the agenda the trainer looks at, the day list or the week
// grid, remembered on the device in a cookie (so the server draws the chosen
// one at once, with or without JavaScript): chosen in the address
// (?widok=…), kept until chosen again. A booking opened from the grid shows
// in the day list that once, without changing the choice.
import { adminCookie } from "~/admin/index.server";
import { AGENDA_QUERY, VIEW_IN_QUERY, type AgendaView } from "~/agenda";

/** As long as Chrome keeps a cookie: the choice belongs to the device, not to the session. */
const viewCookie = adminCookie("agenda-view", { maxAge: 400 * 24 * 60 * 60 });

const viewNamed = (name: string | null) => (Object.keys(VIEW_IN_QUERY) as AgendaView[]).find((view) => VIEW_IN_QUERY[view] === name);

export async function agendaView(request: Request): Promise<{ view: AgendaView; setCookie: string | null }> {
  const params = new URL(request.url).searchParams;
  const chosen = viewNamed(params.get(AGENDA_QUERY.view));
  if (chosen) return { view: chosen, setCookie: await viewCookie.serialize(chosen) };
  if (params.has(AGENDA_QUERY.booking)) return { view: "day", setCookie: null };
  const kept: unknown = await viewCookie.parse(request.headers.get("Cookie"));
  return { view: kept === "week" ? "week" : "day", setCookie: null };
}
