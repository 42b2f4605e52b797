// The addresses of /moje-treningi that mails and calendars carry, absolute
// (read away from the site), built with React Router's typed href().
import { href } from "react-router";

/** The one-time sign-in link's page; `query` names the page it leads to (after-sign-in.ts). */
export const signInLinkUrl = (siteUrl: string, token: string, query = "") => `${siteUrl}${href("/moje-treningi/wejscie/:token", { token })}${query}`;

/** A client's own calendar feed. */
export const clientFeedFileUrl = (siteUrl: string, file: string) => `${siteUrl}${href("/moje-treningi/kalendarz/:file", { file })}`;
