// The templates of a voucher's messages, registered by server/jobs/outbox-worker.ts:
// each reads the voucher as it is at send time; an erased one sends nothing.
import { env } from "~/env.server";
import type { MailAddresses, Template, Templates } from "~/notifications";
import type { PushMessage } from "~/notifications/index.server";
import type { SiteContent } from "~/site-content";
import { composeOrderedMail, composePaidMail, composeTrainerMail, voucherById } from "./voucher-mail.server";
import { composeSoldMail } from "./voucher-sold-mail.server";
import { PANEL_PATH } from "./voucher-links";
import { onlinePaymentOf } from "~/online-payments/index.server";
import { PUSH_ORDERED } from "./voucher-mail.messages";
import { soldVoucherWhat } from "./voucher-offers";

export function voucherTemplates(addresses: MailAddresses | undefined, site: () => SiteContent): Templates {
  const to = addresses ?? env;
  const ordered: Template<PushMessage> = async (row, { db }) => {
    const voucher = await voucherById(db, row.voucher_id);
    return voucher ? { message: { topic: "package", ...PUSH_ORDERED(voucher), url: PANEL_PATH } } : null;
  };
  return {
    voucher_ordered_client: {
      async email(row, { db }) {
        const voucher = await voucherById(db, row.voucher_id);
        return voucher ? { message: await composeOrderedMail(db, voucher, site(), to) } : null;
      },
    },
    voucher_ordered_trainer: {
      async email(row, { db }) {
        const voucher = await voucherById(db, row.voucher_id);
        return voucher ? { message: composeTrainerMail(voucher, site(), to, await onlinePaymentOf(db, { kind: "voucher", id: voucher.id })) } : null;
      },
      push: ordered as Template,
    },
    voucher_paid_client: {
      async email(row, { db }) {
        const voucher = await voucherById(db, row.voucher_id);
        if (!voucher) return null;
        if (voucher.cancelled_at || !voucher.valid_until) return { skip: "the voucher is cancelled or not paid" };
        const content = site();
        const online = await onlinePaymentOf(db, { kind: "voucher", id: voucher.id });
        return {
          message: await composePaidMail({ ...voucher, valid_until: voucher.valid_until }, soldVoucherWhat(content, voucher), content, to, "paid", online),
        };
      },
    },
    voucher_extended_client: {
      async email(row, { db }) {
        const voucher = await voucherById(db, row.voucher_id);
        if (!voucher) return null;
        // Cancelled or used up since: its new date is no longer news worth a PDF.
        if (voucher.cancelled_at || voucher.redeemed_at || !voucher.valid_until) return { skip: "the voucher is cancelled or used" };
        const content = site();
        const extended = { ...voucher, valid_until: voucher.valid_until };
        return { message: await composePaidMail(extended, soldVoucherWhat(content, voucher), content, to, "extended") };
      },
    },
    voucher_sold_client: {
      async email(row, { db }) {
        const voucher = await voucherById(db, row.voucher_id);
        if (!voucher) return null;
        if (voucher.cancelled_at || !voucher.valid_until || !voucher.paid_at) return { skip: "the voucher is cancelled or not paid" };
        const content = site();
        const paid = { ...voucher, valid_until: voucher.valid_until, paid_at: voucher.paid_at };
        return { message: await composeSoldMail(db, paid, soldVoucherWhat(content, voucher), content, to) };
      },
    },
  };
}
