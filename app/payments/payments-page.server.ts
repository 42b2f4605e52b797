// /admin/platnosci as its loader returns it: what is unpaid (by the terms'
// rule of when a session is paid), with the state each button needs, and the
// chosen month's figures, worded; nine queries whatever the data's size
// (unpaid.server.ts, month-summary.server.ts).
import type { Kysely } from "kysely";
import type { Database } from "~/db/database.server";
import { formatPrice } from "~/lib/format";
import { formatDate, formatSession } from "~/scheduling";
import { Temporal } from "temporal-polyfill";
import { monthFigures } from "./month-summary.server";
import { MONTH_QUERY, monthAsked, totalsOf } from "./payment-month";
import { isPaymentMethod, MONEY_METHODS, type PaymentState } from "./payment-state";
import { methodRowLabel, monthTitle, personOwes, shownOldest, soldOnText, summaryLines, unpaidLead, unpaidTotal } from "./payments.messages";
import { linesField, owingPeople } from "./unpaid-people";
import { namesApart } from "~/lib/names-apart";
import { unpaid, UNPAID_SHOWN, type PaymentDue } from "./unpaid.server";

export type UnpaidRow = {
  key: string;
  kind: "booking" | "package";
  id: number;
  clientId: number | null;
  client: string;
  what: string;
  when: string;
  amount: number;
  state: PaymentState;
};

/** `due`: the terms' rule for a session (terms.payment.due): one paid before it is listed from its booking. */
export async function paymentsPage(db: Kysely<Database>, asked: string | null, now: Date, due: PaymentDue) {
  const month = monthAsked(asked, now);
  const [owed, figures] = await Promise.all([unpaid(db, now, due), monthFigures(db, month)]);
  const totals = totalsOf(figures.payments);
  const rows: UnpaidRow[] = owed.items.map((item) => ({
    key: `${item.kind}-${item.id}`,
    kind: item.kind,
    id: item.id,
    clientId: item.clientId,
    client: item.client,
    what: item.what,
    when: item.kind === "booking" ? formatSession(item.startsAt, item.endsAt) : soldOnText(formatDate(Temporal.PlainDate.from(item.soldOn))),
    amount: item.amount,
    state: { kind: "due", amount: item.amount },
  }));
  const contacts = new Map(owed.items.map((item) => [`${item.kind}-${item.id}`, { email: item.email, phone: item.phone }]));
  const owing = owingPeople(rows).map((person) => ({ ...person, name: person.client, ...contacts.get(person.lines[0]!.key)! }));
  // Two people of one name told apart by their e-mail or phone.
  const people = namesApart(owing).map((person) => ({
    key: person.key,
    client: person.label,
    clientId: person.clientId,
    owes: personOwes(person.sessions, person.packages, person.amount),
    amount: person.amount,
    lines: person.lines,
    field: linesField(person.lines),
  }));
  const monthHref = (one: Temporal.PlainYearMonth) => `?${MONTH_QUERY}=${one.toString()}`;
  return {
    unpaid: {
      lead: unpaidLead(due),
      people,
      total: rows.length ? unpaidTotal(owed.bookings, owed.packages, owed.amount) : null,
      cut: owed.bookings + owed.packages > UNPAID_SHOWN ? shownOldest(UNPAID_SHOWN) : null,
    },
    month: {
      query: monthHref(month),
      title: monthTitle(month.year, month.month),
      previous: monthHref(month.subtract({ months: 1 })),
      next: monthHref(month.add({ months: 1 })),
    },
    summary: summaryLines(figures),
    // The methods by hand always; a provider's row once money came through it.
    paid: MONEY_METHODS.filter((method) => isPaymentMethod(method) || totals.byMethod[method] > 0).map((method) => ({
      label: methodRowLabel(method),
      amount: formatPrice(totals.byMethod[method]),
    })),
    paidTotal: formatPrice(totals.total),
  };
}
