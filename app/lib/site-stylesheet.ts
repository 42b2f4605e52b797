/** The id of the <style> that carries the site's stylesheet in every document (app/root.tsx). */
export const SITE_STYLESHEET_ID = "site-css";

/** The id of the <style> that carries the font's @font-face rules in every document, apart from the stylesheet linked after the paint. */
export const FONT_FACES_ID = "site-fonts";
