import { describe, expect, it } from "vitest";
import { deviceName } from "./devices.messages";
import { deviceFacts } from "./signed-in-device.server";

const AGENTS = {
  "Chrome na Androidzie": "Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  "Safari na iPhonie":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  "Firefox na Windowsie": "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
  "Chrome na Macu": "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Chromium na Linuksie": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chromium/131.0.0.0 Chrome/131.0.0.0 Safari/537.36",
};

describe("a signed-in device's name", () => {
  it.each(Object.entries(AGENTS))("%s", (name, userAgent) => {
    expect(deviceName(deviceFacts(userAgent))).toBe(name);
  });

  it("says what it knows of anything else", () => {
    expect(deviceName(deviceFacts(null))).toBe("Nieznane urządzenie");
    expect(deviceName(deviceFacts("curl/8.5.0"))).toBe("Nieznane urządzenie");
    expect(deviceName({ browser: "Firefox", system: null })).toBe("Przeglądarka Firefox");
    expect(deviceName({ browser: null, system: "android" })).toBe("Urządzenie na Androidzie");
    expect(deviceName(deviceFacts("<script>alert(1)</script>"))).toBe("Nieznane urządzenie");
  });
});
