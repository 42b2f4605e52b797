import { data, href, redirect } from "react-router";
import type { Route } from "./+types/vouchers";
import { adminMeta } from "~/admin";
import { requireAdmin, toastHeaders } from "~/admin/index.server";
import { getDatabase } from "~/db/database.server";
import { newSubmissionKey } from "~/forms/index.server";
import { readForm } from "~/lib/read-form.server";
import { typeset as t } from "~/lib/typeset";
import { formatDate } from "~/scheduling";
import { contentFor } from "~/site-content/index.server";
import { Temporal } from "temporal-polyfill";
import { PAID_TOASTS, soldToast, VoucherPanel, VoucherSaleForm, VOUCHERS_LEAD, VOUCHERS_TITLE } from "~/vouchers";
import { changeVoucherByForm, markVoucherPaid, panelVouchers, sellVoucher } from "~/vouchers/index.server";
import { VOUCHER_CHANGE_FIELDS, VOUCHER_CHANGE_INTENTS, VOUCHER_SALE_FIELDS, vouchersOnSale } from "~/vouchers/index.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(VOUCHERS_TITLE, matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request);
  const onSale = vouchersOnSale(contentFor(context)).map(({ slug, title, price }) => ({ slug, title, price }));
  return { vouchers: await panelVouchers(await getDatabase(), new Date()), onSale, submissionKey: newSubmissionKey() };
}

const day = (date: string) => formatDate(Temporal.PlainDate.from(date));

/**
 * "Sprzedaj bon" (intent "sell"), a voucher's change (cancel, extend, restore)
 * or "Opłacony": each stored once under its key or its row's lock; the toast
 * says what happened, a refused form comes back with what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request);
  const form = await readForm(request, [...new Set(["id", ...VOUCHER_SALE_FIELDS, ...VOUCHER_CHANGE_FIELDS])]);
  if (!form.ok) return data({ formError: form.message, fieldErrors: {}, values: {} }, { status: form.status });
  const db = await getDatabase();
  if (form.fields.get("intent") === "sell") {
    const sale = await sellVoucher(form.fields, db, contentFor(context), new Date());
    if (sale.kind === "invalid") return data(sale, { status: 400 });
    return redirect(href("/admin/bony"), {
      status: 303,
      headers: await toastHeaders(soldToast(sale.code, sale.validUntil && day(sale.validUntil), sale.mailed)),
    });
  }
  if (VOUCHER_CHANGE_INTENTS.includes(form.fields.get("intent") ?? "")) {
    const change = await changeVoucherByForm(form.fields, db, new Date());
    if (change.kind === "refused") return data({ change: change.problem }, { status: 400 });
    return redirect(href("/admin/bony"), { status: 303, headers: await toastHeaders(change.toast) });
  }
  const id = Number(form.fields.get("id"));
  const outcome = Number.isSafeInteger(id) && id > 0 ? await markVoucherPaid(db, id, new Date()) : ({ kind: "not-found" } as const);
  const message = outcome.kind === "paid" ? PAID_TOASTS.paid(day(outcome.validUntil)) : PAID_TOASTS[outcome.kind];
  return redirect(href("/admin/bony"), { status: 303, headers: await toastHeaders(message) });
}

export default function VouchersPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="admin-heading">{VOUCHERS_TITLE}</h1>
      <p className="admin-lead">{t(VOUCHERS_LEAD)}</p>
      <VoucherSaleForm
        action={href("/admin/bony")}
        vouchers={loaderData.onSale}
        submissionKey={loaderData.submissionKey}
        problem={actionData && "formError" in actionData ? actionData : null}
      />
      <VoucherPanel vouchers={loaderData.vouchers} action={href("/admin/bony")} problem={actionData && "change" in actionData ? actionData.change : null} />
    </>
  );
}
