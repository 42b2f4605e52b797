// How the list of signed-in devices names a device and its session's end.
import type { DeviceFacts, DeviceSystem } from "~/admin/signed-in-device.server";

/** "na …": each system in the locative. */
const ON_SYSTEM: Record<DeviceSystem, string> = {
  android: "na Androidzie",
  iphone: "na iPhonie",
  ipad: "na iPadzie",
  windows: "na Windowsie",
  mac: "na Macu",
  linux: "na Linuksie",
  chromeos: "na Chromebooku",
};

/** "Chrome na Androidzie", "Safari na iPhonie"; what is not known is left out. */
export function deviceName({ browser, system }: DeviceFacts): string {
  if (browser && system) return `${browser} ${ON_SYSTEM[system]}`;
  if (browser) return `Przeglądarka ${browser}`;
  if (system) return `Urządzenie ${ON_SYSTEM[system]}`;
  return "Nieznane urządzenie";
}

/** What a listed session says of how long it lasts. */
export function sessionTerm(remembered: boolean, endsAt: string): string {
  return remembered
    ? `Zapamiętane: zalogowane do ${endsAt}, a każde użycie przedłuża o 90 dni (raz w roku trzeba zalogować się od nowa)`
    : `Zalogowane do ${endsAt}`;
}

/**
 * What "Wyloguj" beside a device does, as the panel's worker does it: the
 * session ends at once; the agenda stored for reading without signal goes
 * when the device next reaches the server with the panel (public/admin/sw.js).
 */
export const DEVICES_LEAD =
  "Tu jest każde urządzenie, na którym panel jest teraz otwarty. Nie znasz któregoś z nich albo telefon przepadł? Stuknij „Wyloguj” przy nim: zostanie wylogowane od razu, a kalendarz zapisany na nim do czytania bez internetu zniknie, gdy tylko panel będzie na nim otwarty z internetem. Dopóki to urządzenie nie ma internetu, ten zapisany kalendarz da się na nim jeszcze przeczytać, najdłużej przez 7 dni.";

export const DEVICE_SIGNED_OUT = (name: string) => `Wylogowano urządzenie: ${name}.`;
export const DEVICE_ALREADY_GONE = "To urządzenie było już wylogowane.";
