/** The id of the <style> that carries the site's stylesheet in every document (app/root.tsx). */
export const SITE_STYLESHEET_ID = "site-css";
