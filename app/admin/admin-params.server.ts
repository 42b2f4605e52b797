import { data } from "react-router";

export const ENQUIRY_GONE = "Nie ma takiego zapytania — mogło zostać usunięte.";

/** A route's numeric id, or a 404 with `message` for anything else. */
export function idParam(value: string | undefined, message: string): number {
  const id = Number(value);
  if (!/^[1-9]\d{0,15}$/.test(value ?? "") || !Number.isSafeInteger(id)) throw data(message, { status: 404 });
  return id;
}

/** Where to go back to after an action: an inbox address only, never another site. */
export function backTo(value: string | null | undefined, fallback = "/admin"): string {
  return value && /^\/admin(?:[/?]|$)/.test(value) ? value : fallback;
}
