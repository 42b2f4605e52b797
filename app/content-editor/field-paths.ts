// Where in an editor's form a value stands, by the form's field names
// ("gallery.items[2].photo"), so that a refusal can be said beside the field.

/** The names of the fields of `value` (an editor value) that hold one of `wanted`. */
export function fieldsHolding(value: unknown, wanted: readonly string[]): string[] {
  const names: string[] = [];
  const walk = (node: unknown, name: string) => {
    if (typeof node === "string") {
      if (wanted.includes(node)) names.push(name);
    } else if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${name}[${index}]`));
    else if (node && typeof node === "object") for (const [key, item] of Object.entries(node)) walk(item, name ? `${name}.${key}` : key);
  };
  walk(value, "");
  return names;
}
