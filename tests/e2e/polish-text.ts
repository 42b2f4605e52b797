// What the Polish checks read: in a page as the server sent it
// (tests/requests/polish.spec.ts) or in the browser, after its scripts
// (group-sessions-public.spec.ts).

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
