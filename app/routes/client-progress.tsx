// POST /moje-treningi/postepy: the signed-in client's progress forms (the
// health-data consent and its withdrawal, a measurement, a progress photo,
// a photo's deletion), then back to their page, which says what was done.
// A refusal sent without JavaScript is shown here, with what was typed
// (no loader: one that sent GETs back to /moje-treningi would also turn
// away the page rendered after a refused post; an address opened by hand
// shows the way back).
import { data, href, redirect } from "react-router";
import type { Route } from "./+types/client-progress";
import { signedInClient } from "~/client-account/index.server";
import { getDatabase } from "~/db/database.server";
import { PROGRESS_ANCHOR, PROGRESS_NOTICE_KEY, ProgressRefusal } from "~/progress";
import { clientProgressAction, warsawDateOf } from "~/progress/index.server";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

// Health data: never kept by a shared cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function action({ request }: Route.ActionArgs) {
  const db = await getDatabase();
  const client = await signedInClient(request, db);
  // Signed out meanwhile (the 30 days over, the card erased): the sign-in form again.
  if (!client) return redirect(href("/moje-treningi"), 303);
  const now = new Date();
  const outcome = await clientProgressAction(db, client.clientId, request, now);
  if (outcome.ok) return redirect(`${href("/moje-treningi")}?${PROGRESS_NOTICE_KEY}=${outcome.notice}#${PROGRESS_ANCHOR}`, 303);
  return data({ problem: outcome.problem, today: warsawDateOf(now) }, { status: outcome.status });
}

export default function ClientProgressRefusal({ actionData }: Route.ComponentProps) {
  return <ProgressRefusal problem={actionData?.problem ?? null} today={actionData?.today ?? ""} />;
}
