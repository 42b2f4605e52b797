import { describe, expect, it } from "vitest";
import { GENERIC_ERROR_MESSAGE, normalizeError } from "./normalize-error";

describe("normalizeError", () => {
  it("reads the status from status, statusCode or response.status, in that order", () => {
    expect(normalizeError({ status: 404 }).status).toBe(404);
    expect(normalizeError({ statusCode: 403 }).status).toBe(403);
    expect(normalizeError({ response: { status: 429 } }).status).toBe(429);
    expect(normalizeError({ status: 410, statusCode: 403 }).status).toBe(410);
  });

  it("falls back to 500 when no status is usable", () => {
    expect(normalizeError(new Error("boom")).status).toBe(500);
    expect(normalizeError({ status: "404" }).status).toBe(500);
    expect(normalizeError({ status: 200 }).status).toBe(500);
    expect(normalizeError(null).status).toBe(500);
  });

  it("takes the message, else the string itself, else a generic text", () => {
    expect(normalizeError(new Error("Brak połączenia")).message).toBe("Brak połączenia");
    expect(normalizeError("Coś poszło nie tak")).toEqual({ status: 500, message: "Coś poszło nie tak" });
    expect(normalizeError(42).message).toBe(GENERIC_ERROR_MESSAGE);
    expect(normalizeError(undefined).message).toBe(GENERIC_ERROR_MESSAGE);
  });

  it("reads a route error response's data and falls back to a Polish text per status", () => {
    expect(normalizeError({ status: 404, statusText: "Not Found", data: null }).message).toBe("Nie znaleziono strony");
    expect(normalizeError({ status: 400, data: "Zły formularz" }).message).toBe("Zły formularz");
  });

  it("never shows React Router's English placeholder for hidden server errors", () => {
    expect(normalizeError({ message: "Unexpected Server Error" }).message).toBe(GENERIC_ERROR_MESSAGE);
  });
});
