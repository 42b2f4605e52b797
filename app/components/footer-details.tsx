import { telHref } from "~/lib/contact-links";
import type { SiteChrome } from "~/site-content/site-chrome";

/** The footer's contact details: the studio's address, phone and e-mail. */
export function FooterContact({ phone, email, address }: Pick<SiteChrome["footer"], "email" | "address"> & { phone: string }) {
  return (
    <section aria-labelledby="footer-contact">
      <h2 id="footer-contact" className="footer-heading">
        Kontakt
      </h2>
      <address className="not-italic leading-relaxed">
        {address.street}
        <br />
        {address.postalCode} {address.locality}
        <br />
        <a className="footer-link" href={telHref(phone)}>
          {phone}
        </a>
        <br />
        <a className="footer-link" href={`mailto:${email}`}>
          {email}
        </a>
      </address>
    </section>
  );
}

/** The footer's links to the trainer's social profiles. */
export function FooterSocial({ social }: Pick<SiteChrome["footer"], "social">) {
  return (
    <section aria-labelledby="footer-social">
      <h2 id="footer-social" className="footer-heading">
        Znajdziesz mnie też
      </h2>
      <ul className="space-y-1">
        {social.map((profile) => (
          <li key={profile.url}>
            <a className="footer-link" href={profile.url} rel="me noopener">
              {profile.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
