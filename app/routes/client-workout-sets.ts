// POST /moje-treningi/serie: sets the signed-in client logged. From the
// page's script, a batch the phone kept (maybe offline for an hour), answered
// with the keys the server holds, as JSON; from the form without JavaScript,
// one set, then back to the page. No page of its own.
import { data, redirect } from "react-router";
import type { Route } from "./+types/client-workout-sets";
import { CLIENT_PAGE_PATH } from "~/bookings";
import { signedInClient } from "~/client-account/index.server";
import { getDatabase } from "~/db/database.server";
import { readForm } from "~/lib/read-form.server";
import { WORKOUT } from "~/training";
import { SET_FORM_FIELDS, setFromForm, setsFromScript, storeSets } from "~/training/index.server";

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request, SET_FORM_FIELDS);
  const fromScript = form.ok && form.fields.has("sets");
  const client = await signedInClient(request);
  if (!client) return fromScript ? data({ keys: [] }, { status: 401 }) : redirect(CLIENT_PAGE_PATH, { status: 303 });
  if (!form.ok) throw data(form.message, { status: form.status });
  const db = await getDatabase();
  const now = new Date();
  const sets = fromScript ? setsFromScript(form.fields.get("sets") ?? "") : await setFromForm(db, client.clientId, form.fields, now);
  if (!sets) throw data("Bad Request", { status: 400 });
  const stored = await storeSets(db, client.clientId, sets, now);
  // Over a cap nothing is kept: the phone keeps the sets and says why (429 with the cap's name).
  if (stored.kind === "capped") {
    if (fromScript) return data({ keys: stored.keys, cap: stored.cap }, { status: 429 });
    throw data(WORKOUT.cappedForm[stored.cap], { status: 429 });
  }
  // Without consent the sets sent are erased, not kept waiting: the phone forgets them (workout-log.server.ts).
  if (fromScript) return { keys: stored.keys };
  return redirect(`${CLIENT_PAGE_PATH}?${stored.kind === "stored" ? "seria" : "zgoda"}#trening`, { status: 303 });
}
