// The addresses a voucher's mails and PDF point to.
import { href } from "react-router";

/** Where a voucher's code is typed. */
export const BOOKING_PATH = href("/rezerwacja");
/** The trainer's list of vouchers. */
export const PANEL_PATH = href("/admin/bony");
