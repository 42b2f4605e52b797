// One mailbox however its address is written, for the cap on future bookings
// per e-mail: "Jan.Kowalski+2@googlemail.com" and "jankowalski@gmail.com"
// reach the same person.

/** Gmail ignores dots in the name, and googlemail.com is the same service. */
const GMAIL_DOMAINS = ["gmail.com", "googlemail.com"];

const domainOf = (email: string) => email.slice(email.lastIndexOf("@") + 1).toLowerCase();

/** The domains of every address that may reach the same mailbox as `email`. */
export function mailboxDomains(email: string): string[] {
  const domain = domainOf(email);
  return GMAIL_DOMAINS.includes(domain) ? GMAIL_DOMAINS : [domain];
}

/** The address in lower case, without a "+tag", and at Gmail without dots and as gmail.com. */
export function mailboxKey(email: string): string {
  const domain = domainOf(email);
  const name = email.slice(0, email.lastIndexOf("@")).toLowerCase().split("+")[0]!;
  return GMAIL_DOMAINS.includes(domain) ? `${name.replaceAll(".", "")}@${GMAIL_DOMAINS[0]}` : `${name}@${domain}`;
}
