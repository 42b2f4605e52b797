import { data, href, redirect } from "react-router";
import type { Route } from "./+types/vouchers";
import { adminMeta } from "~/admin";
import { requireAdmin, toastHeaders } from "~/admin/index.server";
import { getDatabase } from "~/db/database.server";
import { readForm } from "~/lib/read-form.server";
import { typeset as t } from "~/lib/typeset";
import { formatDate } from "~/scheduling";
import { Temporal } from "temporal-polyfill";
import { PAID_TOASTS, VoucherPanel, VOUCHERS_LEAD, VOUCHERS_TITLE } from "~/vouchers";
import { markVoucherPaid, panelVouchers } from "~/vouchers/index.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(VOUCHERS_TITLE, matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { vouchers: await panelVouchers(await getDatabase(), new Date()) };
}

/** "Opłacony": the voucher paid once under its row's lock; the toast says what happened. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readForm(request, ["id"]);
  if (!form.ok) return data({ error: form.message }, { status: form.status });
  const id = Number(form.fields.get("id"));
  const outcome = Number.isSafeInteger(id) && id > 0 ? await markVoucherPaid(await getDatabase(), id, new Date()) : ({ kind: "not-found" } as const);
  const message = outcome.kind === "paid" ? PAID_TOASTS.paid(formatDate(Temporal.PlainDate.from(outcome.validUntil))) : PAID_TOASTS[outcome.kind];
  return redirect(href("/admin/bony"), { status: 303, headers: await toastHeaders(message) });
}

export default function VouchersPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="admin-heading">{VOUCHERS_TITLE}</h1>
      <p className="admin-lead">{t(VOUCHERS_LEAD)}</p>
      <VoucherPanel vouchers={loaderData.vouchers} action={href("/admin/bony")} />
    </>
  );
}
