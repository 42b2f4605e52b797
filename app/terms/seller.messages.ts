// Who the trainer is and how to reach them, as art. 12 ust. 1 pkt 2–3 of the
// Consumer Rights Act asks before a paid order, and as the terms open.
type Seller = {
  legalName: string;
  taxId: string;
  phone: string;
  email: string;
  address: { street: string; postalCode: string; locality: string };
};

/** "ul. Sportowa 1, 00-001 Przykładowo". */
export const postalAddress = ({ address }: Pick<Seller, "address">) => `${address.street}, ${address.postalCode} ${address.locality}`;

/** The facts alone, so that they read after any heading ("Sprzedawca:", "Kto świadczy usługę"). */
export function sellerLines(business: Seller): string[] {
  return [
    `${business.legalName}, ${postalAddress(business)}, NIP ${business.taxId} (wpis w Centralnej Ewidencji i Informacji o Działalności Gospodarczej).`,
    `Kontakt: telefon ${business.phone}, e-mail ${business.email}.`,
  ];
}
