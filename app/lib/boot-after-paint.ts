/**
 * The page's JavaScript only makes interactive what is already on screen, so
 * it is fetched after the first paint instead of competing with the HTML, the
 * fonts and the hero photo on a slow phone. The server leaves React Router's
 * module preloads and start-up script inert (app/lib/defer-boot.server.ts); this
 * script, run where the page ends, wakes them once the browser has painted.
 * It then evaluates the modules one task at a time, the entry (which
 * hydrates) last through the start-up script: no single task holds the main
 * thread long enough to delay a tap.
 */
export const INERT_PRELOAD_REL = "modulepreload-after-paint";
export const INERT_BOOT_ATTRIBUTE = "data-boot-after-paint";
/**
 * The whole stylesheet: every document links it (app/root.tsx, marked with
 * AFTER_PAINT_ATTRIBUTE) and carries inline only the rules its markup can use
 * (decision 035); the server leaves the link inert, and it is fetched with the
 * scripts, for what they show.
 */
export const AFTER_PAINT_ATTRIBUTE = "data-after-paint";
export const STYLESHEET_AFTER_PAINT_REL = "stylesheet-after-paint";

/**
 * Set on <html> once the page has painted: photos below the fold wait for it
 * (.picture-after-paint in app/app.css, decision 036).
 */
const PAINTED_CLASS = "painted";

/** A hidden tab paints nothing: start anyway after this long. */
const BOOT_AT_THE_LATEST_MS = 3000;

// Written out readably here, sent without its line breaks and indentation
// (so: no // comments inside).
export const BOOT_AFTER_PAINT = `(function () {
  var booted = false;
  function start(inertBoot) {
    var script = document.createElement("script");
    script.type = "module";
    script.nonce = inertBoot.nonce;
    script.textContent = inertBoot.textContent;
    document.body.appendChild(script);
  }
  function boot() {
    if (booted) return;
    booted = true;
    document.documentElement.classList.add("${PAINTED_CLASS}");
    document.querySelectorAll('link[rel="${STYLESHEET_AFTER_PAINT_REL}"]').forEach(function (link) { link.rel = "stylesheet"; });
    var inertBoot = document.querySelector("script[${INERT_BOOT_ATTRIBUTE}]");
    if (!inertBoot) return;
    var entry = (inertBoot.textContent.match(/import\\("([^"]+)"\\);?\\s*$/) || [])[1];
    var modules = [];
    document.querySelectorAll('link[rel="${INERT_PRELOAD_REL}"]').forEach(function (link) {
      link.rel = "modulepreload";
      if (link.getAttribute("href") !== entry) modules.push(link.href);
    });
    /* React DOM first (its own chunk, see vite.config.ts): React Router's
       chunk imports it, and would otherwise evaluate both in one long task. */
    modules.sort(function (a, b) { return (b.indexOf("/react-dom-") >= 0) - (a.indexOf("/react-dom-") >= 0); });
    /* Evaluation starts in a task after the one that woke the preloads:
       together they made one of the longest tasks of the page. */
    function evaluate(index) {
      if (index === modules.length) return start(inertBoot);
      import(modules[index]).then(function () {
        setTimeout(function () { evaluate(index + 1); });
      }, function () { start(inertBoot); });
    }
    setTimeout(function () { evaluate(0); });
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf("paint") >= 0) {
    new PerformanceObserver(function (_list, observer) {
      observer.disconnect();
      setTimeout(boot);
    }).observe({ type: "paint", buffered: true });
    setTimeout(boot, ${BOOT_AT_THE_LATEST_MS});
  } else {
    requestAnimationFrame(function () { setTimeout(boot); });
  }
})();`.replace(/\s*\n\s*/g, "");
