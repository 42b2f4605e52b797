import slugify from "@sindresorhus/slugify";

/** A form body as the browser (FormData) or the server (URLSearchParams) holds it. */
type FormFields = { get(name: string): unknown; set(name: string, value: string): void; keys(): Iterable<string> };

/**
 * An item's identifier in addresses ("pakiet-8-treningow"), when the trainer
 * left it empty, made from the item's name (or the price-list item a booking
 * service is): a new item gets one without anyone typing it. An identifier
 * already there is kept, since links and other sections name it.
 */
export function fillSlugsFromNames<Fields extends FormFields>(fields: Fields): Fields {
  for (const name of [...fields.keys()]) {
    const item = /^(.+)\.slug$/.exec(name)?.[1];
    if (!item || String(fields.get(name) ?? "").trim() !== "") continue;
    const source = String(fields.get(`${item}.name`) ?? "").trim() || String(fields.get(`${item}.package`) ?? "").trim();
    if (source) fields.set(name, slugify(source));
  }
  return fields;
}
