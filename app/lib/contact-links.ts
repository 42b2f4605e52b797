/** A tel: address from a displayed number: "+48 500 000 000" → "tel:+48500000000". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** A mailto: address with the subject filled in; the address's parts are escaped, so it can never add fields. */
export function mailtoHref(email: string, subject: string): string {
  const address = email.split("@").map(encodeURIComponent).join("@");
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
