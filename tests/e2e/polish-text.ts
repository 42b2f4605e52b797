// What the Polish checks read, shared by the browser half (run in the page,
// after its scripts) and the request half (on the HTML as sent) of polish.spec.ts.

/**
 * Every text node a visitor can read (not scripts, styles or testimonials'
 * quotes when `skipQuotes`). Self-contained: the browser half hands it to
 * page.evaluate, where `doc` is the page's document.
 */
export function readableTextNodes(skipQuotes: boolean, doc: Document = document): string[] {
  const texts: string[] = [];
  const SHOW_TEXT = 4; // NodeFilter.SHOW_TEXT, not a global outside a browser
  const walker = doc.createTreeWalker(doc.body, SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest("script, style, noscript, template") || (skipQuotes && parent.closest("blockquote"))) continue;
    if (node.textContent?.trim()) texts.push(node.textContent);
  }
  return texts;
}
