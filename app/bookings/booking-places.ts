// Where a session happens, in the words a visitor reads on the page and in the mail.
import type { Place } from "../../content/booking-schema";
import { formatPrice } from "~/lib/format";

type Address = { street: string; locality: string };

export function placeDescription(place: Place, address: Address): string {
  if (place === "studio") return `Studio, ${address.street}, ${address.locality}`;
  if (place === "online") return "Online — link do rozmowy wideo przyjdzie e-mailem przed spotkaniem";
  return "W plenerze — miejsce ustalimy telefonicznie";
}

/** "bezpłatnie" or "150 zł". */
export function priceLabel(price: number): string {
  return price === 0 ? "bezpłatnie" : formatPrice(price);
}
