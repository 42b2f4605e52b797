// The card's ways to reach the client: a call and a text with a phone, a mail with an address.
import { mailtoHref, telHref } from "~/lib/contact-links";

export function ClientContact({ phone, email, writeSubject }: { phone: string; email: string; writeSubject: string }) {
  const contacts = [
    phone && { href: telHref(phone), label: "Zadzwoń", primary: true },
    phone && { href: `sms:${phone.replace(/[^\d+]/g, "")}`, label: "SMS", primary: false },
    email && { href: mailtoHref(email, writeSubject), label: "Napisz e-mail", primary: !phone },
  ].filter((contact) => !!contact);
  if (contacts.length === 0) return null;
  return (
    <nav aria-label="Kontakt z klientem" className="client-contact">
      {contacts.map((contact) => (
        <a key={contact.label} href={contact.href} className={`admin-button${contact.primary ? " admin-button-primary" : ""}`}>
          {contact.label}
        </a>
      ))}
    </nav>
  );
}
