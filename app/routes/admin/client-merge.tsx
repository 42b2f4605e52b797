import { data, Form, href, Link, redirect } from "react-router";
import type { Route } from "./+types/client-merge";
import { requireAdmin } from "~/admin/index.server";
import { adminMeta } from "~/admin";
import { idParam } from "~/admin/index.server";
import { toastHeaders } from "~/admin/index.server";
import { clientActivity, clientCountsLine } from "~/admin";
import { MAX_CLIENT_QUERY_LENGTH, parseClientFilter } from "~/clients";
import { listClients } from "~/clients/index.server";
import { CARD_GONE, MERGE_REFUSALS } from "~/clients";
import { mergeClients } from "~/clients/index.server";
import { getDatabase } from "~/db/database.server";
import { positiveInteger } from "~/lib/positive-integer";
import { readForm } from "~/lib/read-form.server";
import { typeset as t } from "~/lib/typeset";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta("Połącz karty klienta", matches);

/** The card being kept, the cards to choose from (searched), and, once one is chosen (`?z=`), the question. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = await getDatabase();
  const id = idParam(params.id, CARD_GONE);
  const url = new URL(request.url);
  const filter = parseClientFilter(url.searchParams);
  const now = new Date();
  const describe = (row: Awaited<ReturnType<typeof listClients>>["rows"][number]) => ({
    id: row.id,
    name: row.name,
    contact: [row.phone, row.email].filter(Boolean).join(" · "),
    activity: clientActivity(row),
    counts: clientCountsLine(row),
  });
  const card = await db.selectFrom("clients").select(["id", "name"]).where("id", "=", id).executeTakeFirst();
  if (!card) throw data(CARD_GONE, { status: 404 });
  const chosenId = positiveInteger(url.searchParams.get("z"));
  const chosen = chosenId === null || chosenId === id ? undefined : (await listClients(db, { query: "", page: 1 }, now, { only: chosenId })).rows[0];
  const choices = chosen ? [] : (await listClients(db, filter, now, { except: id })).rows.map(describe);
  return { card, query: filter.query, chosen: chosen ? describe(chosen) : null, choices };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const id = idParam(params.id, CARD_GONE);
  const form = await readForm(request, ["from"]);
  const from = form.ok ? positiveInteger(form.fields.get("from")) : null;
  const merged = from === null ? null : await mergeClients(await getDatabase(), id, from);
  if (!merged?.ok) {
    const refusal = merged ? MERGE_REFUSALS[merged.reason] : "Wybierz kartę do połączenia.";
    return redirect(href("/admin/klienci/:id/polacz", { id: String(id) }), { status: 303, headers: await toastHeaders(refusal) });
  }
  return redirect(href("/admin/klienci/:id", { id: String(id) }), {
    status: 303,
    headers: await toastHeaders("Połączono karty: wszystko jest teraz na tej karcie."),
  });
}

export default function ClientMergePage({ loaderData }: Route.ComponentProps) {
  const { card, query, chosen, choices } = loaderData;
  if (chosen) {
    return (
      <>
        <h1 className="admin-heading">{t("Połączyć te karty?")}</h1>
        <div className="admin-card">
          <p>
            {t("Zostaje karta: ")}
            <strong>{t(card.name)}</strong>
          </p>
          <p>
            {t("Znika karta: ")}
            <strong>{t(chosen.name)}</strong>
            {chosen.contact && ` (${chosen.contact})`}
          </p>
          <p>
            {t(
              "Jej zapytania, rezerwacje, treningi co tydzień, pakiety, e-maile i telefony przejdą na kartę, która zostaje, a notatki zostaną dopisane na końcu. Klient niczego nie zauważy.",
            )}
          </p>
          <Form method="post" className="admin-button-row">
            <input type="hidden" name="from" value={chosen.id} />
            <button type="submit" className="admin-button admin-button-primary">
              {t("Połącz karty")}
            </button>
            <Link to={href("/admin/klienci/:id/polacz", { id: String(card.id) })} className="admin-button">
              Wybierz inną
            </Link>
          </Form>
        </div>
      </>
    );
  }
  return (
    <>
      <Link to={href("/admin/klienci/:id", { id: String(card.id) })} className="admin-back">
        ← Wróć do karty
      </Link>
      <h1 className="admin-heading">{t(`Połącz z kartą: ${card.name}`)}</h1>
      <p className="admin-lead">{t("Wybierz drugą kartę tej samej osoby. Wszystko z niej przejdzie na tę kartę.")}</p>
      <Form method="get" role="search" className="admin-search">
        <input
          type="search"
          name="q"
          defaultValue={query}
          key={query}
          maxLength={MAX_CLIENT_QUERY_LENGTH}
          aria-label="Szukaj karty po imieniu, e-mailu albo telefonie"
          placeholder="Imię, e-mail, telefon…"
        />
        <button type="submit" className="admin-button">
          Szukaj
        </button>
      </Form>
      {choices.length === 0 ? (
        <p className="admin-empty">{t(query ? `Żadna inna karta nie pasuje do „${query}”.` : "Nie ma innych kart.")}</p>
      ) : (
        <ul className="client-list">
          {choices.map((choice) => (
            <li key={choice.id}>
              <Link to={`${href("/admin/klienci/:id/polacz", { id: String(card.id) })}?z=${choice.id}`} className="client-list-link">
                <strong>{t(choice.name)}</strong>
                {choice.contact && <span>{choice.contact}</span>}
                <span>{t(choice.activity)}</span>
                <span className="client-list-counts">{t(choice.counts)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
