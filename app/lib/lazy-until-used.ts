import { lazy, type ComponentType } from "react";

/** What counts as starting to use a form: touching, focusing or typing in it. */
const FIRST_USE = ["pointerdown", "focusin", "keydown"] as const;

/** Calls `then` once the visitor first uses `element`. */
function onFirstUse(element: Element, then: () => void) {
  const listener = (event: Event) => {
    if (!element.contains(event.target as Node)) return;
    for (const type of FIRST_USE) window.removeEventListener(type, listener, true);
    then();
  };
  // On the window, before React's own listener on the document: until the part is hydrated, React
  // stops these events there, to replay them once it is.
  for (const type of FIRST_USE) window.addEventListener(type, listener, true);
}

/**
 * A part of a page that matters only once the visitor uses it (a form), in
 * the browser. Taking over a page the server rendered, React keeps the
 * part's HTML as it is, and it works as it is (the site's forms work without
 * JavaScript); its code is fetched and hydrated when the visitor first
 * touches, focuses or types in it: visitors who only read never download it.
 * Rendered anew in the browser (a client-side navigation) it loads at once.
 * Render it inside <Suspense>, and call `loadNow()` before anything around
 * it changes (a navigation): until its code is there, React cannot update it.
 */
export function lazyUntilUsed<Props>(elementId: string, load: () => Promise<ComponentType<Props>>) {
  let loadNow!: () => void;
  const used = new Promise<void>((resolve) => (loadNow = resolve));
  // React asks for the code the first time it renders the part: during hydration its HTML is on the page.
  const Component = lazy(() => {
    const fromServer = document.getElementById(elementId);
    if (fromServer) onFirstUse(fromServer, loadNow);
    else loadNow();
    return used.then(load).then((loaded) => ({ default: loaded }));
  });
  return { Component, loadNow };
}
