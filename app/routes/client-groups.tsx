// POST /moje-treningi/zajecia: the signed-in client joins a weekly group for
// the coming weeks; the answer names each date's fate. Sent again (a reload,
// a double tap), each session's seat is booked once: the form's key and the
// session make its booking's key. No loader: an address opened by hand
// shows the way back.
import { data, href, Link, redirect } from "react-router";
import type { Route } from "./+types/client-groups";
import { signedInClient } from "~/client-account/index.server";
import { getDatabase } from "~/db/database.server";
import { joinedDateLine, joinedSummary, WEEKLY_GROUPS } from "~/groups";
import { joinWeeklyGroup } from "~/groups/index.server";
import { readForm } from "~/lib/read-form.server";
import { ArrivalNotice } from "~/components/arrival-notice";
import { typeset as t } from "~/lib/typeset";
import { contentFor } from "~/site-content/index.server";

export const meta: Route.MetaFunction = () => [{ title: WEEKLY_GROUPS.resultHeading }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const KEY = /^[\w-]{8,100}$/;

export async function action({ request, context }: Route.ActionArgs) {
  const db = await getDatabase();
  const client = await signedInClient(request, db);
  if (!client) return redirect(href("/moje-treningi"), 303);
  const form = await readForm(request, ["weeklyKey", "submissionKey"]);
  const weeklyKey = form.ok ? (form.fields.get("weeklyKey") ?? "") : "";
  const formKey = form.ok ? (form.fields.get("submissionKey") ?? "") : "";
  const joined =
    KEY.test(weeklyKey) && KEY.test(formKey)
      ? await joinWeeklyGroup(db, { weeklyKey, clientId: client.clientId, formKey }, contentFor(context).booking, new Date())
      : null;
  if (!joined) return data({ summary: WEEKLY_GROUPS.gone, lines: [] }, { status: 404 });
  const booked = joined.fates.filter((fate) => fate.outcome === "booked").length;
  return { summary: joinedSummary(joined.title, booked), lines: joined.fates.map(joinedDateLine) };
}

export default function ClientGroupsAnswer({ actionData }: Route.ComponentProps) {
  return (
    <main id="tresc" className="flex-1">
      <div className="container-page max-w-3xl py-12 md:py-16">
        <h1 className="heading-1">{WEEKLY_GROUPS.resultHeading}</h1>
        {actionData && (
          <>
            {/* Focused where it shows: the form was sent from low on /moje-treningi, and the answer opens at its top (issue 78). */}
            <ArrivalNotice text={actionData.summary} />
            <ul className="mt-4 space-y-1">
              {actionData.lines.map((line) => (
                <li key={line}>{t(line)}</li>
              ))}
            </ul>
          </>
        )}
        <p className="mt-8">
          <Link to={href("/moje-treningi")} className="button-primary">
            {WEEKLY_GROUPS.back}
          </Link>
        </p>
      </div>
    </main>
  );
}
