// The request-level tier: a page as the server sent it, parsed by a
// standards-following HTML parser (jsdom) with no script run, and its forms
// sent as a browser without JavaScript sends them. For checks that need no
// browser: server-rendered text, statuses, headers, a plain form post.
import { JSDOM } from "jsdom";
import type { APIRequest, APIRequestContext, APIResponse } from "@playwright/test";
import { HtmlForm } from "./html-form";

/** What a person reads: text with its white space collapsed, as a screen shows it. */
export const readable = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

/** An element's words a page shows, without what no one reads: scripts, styles, templates. */
export function shownText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const unread of copy.querySelectorAll("script, style, template")) unread.remove();
  return readable(copy.textContent);
}

/** A text to find: the exact words (white space aside), or a pattern. */
export type Wording = string | RegExp;

export const matches = (text: string, wording: Wording) => (typeof wording === "string" ? text === readable(wording) : wording.test(text));

export class HtmlPage {
  readonly document: Document;

  constructor(
    readonly response: APIResponse,
    readonly html: string,
    private readonly request: APIRequestContext,
    /** Where text(), link() and form() look: the whole document, or the part region() chose. */
    private readonly root?: Element,
  ) {
    // No script runs and no subresource loads: what a browser without JavaScript has.
    this.document = root?.ownerDocument ?? new JSDOM(html, { url: response.url() }).window.document;
  }

  private all(selector: string): Element[] {
    const scope = this.root ?? this.document;
    return [...(this.root?.matches(selector) ? [this.root] : []), ...scope.querySelectorAll(selector)];
  }

  get url(): string {
    return this.response.url();
  }

  get status(): number {
    return this.response.status();
  }

  /** The readable text of the first element `selector` finds (the whole body, or the part region() chose, by default), or "" when none does. */
  text(selector?: string): string {
    const element = selector ? this.all(selector)[0] : (this.root ?? this.document.body);
    return element ? shownText(element) : "";
  }

  /** The readable text of every element `selector` finds. */
  texts(selector: string): string[] {
    return this.all(selector).map(shownText);
  }

  /** What a person reads in the elements `selector` finds: those shown (see shown()) and not empty. */
  shownTexts(selector: string): string[] {
    return this.all(selector).filter(shown).map(shownText).filter(Boolean);
  }

  /** The part of the page a landmark or heading names (aria-label, aria-labelledby or its first heading). */
  region(name: Wording): HtmlPage {
    const regions = this.all("section, article, nav, main, aside, form, fieldset, [role=region], [aria-label]");
    const found = regions.find((element) => matches(regionName(element), name));
    if (!found) throw new Error(`no part of ${this.url} is named ${String(name)}`);
    return new HtmlPage(this.response, this.html, this.request, found);
  }

  /** The address a link with these words leads to, resolved against the page's. */
  link(name: Wording): string {
    const links = this.all("a[href]") as HTMLAnchorElement[];
    const found = links.find((link) => matches(accessibleText(link), name));
    if (!found) throw new Error(`no link "${String(name)}" on ${this.url}: ${links.map(accessibleText).join(" | ")}`);
    return found.href;
  }

  /** The form `selector` finds (the page's only form by default). */
  form(selector = "form"): HtmlForm {
    const forms = this.all(selector).filter((element) => element.localName === "form");
    if (forms.length !== 1) throw new Error(`${forms.length} forms match "${selector}" on ${this.url}`);
    return new HtmlForm(forms[0] as HTMLFormElement, this.request, (response, html) => new HtmlPage(response, html, this.request));
  }

  /** The form a submit button with these words sends. */
  formOf(button: Wording): HtmlForm {
    const buttons = this.all("button, input[type=submit], input[type=image]") as HTMLButtonElement[];
    const forms = new Set(buttons.filter((element) => element.form && matches(accessibleText(element), button)).map((element) => element.form!));
    if (forms.size !== 1) throw new Error(`${forms.size} forms have a button "${String(button)}" on ${this.url}`);
    return new HtmlForm([...forms][0]!, this.request, (response, html) => new HtmlPage(response, html, this.request));
  }
}

/** A control's or link's name as assistive technology reads it: aria-label, else its words, else its value or title. */
export function accessibleText(element: Element): string {
  const labelledBy = element.getAttribute("aria-labelledby");
  if (labelledBy)
    return readable(
      labelledBy
        .split(/\s+/)
        .map((id) => element.ownerDocument.getElementById(id)?.textContent)
        .join(" "),
    );
  const label = element.getAttribute("aria-label");
  if (label) return readable(label);
  const words = readable(element.textContent);
  if (words) return words;
  return readable(element.getAttribute("value") ?? element.getAttribute("alt") ?? element.getAttribute("title"));
}

function regionName(element: Element): string {
  if (element.hasAttribute("aria-label") || element.hasAttribute("aria-labelledby")) return accessibleText(element);
  return readable(element.querySelector("h1, h2, h3, h4, legend")?.textContent);
}

/** Whether a person sees the element at all: not inside a `hidden` element, a closed <details> (its summary aside) or a <template>. */
export function shown(element: Element): boolean {
  for (let at: Element | null = element; at; at = at.parentElement) {
    if (at.hasAttribute("hidden") || at.localName === "template") return false;
    const details = at.parentElement;
    if (details?.localName === "details" && !details.hasAttribute("open") && at.localName !== "summary") return false;
  }
  return true;
}

/** A visitor of their own (another phone) whose cookie jar starts with these cookies, as a browser that signed in before. */
export function visitorWithCookies(api: APIRequest, baseURL: string, cookies: Record<string, string>): Promise<APIRequestContext> {
  const domain = new URL(baseURL).hostname;
  const jar = Object.entries(cookies).map(([name, value]) => ({
    name,
    value,
    domain,
    path: "/",
    expires: -1,
    httpOnly: true,
    secure: false,
    sameSite: "Lax" as const,
  }));
  return api.newContext({ baseURL, storageState: { cookies: jar, origins: [] } });
}

/** Parses a response already received (a redirect's target, a POST's answer). */
export async function readPage(request: APIRequestContext, response: APIResponse): Promise<HtmlPage> {
  return new HtmlPage(response, await response.text(), request);
}

/** Loads a page as a browser's address bar does: a GET that follows redirects. */
export async function openPage(request: APIRequestContext, url: string, headers: Record<string, string> = {}): Promise<HtmlPage> {
  return readPage(request, await request.get(url, { headers }));
}
