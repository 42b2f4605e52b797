// The panel's words for the outbox: each kind of message, each status, and an enquiry's delivery taken together.
import type { OutboxKind, OutboxStatus } from "~/db/database.server";

/** Where an enquiry's e-mails are, taken together: a failure outweighs a queued mail, which outweighs a sent one. */
export type DeliveryState = "failed" | "queued" | "sent" | "none";

export const DELIVERY_LABELS: Record<DeliveryState, string> = {
  failed: "nie wysłano",
  queued: "czeka na wysłanie",
  sent: "wysłano",
  none: "brak e-maili",
};

export const MAIL_KIND_LABELS: Record<OutboxKind, string> = {
  notify_trainer: "Powiadomienie do Ciebie",
  acknowledge_visitor: "Potwierdzenie dla klienta",
  booking_confirmed_visitor: "Potwierdzenie rezerwacji dla klienta",
  booking_confirmed_trainer: "Powiadomienie o rezerwacji do Ciebie",
  booking_reminder: "Przypomnienie dla klienta",
  booking_reminder_2h: "Przypomnienie 2 godziny przed dla klienta",
  booking_cancelled_visitor: "Odwołanie dla klienta",
  booking_cancelled_trainer: "Powiadomienie o odwołaniu do Ciebie",
  booking_paid_late_visitor: "Wiadomość o zwrocie płatności po czasie dla klienta",
  booking_paid_late_trainer: "Powiadomienie o zwrocie płatności po czasie do Ciebie",
  refund_refused_trainer: "Powiadomienie o zwrocie nieprzyjętym przez operatora płatności do Ciebie",
  package_running_out_trainer: "Powiadomienie o kończącym się pakiecie do Ciebie",
  package_sold_client: "Potwierdzenie zakupu pakietu dla klienta",
  package_removed_client: "Wiadomość o anulowaniu pakietu dla klienta",
  package_withdrawn_client: "Potwierdzenie odstąpienia od umowy pakietu dla klienta",
  private_calendar_failed: "Powiadomienie o błędzie kalendarza prywatnego do Ciebie",
  waitlist_time_freed: "Wiadomość o zwolnionym terminie dla czekającego",
  waitlist_confirm: "Link potwierdzający zapis na listę oczekujących",
  client_sign_in_link: "Link logowania do strony „Moje treningi” dla klienta",
  client_erasure_request: "Prośba klienta o usunięcie danych do Ciebie",
  backup_stopped: "Powiadomienie o zatrzymanej kopii zapasowej do Ciebie",
  backup_recovered: "Powiadomienie o wznowionej kopii zapasowej do Ciebie",
  group_below_minimum: "Pytanie o zajęcia bez minimum chętnych do Ciebie",
  review_request: "Prośba o opinię dla klienta",
  questionnaire_risk: "Powiadomienie o „Tak” w ankiecie zdrowotnej do Ciebie",
  voucher_ordered_client: "Potwierdzenie zamówienia bonu podarunkowego dla kupującego",
  voucher_ordered_trainer: "Powiadomienie o zamówionym bonie podarunkowym do Ciebie",
  voucher_paid_client: "Bon podarunkowy (PDF) dla kupującego",
  voucher_sold_client: "Potwierdzenie sprzedaży bonu podarunkowego (z PDF) dla kupującego",
  voucher_extended_client: "Przedłużony bon podarunkowy (nowy PDF) dla kupującego",
  client_program_changed: "Wiadomość dla klienta o nowym albo zmienionym planie lub diecie",
  import_notice_client: "Informacja dla klienta z importu: skąd są jego dane (art. 14 RODO)",
};

export const MAIL_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: "czeka na wysłanie",
  sending: "wysyła się teraz",
  sent: "wysłano",
  failed: "nie wysłano",
  skipped: "nieaktualne (rezerwacja zmieniona lub odwołana)",
};
