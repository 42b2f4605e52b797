/** A tel: address from a displayed number: "+48 500 000 000" → "tel:+48500000000". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
