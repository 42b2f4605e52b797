import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import fc from "fast-check";
import postcss from "postcss";
import { describe, expect, it } from "vitest";
import { pruneInlineStylesheet, pruneInlineStylesheetStream } from "./inline-stylesheet.server";
import { prunableStylesheet, vocabularyOf } from "./used-css.server";

const used = (css: string, markup: string) => prunableStylesheet(css).usedBy(vocabularyOf(markup));

describe("the stylesheet cut to a document", () => {
  it("keeps the rules whose classes the markup has and drops the others", () => {
    const css = ".card{padding:1rem}.lightbox{position:fixed}.card .title{font-weight:700}";
    expect(used(css, '<div class="card"><h2 class="title">A</h2></div>')).toBe(".card{padding:1rem}.card .title{font-weight:700}");
    expect(used(css, '<div class="lightbox"></div>')).toBe(".lightbox{position:fixed}");
  });

  it("keeps a rule for elements the markup has, and states and negations it cannot see", () => {
    const css = "details summary{cursor:pointer}table{width:100%}.link:hover{color:red}:where(.list>:not(:last-child)){margin:0}.a:not(.b){color:blue}";
    expect(used(css, '<details><summary class="link">?</summary></details><ul class="list a"></ul>')).toBe(
      "details summary{cursor:pointer}.link:hover{color:red}:where(.list>:not(:last-child)){margin:0}.a:not(.b){color:blue}",
    );
  });

  it("keeps a rule with a list of selectors when one of them can match", () => {
    expect(used(".x,.y{color:red}:is(.p,.q) span{color:blue}", '<p class="y"><span class="q"></span></p>')).toBe(".x,.y{color:red}:is(.p,.q) span{color:blue}");
    expect(used(".x,.y{color:red}", '<p class="z"></p>')).toBe("");
  });

  it("drops a media query or a layer left empty, and keeps fonts, animations and the layers' order", () => {
    const css =
      "@layer theme,base;@font-face{font-family:A;src:url(a.woff2)}@keyframes in{0%{opacity:0}}@media(min-width:48rem){.md\\:hidden{display:none}}@layer base{.skip{top:0}}";
    expect(used(css, '<p class="md:hidden"></p>')).toBe(
      "@layer theme,base;@font-face{font-family:A;src:url(a.woff2)}@keyframes in{0%{opacity:0}}@media(min-width:48rem){.md\\:hidden{display:none}}",
    );
  });

  it("keeps the variables the kept rules or the markup read, and the ones those read", () => {
    const css =
      "@layer theme{:root,:host{--color-ink:#111;--color-accent:#cf3;--text-lg:1.125rem;--text-lg--line-height:var(--leading);--leading:1.5;--unused:0}}" +
      '@property --tw-shadow{syntax:"*";inherits:false}@property --tw-blur{syntax:"*";inherits:false}' +
      ".text-ink{color:var(--color-ink)}.text-lg{font-size:var(--text-lg);line-height:var(--text-lg--line-height)}.shadow{box-shadow:var(--tw-shadow)}";
    const markup = '<p class="text-ink text-lg shadow" style="border-color:var(--color-accent)"></p>';
    expect(used(css, markup)).toBe(
      "@layer theme{:root,:host{--color-ink:#111;--color-accent:#cf3;--text-lg:1.125rem;--text-lg--line-height:var(--leading);--leading:1.5}}" +
        '@property --tw-shadow{syntax:"*";inherits:false}' +
        ".text-ink{color:var(--color-ink)}.text-lg{font-size:var(--text-lg);line-height:var(--text-lg--line-height)}.shadow{box-shadow:var(--tw-shadow)}",
    );
  });

  it("keeps exactly the class rules the markup uses, whatever the classes and their order (property)", () => {
    const names = ["card", "lead", "md:grid", "w-1/2", "hero", "nav"] as const;
    const escape = (name: string) => name.replace(/[:/]/g, (character) => `\\${character}`);
    const css = names.map((name, index) => `.${escape(name)}{order:${index}}`).join("");
    const stylesheet = prunableStylesheet(css);
    fc.assert(
      fc.property(fc.shuffledSubarray([...names]), (present) => {
        const markup = present.map((name) => `<i class="x ${name}"></i>`).join("");
        const out = stylesheet.usedBy(vocabularyOf(markup));
        const kept = postcss.parse(out).nodes.map((node) => (node.type === "rule" ? node.selector : ""));
        expect(kept).toEqual(names.filter((name) => present.includes(name)).map((name) => `.${escape(name)}`));
      }),
    );
  });
});

describe("a document's inline stylesheet", () => {
  it("is cut to what the rest of the document uses", () => {
    const html = '<html><head><style id="site-css" nonce="n">.used{color:red}.unused{color:blue}</style></head><body><p class="used">A</p></body></html>';
    expect(pruneInlineStylesheet(html)).toBe(
      '<html><head><style id="site-css" nonce="n">.used{color:red}</style></head><body><p class="used">A</p></body></html>',
    );
  });

  it("leaves a document without it as it is", () => {
    const html = "<html><head><style>.a{color:red}</style></head><body></body></html>";
    expect(pruneInlineStylesheet(html)).toBe(html);
  });

  it("streamed, leaves whole and reports a document whose stylesheet cannot be read, instead of failing the response", async () => {
    const html = '<html><head><style id="site-css">.used{color:red</style></head><body><p class="used">A</p></body></html>';
    const errors: unknown[] = [];
    const chunks = [html.slice(0, 20), html.slice(20)].map((part) => Buffer.from(part));
    expect(await text(Readable.from(chunks).pipe(pruneInlineStylesheetStream((error) => errors.push(error))))).toBe(html);
    expect(errors).toHaveLength(1);
  });
});
