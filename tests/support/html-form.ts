// A parsed form, filled in and sent as a browser without JavaScript sends it
// (HTML's form submission algorithm): its fields and their defaults, the
// button pressed, the browser's own checks (`required`, types, patterns)
// unless `novalidate`, formaction/formmethod/formenctype, line breaks as CRLF,
// multipart with files, and the page's Origin on a POST.
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { accessibleText, matches, readable, type HtmlPage, type Wording } from "./html-page";

/** A file chosen in a file field. */
export type Upload = { name: string; mimeType: string; buffer: Buffer };

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Submitter = HTMLButtonElement | HTMLInputElement;

const NOT_FIELDS = new Set(["hidden", "submit", "button", "image", "reset"]);

export class HtmlForm {
  private readonly uploads = new Map<string, Upload[]>();

  constructor(
    readonly element: HTMLFormElement,
    private readonly request: APIRequestContext,
    private readonly read: (response: APIResponse, html: string) => HtmlPage,
  ) {}

  /** The field a person finds by its label (its <label>, aria-label or aria-labelledby): exact words first, then a part of them. */
  field(label: Wording): Control {
    const fields = ([...this.element.elements] as Control[]).filter((control) => control.localName !== "button" && !NOT_FIELDS.has(control.type));
    const named = fields.map((control) => ({ control, name: fieldLabel(control) }));
    let found = named.filter(({ name }) => matches(name, label));
    if (found.length === 0 && typeof label === "string") found = named.filter(({ name }) => name.toLowerCase().includes(readable(label).toLowerCase()));
    if (found.length !== 1) throw new Error(`${found.length} fields are labelled "${String(label)}": ${named.map(({ name }) => name).join(" | ")}`);
    return found[0]!.control;
  }

  /** Types `value` into a field (or picks an option of a list by its words or value). */
  fill(label: Wording, value: string): this {
    const control = this.field(label);
    if (control.localName === "select") return this.choose(control as HTMLSelectElement, value);
    control.value = value;
    return this;
  }

  /** Ticks (or unticks) a box, or picks a round option. */
  check(label: Wording, checked = true): this {
    const control = this.field(label) as HTMLInputElement;
    if (control.type !== "checkbox" && control.type !== "radio") throw new Error(`"${String(label)}" is a ${control.type} field, not a box`);
    control.checked = checked;
    return this;
  }

  /** Chooses a file in a file field. */
  attach(label: Wording, upload: Upload): this {
    const control = this.field(label) as HTMLInputElement;
    if (control.type !== "file") throw new Error(`"${String(label)}" is not a file field`);
    this.uploads.set(control.name, [...(this.uploads.get(control.name) ?? []), upload]);
    return this;
  }

  /** Sets a field by its name, hidden ones too: what a hand-made request could send. */
  set(name: string, value: string): this {
    const control = this.element.elements.namedItem(name) as Control | null;
    if (!control) throw new Error(`the form has no field named "${name}"`);
    control.value = value;
    return this;
  }

  /** What the form would send now, pressed by `button` (names and values, files by their names). */
  entries(button?: Wording): [string, string][] {
    return this.entryList(this.submitter(button)).map(([name, value]) => [name, typeof value === "string" ? value : value.name]);
  }

  /**
   * Presses `button` (Enter in a field when none is named: the form's first
   * submit button) and sends what a browser would; resolves with the page the
   * browser would show, redirects followed. Throws where the browser would
   * not send: a field its own checks refuse, a disabled button.
   */
  async submit(button?: Wording): Promise<HtmlPage> {
    const submitter = this.submitter(button);
    if (submitter?.disabled) throw new Error(`the button "${String(button)}" is disabled`);
    if (!this.element.noValidate && !submitter?.formNoValidate) this.refuseInvalid();
    const method = (attribute(submitter, this.element, "method") ?? "get").toLowerCase() === "post" ? "post" : "get";
    const action = new URL(attribute(submitter, this.element, "action") || this.element.ownerDocument.URL, this.element.ownerDocument.baseURI);
    const entries = this.entryList(submitter);
    const response = await this.send(method, action, entries, attribute(submitter, this.element, "enctype"));
    return this.read(response, await response.text());
  }

