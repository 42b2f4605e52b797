// Which browser and system a session was begun in, read from its User-Agent
// by Bowser, for the list of signed-in devices: facts only, named in Polish
// by devices.messages.ts.
import Bowser from "bowser";

export type DeviceSystem = "android" | "iphone" | "ipad" | "windows" | "mac" | "linux" | "chromeos";
export type DeviceFacts = { browser: string | null; system: DeviceSystem | null };

const SYSTEMS: Record<string, DeviceSystem> = {
  Android: "android",
  Windows: "windows",
  macOS: "mac",
  Linux: "linux",
  "Chrome OS": "chromeos",
};

export function deviceFacts(userAgent: string | null): DeviceFacts {
  if (!userAgent) return { browser: null, system: null };
  const parsed = Bowser.parse(userAgent);
  const system = parsed.os.name === "iOS" ? (parsed.platform.model === "iPad" ? "ipad" : "iphone") : (SYSTEMS[parsed.os.name ?? ""] ?? null);
  return { browser: parsed.browser.name ?? null, system };
}
