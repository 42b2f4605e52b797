// Gift vouchers as /rezerwacja's action takes them (the seam bookings declares).
import type { VoucherSeam } from "~/bookings";
import { packageVoucherRefusal, REDEMPTION_REFUSALS, redeemedNote } from "./voucher-redemption.messages";
import { checkVoucher, isVoucherTaken, redeemVoucher } from "./voucher-redemption.server";

export const voucherSeam: VoucherSeam = {
  check: checkVoucher,
  redeem: redeemVoucher,
  isTaken: isVoucherTaken,
  refusals: { taken: REDEMPTION_REFUSALS.taken, withPackage: REDEMPTION_REFUSALS.withPackage, withSeats: REDEMPTION_REFUSALS.withSeats },
  packageRefusal: packageVoucherRefusal,
  note: redeemedNote,
};
