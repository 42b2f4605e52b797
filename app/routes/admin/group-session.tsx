import { data, href, Link, redirect } from "react-router";
import type { Route } from "./+types/group-session";
import { adminMeta } from "~/admin";
import { requireAdmin, toastHeaders } from "~/admin/index.server";
import { addParticipant, cancelGroupFromForm, groupSessionWithBookings, holdGroupFromForm } from "~/groups/index.server";
import {
  CancelGroupForm,
  GROUP_CANCEL_REFUSALS,
  GROUP_CANCELLED,
  GROUP_SESSION_FIELDS,
  GroupHoldForm,
  GroupParticipants,
  GroupSessionFacts,
  ParticipantExtras,
} from "~/groups";
import { agendaAction, clientOf, groupParticipants } from "~/agenda/index.server";
import { CancelForm, ClientChips, NewClientFields, OutcomeButtons } from "~/agenda";
import { BOOKING_PAYMENT_INTENTS, PAYMENT_FIELDS, PaymentButtons } from "~/payments";
import { findClient, regularClients, searchClients } from "~/clients/index.server";
import { clientQuery } from "~/clients";
import { newSubmissionKey } from "~/forms/index.server";
import { getDatabase } from "~/db/database.server";
import { readForm } from "~/lib/read-form.server";
import { typeset as t } from "~/lib/typeset";
import { contentFor } from "~/site-content/index.server";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => adminMeta(loaderData?.group.title ?? "Zajęcia grupowe", matches);

const FIELDS = [...GROUP_SESSION_FIELDS, ...PAYMENT_FIELDS];

const sessionId = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : NaN);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = await getDatabase();
  const now = new Date();
  const id = sessionId(params.id);
  const found = Number.isSafeInteger(id) ? await groupSessionWithBookings(db, id) : undefined;
  if (!found) throw data(GROUP_CANCEL_REFUSALS["not-found"], { status: 404 });
  const query = new URL(request.url).searchParams;
  const chosenId = query.get("klient") ?? "";
  const client = /^\d{1,9}$/.test(chosenId) ? ((await findClient(db, Number(chosenId))) ?? null) : null;
  const search = clientQuery(query.get("szukaj") ?? "");
  return {
    group: found.summary,
    participants: await groupParticipants(db, found.bookings, now),
    begun: Date.parse(found.summary.startsAt) <= now.getTime(),
    client,
    search,
    found: search && !client ? await searchClients(db, search) : null,
    regulars: !search && !client ? await regularClients(db, now) : [],
    submissionKey: newSubmissionKey(),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readForm(request, FIELDS);
  if (!form.ok) return data({ error: form.message, values: {}, fieldErrors: {} }, { status: form.status });
  const db = await getDatabase();
  const id = sessionId(params.id);
  if (!Number.isSafeInteger(id) || !(await groupSessionWithBookings(db, id))) throw data(GROUP_CANCEL_REFUSALS["not-found"], { status: 404 });
  const here = href("/admin/zajecia/:id", { id: params.id });
  const intent = form.fields.get("intent");
  const settings = contentFor(context).booking;
  if (intent === "add") {
    const client = await clientOf(db, form.fields);
    const values = Object.fromEntries(form.fields);
    if (!client.ok) return data({ error: null, values, fieldErrors: client.errors }, { status: 400 });
    const added = await addParticipant(db, id, { client: client.client, form: form.fields, cancelCutoffHours: settings.cancelCutoffHours });
    if (!added.ok) return data({ error: added.message, values, fieldErrors: added.field ? { [added.field]: [added.message] } : {} }, { status: 409 });
    return redirect(here, { status: 303, headers: await toastHeaders(added.message) });
  }
  const message =
    intent === "cancel-group"
      ? await cancelGroupFromForm(db, id, form.fields)
      : intent === "hold-group"
        ? await holdGroupFromForm(db, id, form.fields)
        : await agendaAction(db, form.fields, settings);
  return redirect(here, { status: 303, headers: await toastHeaders(message) });
}

export default function GroupSessionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { group, participants, begun, client } = loaderData;
  const byId = new Map(participants.map((participant) => [participant.booking.id, participant.booking]));
  const open = group.status === "open";
  const chosen = (card: { id: number }) => `${href("/admin/zajecia/:id", { id: String(group.id) })}?klient=${card.id}#dodaj`;
  return (
    <div className="agenda-page">
      <h1 className="admin-heading">
        {t(group.title)} {!open && <span className="admin-badge">{GROUP_CANCELLED}</span>}
      </h1>
      <p>
        <Link to={href("/admin/zajecia")} className="admin-link">
          {t("← Zajęcia grupowe")}
        </Link>
      </p>
      <GroupSessionFacts group={group} />
      {!begun && <GroupHoldForm group={group} />}
      <section className="admin-section" aria-labelledby="uczestnicy">
        <h2 id="uczestnicy" className="admin-subheading">
          Uczestnicy
        </h2>
        <GroupParticipants
          participants={participants.map((participant) => participant.line)}
          actions={(bookingId) => {
            const booking = byId.get(bookingId)!;
            return (
              <>
                <PaymentButtons state={booking.payment} id={booking.id} intents={BOOKING_PAYMENT_INTENTS} idPrefix="grupa" />
                {begun && booking.status !== "cancelled" && <OutcomeButtons entry={booking} />}
                {!begun && booking.status === "confirmed" && <CancelForm entry={booking} />}
              </>
            );
          }}
        />
      </section>
      {open && !begun && (
        <section className="admin-section" aria-labelledby="dodaj">
          <h2 id="dodaj" className="admin-subheading">
            Dodaj uczestnika
          </h2>
          <form method="get" className="admin-form" aria-label="Szukaj klienta">
            <div className="admin-field">
              <label htmlFor="szukaj">{t("Klient z listy: imię, telefon albo e-mail")}</label>
              <div className="admin-search new-booking-search">
                <input id="szukaj" name="szukaj" type="search" defaultValue={loaderData.search} enterKeyHint="search" />
                <button type="submit" className="admin-button">
                  Szukaj
                </button>
              </div>
            </div>
          </form>
          {loaderData.found && <ClientChips clients={loaderData.found} label="Znalezieni klienci" hrefOf={chosen} nobody="Nikogo takiego nie ma na liście." />}
          {loaderData.regulars.length > 0 && <ClientChips clients={loaderData.regulars} label="Stali klienci" hrefOf={chosen} nobody="" />}
          <form method="post" className="admin-form">
            <input type="hidden" name="submissionKey" value={loaderData.submissionKey} />
            {client ? (
              <p>
                <input type="hidden" name="clientId" value={client.id} />
                {t(`Klient: ${client.name}`)}
              </p>
            ) : (
              <NewClientFields values={actionData?.values ?? {}} errors={actionData?.fieldErrors ?? {}} />
            )}
            <ParticipantExtras values={actionData?.values ?? {}} />
            {actionData?.error && (
              <p className="form-error" role="alert">
                {t(actionData.error)}
              </p>
            )}
            <button type="submit" name="intent" value="add" className="admin-button admin-button-primary">
              Dodaj uczestnika
            </button>
          </form>
        </section>
      )}
      {open && !begun && (
        <section className="admin-section" aria-labelledby="odwolaj">
          <h2 id="odwolaj" className="admin-subheading">
            Odwołaj zajęcia
          </h2>
          <CancelGroupForm group={group} error={null} />
        </section>
      )}
    </div>
  );
}
