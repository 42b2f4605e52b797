/**
 * A value as a form drawn from its schema posts it: "packages[1].price" =
 * "1100", a ticked box as "on", nothing for an unticked one. For the
 * measuring scripts and tests that publish without a browser.
 */
export function formFields(value: unknown, name = "", fields = new URLSearchParams()): URLSearchParams {
  if (Array.isArray(value)) value.forEach((item, index) => formFields(item, `${name}[${index}]`, fields));
  else if (value && typeof value === "object") for (const [key, item] of Object.entries(value)) formFields(item, name ? `${name}.${key}` : key, fields);
  else if (value === true) fields.append(name, "on");
  else if (value !== false && value !== null && value !== undefined) fields.append(name, String(value));
  return fields;
}
