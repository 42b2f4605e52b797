// What a folded part of an editor says about itself, so the trainer finds
// the part without opening each: "Pakiet 8 treningów — 1040 zł",
// "urlop: 24–31 grudnia, 8 dni", "pon.–pt. 07:00–21:00, sob. 09:00–13:00".
import { WEEKDAYS } from "~content/booking-schema";
import { dateRangeInWords } from "~/lib/date-range";
import { formatPrice } from "~/lib/format";
import { choiceLabels, labelOf, listLabelOf, patternOf } from "~/site-content";
import type { ChoiceOption, Path } from "./form-draw-context";
import type { SectionKey } from "~/site-content";

type Value = unknown;
const text = (value: Value) => (typeof value === "string" || typeof value === "number" ? String(value).trim() : "");
const record = (value: Value) => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, Value>) : {});
const list = (value: Value) => (Array.isArray(value) ? value : []);

const DAY_NAMES = ["pon.", "wt.", "śr.", "czw.", "pt.", "sob.", "niedz."];

function hoursOf(ranges: Value): string {
  return list(ranges)
    .map((range) => `${text(record(range).from)}–${text(record(range).to)}`)
    .join(", ");
}

/** The week's hours, equal days run together: "pon.–pt. 07:00–21:00, sob. 09:00–13:00, niedz. wolne". */
export function weekSummary(week: Value): string {
  const days = WEEKDAYS.map((day) => hoursOf(record(week)[day]) || "wolne");
  const runs: { first: number; last: number; hours: string }[] = [];
  days.forEach((hours, index) => {
    const run = runs.at(-1);
    if (run && run.hours === hours) run.last = index;
    else runs.push({ first: index, last: index, hours });
  });
  return runs.map(({ first, last, hours }) => `${DAY_NAMES[first]}${last > first ? `–${DAY_NAMES[last]}` : ""} ${hours}`).join(", ");
}

/** A day off or other hours: "urlop: 24–31 grudnia, 8 dni", "szkolenie: 3 marca, 1 dzień, 10:00–14:00". */
function exceptionSummary(exception: Record<string, Value>): string {
  const hours = hoursOf(exception.hours);
  const note = text(exception.note) || (hours ? "inne godziny" : "dzień wolny");
  const range = dateRangeInWords(text(exception.from), text(exception.to));
  return [`${note}: ${range ?? "wpisz daty"}`, hours].filter(Boolean).join(", ");
}

/** An item's name: its title field's value, or the price-list item a booking service is ("Trening personalny — 150 zł"). */
export function itemTitle(section: SectionKey, path: Path, item: Value, packages: ChoiceOption[]): string {
  const values = record(item);
  const titleField = listLabelOf(section, path)?.titleField;
  return (titleField ? text(values[titleField]) : "") || packages.find((option) => option.value === values.package)?.label || "";
}

const isDaysOff = (section: SectionKey, path: Path) => section === "booking" && patternOf(path) === "exceptions";

/** One item of the list at `path`, as its folded line says it. */
export function itemSummary(section: SectionKey, path: Path, item: Value, packages: ChoiceOption[]): string {
  const values = record(item);
  if (isDaysOff(section, path)) return exceptionSummary(values);
  const title = itemTitle(section, path, item, packages);
  const price = text(values.price);
  const details = [
    price && /^\d+$/.test(price) && !title.includes(" zł") ? (Number(price) === 0 ? "bezpłatnie" : formatPrice(Number(price))) : "",
    text(values.durationMinutes) ? `${text(values.durationMinutes)} min` : "",
  ].filter(Boolean);
  return [title || "(bez nazwy)", ...details].join(" — ");
}

/** A part (a list or a group of a section), as its folded heading's second line says it. */
export function partSummary(section: SectionKey, path: Path, value: Value, packages: ChoiceOption[]): string {
  if (section === "booking" && patternOf(path) === "weeklyHours") return weekSummary(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return "brak";
    const titles = value.map((item) =>
      typeof item !== "object"
        ? text(item)
        : isDaysOff(section, path)
          ? itemSummary(section, path, item, packages)
          : itemTitle(section, path, item, packages).split(" — ")[0] || "(bez nazwy)",
    );
    return titles.filter(Boolean).join(" · ");
  }
  // A group of loose fields: each in its few words where it has them ("start co 30 min"), else its text.
  return Object.entries(record(value))
    .map(([key, field]) => {
      const label = labelOf(section, [...path, key]);
      const brief = label?.brief;
      // A yes/no field says "tak" or "nie" in its few words; a fixed choice its name, as the select does.
      const shown = typeof field === "boolean" ? (field ? "tak" : "nie") : label?.choice ? (choiceLabels[text(field)] ?? text(field)) : text(field);
      return typeof field === "object" || !shown ? "" : brief ? brief.replace("{value}", shown) : shown;
    })
    .filter(Boolean)
    .join(" · ");
}
