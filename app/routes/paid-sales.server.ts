// What each kind of sale does when its money comes online (issue 81), for the
// notification's route and the reconciliation job: the capabilities that
// sell import online payments, so they are put together here, above them.
import type { PaidSales } from "~/online-payments/index.server";
import { settleHeldBooking, settleHeldPackage } from "~/bookings/index.server";
import { payVoucherOnline } from "~/vouchers/index.server";

export const PAID_SALES: PaidSales = { payVoucher: payVoucherOnline, payBooking: settleHeldBooking, payPackage: settleHeldPackage };
