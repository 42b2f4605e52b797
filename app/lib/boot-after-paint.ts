/**
 * The page's JavaScript only makes interactive what is already on screen, so
 * it is fetched after the first paint instead of competing with the HTML, the
 * fonts and the hero photo on a slow phone. The server leaves React Router's
 * module preloads and start-up script inert (app/defer-boot.server.ts); this
 * script, run where the page ends, wakes them once the browser has painted.
 */
export const INERT_PRELOAD_REL = "modulepreload-after-paint";
export const INERT_BOOT_ATTRIBUTE = "data-boot-after-paint";

/** A hidden tab paints nothing: start anyway after this long. */
const BOOT_AT_THE_LATEST_MS = 3000;

export const BOOT_AFTER_PAINT = `(function () {
  var booted = false;
  function boot() {
    if (booted) return;
    booted = true;
    document.querySelectorAll('link[rel="${INERT_PRELOAD_REL}"]').forEach(function (inert) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = inert.href;
      document.head.appendChild(link);
    });
    var inertBoot = document.querySelector("script[${INERT_BOOT_ATTRIBUTE}]");
    if (!inertBoot) return;
    var script = document.createElement("script");
    script.type = "module";
    script.nonce = inertBoot.nonce;
    script.textContent = inertBoot.textContent;
    document.body.appendChild(script);
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
})();`;
