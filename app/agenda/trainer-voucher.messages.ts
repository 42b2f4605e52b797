// What the trainer's booking form says of a gift voucher's code.
import { BOOKING_LIMITS } from "~/bookings";
import { atMostCharacters } from "~/lib/polish-phrases";

export const VOUCHER_FIELD = {
  label: "Kod bonu podarunkowego (jeśli klient płaci bonem)",
  hint: "Np. BON-7K4M-Q2XZ. Bon na trening opłaca cały trening, bon na kwotę zmniejsza cenę; bon wykorzystuje się raz.",
};
export const VOUCHER_CODE_TOO_LONG = `Kod bonu może mieć ${atMostCharacters(BOOKING_LIMITS.voucherCode)}: przepisz go z bonu, np. BON-7K4M-Q2XZ.`;
/** A voucher pays for one session: a series is booked without it. */
export const VOUCHER_NOT_WITH_SERIES = "Bonem opłacisz jeden trening, nie serię: zarezerwuj ten termin bez powtarzania albo serię bez bonu.";
/** A free service needs no voucher: an amount's would be used up for nothing. */
export const VOUCHER_FOR_FREE_SERVICE = "Ta usługa jest bezpłatna: bonu nie trzeba. Usuń kod albo wybierz płatną usługę.";
