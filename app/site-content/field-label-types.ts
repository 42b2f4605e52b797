// The shape of the editor's words for a field or a list: what every section's
// labels module (business-field-labels.ts, booking-field-labels.ts, …) fills
// in and field-labels.ts gathers. A module of its own, so that the sections'
// modules and the gathering one import it and not each other.

/**
 * A number's unit in a change summary, named by its plural, declined there for
 * each number: "lata" writes "1 rok", "3 lata", "6 lat"; "zł" writes a price
 * as the site does ("1040 zł").
 */
export type Unit = "zł" | "lata" | "miesiące" | "tygodnie" | "dni" | "godziny" | "minuty" | "treningi";

/**
 * What the editor calls each field, and where it shows on the site. Keys are
 * paths in the section's document, with [] for "every item of this list":
 * "packages[].price".
 */
export type FieldLabel = {
  label: string;
  /** Under the label: where it shows, what to write. */
  hint?: string;
  /** A few sentences: a text area rather than one line. */
  long?: boolean;
  /** The unit of a number, for the summary of a change: "6 lat → 3 lata". */
  unit?: Unit;
  /** The value is one of the fixed choices: a summary names it as the select does ("W studiu"). */
  choice?: boolean;
  /**
   * What the summary of a change calls the field, when the label is a
   * question or does not take the item after it: a noun phrase, the item's
   * place ("pozycji cennika „…”") put at "{where}" (else after it) and the values
   * ("07:00 → 08:00") at "{change}" (else after a colon). Without it, the
   * label less a note in brackets: "Cena pozycji cennika „Pakiet 8 treningów”: 1040 zł → 1100 zł".
   */
  summary?: string;
  /** A group of fields: their place in a summary, in the genitive ("strony głównej"). */
  where?: string;
  /** The phone's own picker or keyboard for the field: a date or time picker, the number pad, the phone or e-mail keyboard. */
  input?: "date" | "time" | "numeric" | "tel" | "email" | "url";
  /** A technical field the site fills in itself: drawn folded under "Zaawansowane". */
  advanced?: boolean;
  /** The field in the few words of its folded part's summary, "{value}" its value: "start co {value} min". */
  brief?: string;
};

/** A list's items: "Dodaj pozycję cennika", "Cena pozycji cennika „…”". */
export type ListLabel = FieldLabel & {
  /** One item, as in "Usuń pakiet". */
  item: string;
  /** One item in the genitive, as in "Cena pakietu „…”". */
  itemGenitive: string;
  /** The field whose value names an item in headings and summaries. */
  titleField?: string;
  /**
   * An item's place in a summary, "{title}" its title and "{outer}" the place
   * of what holds the list; by default the genitive and the title,
   * "pakietu „Pakiet 8 treningów”". Without "{title}" it is the list's own
   * place: "w poniedziałek".
   */
  where?: string;
  /** The summary of an item added or removed, "{item}", "{title}" and "{where}" filled in: by default "Dodano pakiet „…”" ("… do pakietu „…”" in an item). */
  added?: string;
  removed?: string;
};

export type SectionLabels = { fields: Record<string, FieldLabel>; lists: Record<string, ListLabel> };
