// What a person types, read leniently and written in the one form the site
// stores: "9:00" is 09:00, "24.12.2026" is 2026-12-24. Anything not read is
// returned as typed, so the schema's own message says what to write.

/** "9:00", "9.30", "9", "0930" → "09:00", "09:30", "09:00", "09:30"; the time picker's "09:00" as it is. */
export function readClockTime(typed: string): string {
  const text = typed.trim();
  const match = /^(\d{1,2})(?:[:.,h ]?(\d{2}))?$/.exec(text);
  if (!match) return typed;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  if (hours > 24 || minutes > 59) return typed;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

/** "24.12.2026", "24/12/2026", "24-12-2026", "2026-12-24" → "2026-12-24". */
export function readDate(typed: string): string {
  const text = typed.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const polish = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : polish ? [polish[3], polish[2], polish[1]] : [];
  if (!year || !month || !day) return typed;
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** "00001", "00 001" → "00-001". */
export function readPostalCode(typed: string): string {
  const digits = typed.replace(/[\s-]/g, "");
  return /^\d{5}$/.test(digits) ? `${digits.slice(0, 2)}-${digits.slice(2)}` : typed;
}

/** "PL 123-456-78-90" → "1234567890": a NIP as it is written on an invoice. */
export function readTaxId(typed: string): string {
  const digits = typed.replace(/^\s*PL/i, "").replace(/[\s-]/g, "");
  return /^\d{10}$/.test(digits) ? digits : typed;
}
