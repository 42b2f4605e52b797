// The site's own scripts as the audit recognises them: the built chunks under
// /assets/, which a ratio run blocks (its inline scripts still run), and the
// entry chunk, which starts hydration.
export const SITE_JS_PATTERN = "*/assets/*.js";
export const SITE_CHUNK = /^https?:\/\/[^/]+\/assets\/[^/]+\.js$/;
export const ENTRY_CHUNK = /\/entry\.client-[\w-]+\.js$/;
