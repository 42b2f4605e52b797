import { describe, expect, it } from "vitest";
import { isConnectionFailure } from "./use-reload-when-offline";

describe("isConnectionFailure", () => {
  it("knows a fetch that never reached the server, in each browser's words", () => {
    for (const message of ["Failed to fetch", "Load failed", "NetworkError when attempting to fetch resource."])
      expect(isConnectionFailure(new TypeError(message))).toBe(true);
  });

  it("leaves a mistake in the page's code to the error page: loading it again would fail again", () => {
    expect(isConnectionFailure(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isConnectionFailure(new Error("Failed to fetch"))).toBe(false);
    expect(isConnectionFailure({ status: 404 })).toBe(false);
  });
});