  private async send(method: "get" | "post", action: URL, entries: [string, string | File][], enctype: string | undefined) {
    if (method === "get") {
      action.search = new URLSearchParams(entries.map(([name, value]) => [name, typeof value === "string" ? value : value.name])).toString();
      return this.request.get(action.href);
    }
    // A browser names the page's origin on every POST a form sends.
    const headers = { Origin: new URL(this.element.ownerDocument.URL).origin };
    if (enctype?.toLowerCase() === "multipart/form-data") {
      const body = new FormData();
      for (const [name, value] of entries) body.append(name, value);
      return this.request.post(action.href, { headers, multipart: body });
    }
    const body = new URLSearchParams(entries.map(([name, value]) => [name, typeof value === "string" ? value : value.name])).toString();
    return this.request.post(action.href, { headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" }, data: body });
  }

  private submitter(button: Wording | undefined): Submitter | undefined {
    const buttons = ([...this.element.elements] as Submitter[]).filter((control) => control.type === "submit" || control.type === "image");
    if (button === undefined) return buttons[0];
    const found = buttons.filter((control) => matches(accessibleText(control), button));
    if (found.length !== 1) throw new Error(`${found.length} buttons "${String(button)}" in the form: ${buttons.map(accessibleText).join(" | ")}`);
    return found[0];
  }

  private refuseInvalid() {
    // A file chosen with attach() is not in the DOM's file list: its field is filled for a browser.
    const chosen = (control: Control) => control.type === "file" && this.uploads.has(control.name);
    const invalid = ([...this.element.elements] as Control[]).filter((control) => control.willValidate && !chosen(control) && !control.checkValidity());
    if (invalid.length > 0) {
      throw new Error(
        `the browser would not send the form: ${invalid.map((control) => `"${fieldLabel(control) || control.name}" (${control.validationMessage || "invalid"})`).join(", ")}`,
      );
    }
  }

  /** HTML's entry list, with line breaks as CRLF and chosen files in place of the empty ones. */
  private entryList(submitter: Submitter | undefined): [string, string | File][] {
    const window = this.element.ownerDocument.defaultView!;
    const formData = new window.FormData(this.element, submitter ?? null);
    const uploads = new Map([...this.uploads].map(([name, files]) => [name, [...files]]));
    return [...formData].map(([name, value]) => {
      if (typeof value === "string") return [crlf(name), crlf(value)];
      const upload = uploads.get(name)?.shift();
      return [
        crlf(name),
        upload ? new File([new Uint8Array(upload.buffer)], upload.name, { type: upload.mimeType }) : new File([], "", { type: "application/octet-stream" }),
      ];
    });
  }

  private choose(select: HTMLSelectElement, wording: string): this {
    const option = [...select.options].find((candidate) => readable(candidate.textContent) === readable(wording) || candidate.value === wording);
    if (!option) throw new Error(`the list "${fieldLabel(select)}" has no option "${wording}"`);
    option.selected = true;
    return this;
  }
}

/** A field's name as assistive technology reads it: aria-labelledby, aria-label, its <label>s, else its placeholder or title. */
function fieldLabel(control: Control): string {
  if (control.hasAttribute("aria-labelledby") || control.hasAttribute("aria-label")) return accessibleText(control);
  const labels = readable([...(control.labels ?? [])].map((label) => label.textContent).join(" "));
  return labels || readable(control.getAttribute("placeholder") ?? control.getAttribute("title"));
}

/** A submit button's formX overrides its form's X. */
function attribute(submitter: Submitter | undefined, form: HTMLFormElement, name: "method" | "action" | "enctype"): string | undefined {
  return submitter?.getAttribute(`form${name}`) ?? form.getAttribute(name) ?? undefined;
}

const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, "\r\n");
