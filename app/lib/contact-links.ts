/** A tel: address from a displayed number: "+48 500 000 000" → "tel:+48500000000". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** A mailto: address with the subject filled in; the address's parts are escaped, so it can never add fields. */
export function mailtoHref(email: string, subject: string): string {
  const address = email.split("@").map(encodeURIComponent).join("@");
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/**
 * An sms: address with the text filled in, from the trainer's own phone.
 * "?&body=" is read by both: Android takes the query's body, iOS the text
 * after "&body=" (https://communications.uams.edu/web/kb/creating-an-sms-link).
 */
export function smsHref(phone: string, body: string): string {
  return `sms:${phone.replace(/[^\d+]/g, "")}?&body=${encodeURIComponent(body)}`;
}

/**
 * WhatsApp's click-to-chat link (wa.me) with the text filled in: the number
 * in full international form, digits only (a nine-digit Polish number gets 48).
 */
export function whatsAppHref(phone: string, text: string): string {
  const digits = phone.replace(/\D/g, "").replace(/^00/, "");
  return `https://wa.me/${digits.length === 9 ? `48${digits}` : digits}?text=${encodeURIComponent(text)}`;
}
