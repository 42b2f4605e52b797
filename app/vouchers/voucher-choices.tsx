// The vouchers on sale as links: each opens its own order form (?bon=…), so
// choosing one works without JavaScript and the summary above the button is
// always the chosen one's.
import { Link } from "react-router";
import { formatPrice } from "~/lib/format";
import { typeset as t } from "~/lib/typeset";
import type { VoucherOnSale } from "./voucher-offers";
import { validForMonths } from "./vouchers.messages";

type VoucherChoicesProps = { vouchers: VoucherOnSale[]; chosen: string; pathname: string };

export function VoucherChoices({ vouchers, chosen, pathname }: VoucherChoicesProps) {
  return (
    <ul className="booking-options">
      {vouchers.map((voucher) => (
        <li key={voucher.slug}>
          <Link
            to={`${pathname}?bon=${encodeURIComponent(voucher.slug)}#zamowienie`}
            className="booking-option"
            aria-current={voucher.slug === chosen ? "true" : undefined}
            preventScrollReset
          >
            <span className="booking-option-name">
              {t(voucher.title)} — {formatPrice(voucher.price)}
            </span>
            <span className="booking-option-detail">{t(`${voucher.what}, ${validForMonths(voucher.validMonths)}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
