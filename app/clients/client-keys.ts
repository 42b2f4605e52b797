// What finds a person's card: their mailbox however the address is written,
// then their phone however it is typed.
import { normalizePhone } from "~/enquiries";
import { mailboxKey } from "~/lib/mailbox-key";

export type Contact = { email: string; phone: string };

/** The card's keys for a contact, the e-mail's first: "e:anna@example.com", "p:+48500000000". */
export function clientKeys(contact: Contact): string[] {
  const keys: string[] = [];
  const email = contact.email.trim();
  if (email.includes("@")) keys.push(`e:${mailboxKey(email)}`);
  const phone = normalizePhone(contact.phone.trim());
  if (phone) keys.push(`p:${phone.replaceAll(" ", "")}`);
  return keys;
}
