// The editor's words for the terms and payments ("Regulamin i płatności").
import type { SectionLabels } from "./field-label-types";

export const termsLabels: SectionLabels = {
  fields: {
    payment: { label: "Płatności", hint: "Jak i kiedy klienci płacą; to widzą w rezerwacji, w e-mailach i w regulaminie.", where: "płatności" },
    "payment.methods": { label: "Sposoby płatności", hint: "Zaznacz te, które przyjmujesz." },
    "payment.methods[]": { label: "Sposób płatności", choice: true },
    "payment.due": { label: "Kiedy klient płaci za trening", choice: true, brief: "płatne: {value}" },
    "payment.accountNumber": {
      label: "Numer konta do przelewów",
      hint: "26 cyfr; klient dostaje go w potwierdzeniu rezerwacji. Zostaw puste, jeśli nie przyjmujesz przelewów.",
      input: "numeric",
    },
    "payment.accountHolder": { label: "Właściciel konta", hint: "Jak w banku; puste: pełna nazwa firmy z Danych kontaktowych." },
    "payment.blikPhone": { label: "Telefon do przelewów BLIK", hint: "Zostaw puste, jeśli nie przyjmujesz BLIK-a na telefon.", input: "tel" },
    complaintDays: { label: "W ile dni odpowiadasz na reklamację", unit: "dni", hint: "Najwyżej 14 dni.", brief: "reklamacje: {value} dni" },
    "extraProvisions[]": { label: "Twoje postanowienie", long: true, hint: "Dopisywane na końcu regulaminu, po postanowieniach z danych strony." },
    effectiveFrom: { label: "Regulamin obowiązuje od", input: "date", brief: "obowiązuje od {value}" },
  },
  lists: {
    "payment.methods": { label: "Sposoby płatności", item: "sposób płatności", itemGenitive: "sposobu płatności" },
    extraProvisions: { label: "Twoje postanowienia", item: "postanowienie", itemGenitive: "postanowienia" },
  },
};
