export type NormalizedError = { status: number; message: string };

export const GENERIC_ERROR_MESSAGE = "Wystąpił nieoczekiwany błąd";

const defaultMessages: Record<number, string> = {
  400: "Nie udało się odczytać wysłanych danych",
  403: "Brak dostępu",
  404: "Nie znaleziono strony",
  405: "Ta strona nie przyjmuje formularzy",
  413: "Przesłane dane są zbyt duże",
  429: "Zbyt wiele prób — spróbuj ponownie za chwilę",
  500: GENERIC_ERROR_MESSAGE,
  503: "Strona jest chwilowo niedostępna",
};

// React Router replaces server errors with this English text in production.
const SANITIZED_SERVER_ERROR = "Unexpected Server Error";

function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

function asStatus(value: unknown): number | undefined {
  return typeof value === "number" && Number.isInteger(value) && value >= 400 && value <= 599 ? value : undefined;
}

function asMessage(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" && value !== SANITIZED_SERVER_ERROR ? value : undefined;
}

/**
 * Every error becomes a status and a Polish-facing message: the status from
 * `status`, `statusCode` or `response.status` (else 500); the message from
 * `message`, else the error itself when it is a string, else a route error
 * response's data or status text, else a generic text for the status.
 */
export function normalizeError(error: unknown): NormalizedError {
  const status = asStatus(field(error, "status")) ?? asStatus(field(error, "statusCode")) ?? asStatus(field(field(error, "response"), "status")) ?? 500;
  const message = asMessage(field(error, "message")) ?? asMessage(error) ?? asMessage(field(error, "data")) ?? defaultMessages[status] ?? GENERIC_ERROR_MESSAGE;
  return { status, message };
}
