import { data, href, Link, redirect } from "react-router";
import type { Route } from "./+types/payments";
import { adminMeta } from "~/admin";
import { requireAdmin, toastHeaders } from "~/admin/index.server";
import { agendaAction } from "~/agenda/index.server";
import { getDatabase } from "~/db/database.server";
import { readForm } from "~/lib/read-form.server";
import { typeset as t } from "~/lib/typeset";
import { PACKAGE_PAYMENT_INTENTS } from "~/packages";
import { packagePaymentTap } from "~/packages/index.server";
import {
  BOOKING_PAYMENT_INTENTS,
  CSV_LINK,
  NEXT_MONTH,
  NOTHING_UNPAID,
  PAID_IN_MONTH,
  PAYMENT_FIELDS,
  PaymentButtons,
  PAYMENTS_TITLE,
  PREVIOUS_MONTH,
  SUMMARY_HEADING,
  TOTAL,
  PAY_ALL,
  PayAllForm,
  UNPAID_HEADING,
  YEAR_LINK,
} from "~/payments";
import { payAll } from "./payments-pay-all.server";
import { MONTH_QUERY, paymentsPage } from "~/payments/index.server";
import type { UnpaidRow } from "~/payments/index.server";

type OwingPersonRow = Route.ComponentProps["loaderData"]["unpaid"]["people"][number];
import { contentFor } from "~/site-content/index.server";
import { VOUCHERS_IN_MONTH, voucherMonthLines, VOUCHERS_TITLE } from "~/vouchers";
import { voucherMonth } from "~/vouchers/index.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(PAYMENTS_TITLE, matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { terms } = contentFor(context);
  const db = await getDatabase();
  const asked = new URL(request.url).searchParams.get(MONTH_QUERY);
  const now = new Date();
  const [page, vouchers] = await Promise.all([paymentsPage(db, asked, now, terms.payment.due), voucherMonth(db, asked, now)]);
  return { ...page, vouchers: voucherMonthLines(vouchers) };
}

/** A tap on a method or "Cofnij opłacenie": a session's goes through the agenda's action, a package's through the packages'. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readForm(request, ["intent", "id", "items", ...PAYMENT_FIELDS]);
  if (!form.ok) return data({ error: form.message }, { status: form.status });
  const db = await getDatabase();
  const intent = form.fields.get("intent") ?? "";
  const id = Number(form.fields.get("id"));
  let message: string;
  if (intent === PAY_ALL.intent) message = await payAll(db, form.fields, contentFor(context).booking, new Date());
  else if (Object.values<string>(PACKAGE_PAYMENT_INTENTS).includes(intent) && Number.isSafeInteger(id)) {
    const outcome = await packagePaymentTap(db, id, form.fields, new Date());
    message = outcome.ok ? outcome.message : outcome.problem;
  } else message = await agendaAction(db, form.fields, contentFor(context).booking);
  // Back to the month shown.
  const month = new URL(request.url).searchParams.get(MONTH_QUERY);
  const back = month ? `${href("/admin/platnosci")}?${new URLSearchParams({ [MONTH_QUERY]: month })}` : href("/admin/platnosci");
  return redirect(back, { status: 303, headers: await toastHeaders(message) });
}

export default function PaymentsPage({ loaderData }: Route.ComponentProps) {
  const { unpaid, month, summary, paid, paidTotal, vouchers } = loaderData;
  return (
    <>
      <h1 className="admin-heading">{PAYMENTS_TITLE}</h1>
      <p>
        <Link to={href("/admin/platnosci/rok")} className="admin-link">
          {t(YEAR_LINK)}
        </Link>
      </p>
      <p>
        <Link to={href("/admin/bony")} className="admin-link">
          {t(`${VOUCHERS_TITLE} →`)}
        </Link>
      </p>
      {/* The month's figures and its CSV first: after a year, what is owed runs to dozens of items. */}
      <section className="admin-section" aria-labelledby="podsumowanie">
        <h2 id="podsumowanie" className="admin-subheading">
          {t(`${SUMMARY_HEADING}: ${month.title}`)}
        </h2>
        <nav className="payments-month-nav" aria-label="Miesiące">
          <Link to={month.previous} className="admin-button" rel="prev">
            {`← ${PREVIOUS_MONTH}`}
          </Link>
          <Link to={month.next} className="admin-button" rel="next">
            {`${NEXT_MONTH} →`}
          </Link>
        </nav>
        <table className="payments-summary">
          <tbody>
            {summary.map((line) => (
              <tr key={line.label}>
                <th scope="row">{line.label}</th>
                <td>{line.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="payments-summary" aria-label={PAID_IN_MONTH}>
          <caption className="text-left font-bold">{t(PAID_IN_MONTH)}</caption>
          <tbody>
            {paid.map((line) => (
              <tr key={line.label}>
                <th scope="row">{line.label}</th>
                <td>{line.amount}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{TOTAL}</th>
              <td data-total="">{paidTotal}</td>
            </tr>
          </tbody>
        </table>
        <table className="payments-summary" aria-label={VOUCHERS_IN_MONTH}>
          <caption className="text-left font-bold">{t(VOUCHERS_IN_MONTH)}</caption>
          <tbody>
            {vouchers.map((line) => (
              <tr key={line.label}>
                <th scope="row">{t(line.label)}</th>
                <td>{line.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3">
          <a href={`${href("/admin/platnosci.csv")}${month.query}`} className="admin-link" download>
            {CSV_LINK}
          </a>
        </p>
      </section>
      <section className="admin-section" aria-labelledby="do-zaplaty">
        <h2 id="do-zaplaty" className="admin-subheading">
          {UNPAID_HEADING}
        </h2>
        <p className="admin-lead">{t(unpaid.lead)}</p>
        {unpaid.people.length === 0 ? (
          <p className="admin-empty">{NOTHING_UNPAID}</p>
        ) : (
          <>
            <p>{t([unpaid.total, unpaid.cut].filter(Boolean).join(" "))}</p>
            <ul className="payments-people">
              {unpaid.people.map((person) => (
                <OwingPerson key={person.key} person={person} />
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}

/** A person who owes: their name and what in all, folded; a tap shows their lines and "Wszystko naraz". */
function OwingPerson({ person }: { person: OwingPersonRow }) {
  return (
    <li className="payments-person">
      <details>
        <summary>
          <span className="payments-person-name">{t(person.client)}</span> <span className="payments-person-owes">{t(person.owes)}</span>
        </summary>
        <ul className="payments-list">
          {person.lines.map((row) => (
            <UnpaidItem key={row.key} row={row} />
          ))}
        </ul>
        {person.lines.length > 1 && <PayAllForm lines={person.field} amount={person.amount} />}
      </details>
    </li>
  );
}

function UnpaidItem({ row }: { row: UnpaidRow }) {
  const intents = row.kind === "booking" ? BOOKING_PAYMENT_INTENTS : PACKAGE_PAYMENT_INTENTS;
  return (
    <li className="payments-item" data-kind={row.kind}>
      <p className="payments-when">{t(row.when)}</p>
      <p>
        {row.clientId === null ? (
          t(row.client)
        ) : (
          <Link to={href("/admin/klienci/:id", { id: String(row.clientId) })} className="admin-link">
            {t(row.client)}
          </Link>
        )}
        {t(` · ${row.what}`)}
      </p>
      <PaymentButtons state={row.state} id={row.id} intents={intents} idPrefix={`platnosci-${row.kind}`} />
    </li>
  );
}
