// /moje-treningi/zajecia?grupa=…: a signed-in client's join of a weekly group
// for the coming weeks, summed up before its button (each date and what the
// join does with it, the seats, their total and the contract's facts: art. 12
// and 17 of the Consumer Rights Act, issue 79); its POST joins, and the answer
// names each date's fate. Sent again (a reload, a double tap), each session's
// seat is booked once: the form's key and the session make its booking's key.
import { data, Form, href, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/client-groups";
import { signedInClient } from "~/client-account/index.server";
import { getDatabase } from "~/db/database.server";
import { ContractSummary, emailBlocked, SENDING, SUBMIT } from "~/bookings";
import { newSubmissionKey } from "~/forms/index.server";
import { joinedDateLine, joinedSummary, joinPreviewLine, WEEKLY_GROUPS } from "~/groups";
import { joinWeeklyGroup, weeklyJoinSummary } from "~/groups/index.server";
import { env } from "~/env.server";
import { readForm } from "~/lib/read-form.server";
import { ArrivalNotice } from "~/components/arrival-notice";
import { typeset as t } from "~/lib/typeset";
import { contentFor } from "~/site-content/index.server";

export const meta: Route.MetaFunction = () => [{ title: WEEKLY_GROUPS.resultHeading }, { name: "robots", content: "noindex" }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const KEY = /^[\w-]{8,100}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const db = await getDatabase();
  const client = await signedInClient(request, db);
  if (!client) return redirect(href("/moje-treningi"), 303);
  const weeklyKey = new URL(request.url).searchParams.get("grupa") ?? "";
  const summary = KEY.test(weeklyKey)
    ? await weeklyJoinSummary(db, { weeklyKey, clientId: client.clientId }, contentFor(context), { siteUrl: env.SITE_URL, now: new Date() })
    : null;
  // The address the trainer blocked: said before the button, as the join would book nothing.
  const refusal = summary?.blocked ? emailBlocked(contentFor(context).business.phone) : null;
  return { weeklyKey, summary, refusal, submissionKey: newSubmissionKey() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = await getDatabase();
  const client = await signedInClient(request, db);
  if (!client) return redirect(href("/moje-treningi"), 303);
  const form = await readForm(request, ["weeklyKey", "submissionKey"]);
  const weeklyKey = form.ok ? (form.fields.get("weeklyKey") ?? "") : "";
  const formKey = form.ok ? (form.fields.get("submissionKey") ?? "") : "";
  const joined =
    KEY.test(weeklyKey) && KEY.test(formKey)
      ? await joinWeeklyGroup(db, { weeklyKey, clientId: client.clientId, formKey }, contentFor(context), new Date())
      : null;
  if (!joined) return data({ summary: WEEKLY_GROUPS.gone, lines: [] }, { status: 404 });
  if (joined.kind === "blocked") return data({ summary: emailBlocked(contentFor(context).business.phone), lines: [] }, { status: 403 });
  const booked = joined.fates.filter((fate) => fate.outcome === "booked").length;
  return { summary: joinedSummary(joined.title, booked), lines: joined.fates.map(joinedDateLine) };
}

export default function ClientGroupsAnswer({ loaderData, actionData }: Route.ComponentProps) {
  const { summary } = loaderData;
  return (
    <main id="tresc" className="flex-1">
      <div className="container-page max-w-3xl py-12 md:py-16">
        <h1 className="heading-1">{WEEKLY_GROUPS.resultHeading}</h1>
        {actionData ? (
          <>
            {/* Focused where it shows: the form was sent from low on /moje-treningi, and the answer opens at its top (issue 78). */}
            <ArrivalNotice text={actionData.summary} />
            <ul className="mt-4 space-y-1">
              {actionData.lines.map((line) => (
                <li key={line}>{t(line)}</li>
              ))}
            </ul>
          </>
        ) : loaderData.refusal ? (
          <ArrivalNotice text={loaderData.refusal} />
        ) : summary ? (
          <JoinSummary summary={summary} weeklyKey={loaderData.weeklyKey} submissionKey={loaderData.submissionKey} />
        ) : (
          <p className="mt-4">{t(WEEKLY_GROUPS.gone)}</p>
        )}
        <p className="mt-8">
          <Link to={href("/moje-treningi")} className={actionData || !summary?.seats ? "button-primary" : "inline-flex min-h-11 items-center"}>
            {WEEKLY_GROUPS.back}
          </Link>
        </p>
      </div>
    </main>
  );
}

type Summary = NonNullable<Route.ComponentProps["loaderData"]["summary"]>;

/** Each date and what joining does with it, then the order's facts and the button that obliges to pay. */
function JoinSummary({ summary, weeklyKey, submissionKey }: { summary: Summary; weeklyKey: string; submissionKey: string }) {
  const sending = useNavigation().state === "submitting";
  return (
    <>
      <h2 className="heading-2 mt-6">{t(summary.title)}</h2>
      <ul className="mt-4 space-y-1">
        {summary.dates.map((date) => (
          <li key={date.startsAt}>{t(joinPreviewLine(date))}</li>
        ))}
      </ul>
      {summary.seats === 0 ? (
        <p className="mt-6">{t(WEEKLY_GROUPS.none)}</p>
      ) : (
        <Form method="post" className="mt-8">
          {/* A free group has no contract to sum up (contractInfo): its button only books. */}
          {summary.contract && (
            <>
              <h2 className="booking-step-title">{WEEKLY_GROUPS.summaryHeading}</h2>
              <ContractSummary info={summary.contract} />
            </>
          )}
          <input type="hidden" name="weeklyKey" value={weeklyKey} />
          <input type="hidden" name="submissionKey" value={submissionKey} />
          <button type="submit" className="button-primary mt-6" disabled={sending}>
            {t((sending ? SENDING : SUBMIT)[summary.contract ? "session" : "free"])}
          </button>
        </Form>
      )}
    </>
  );
}
