// The content the tests' mails, calendar files and exports are given: the
// initial content (content/), as a site that has published nothing since.
import { initialSiteContent } from "~/site-content/index.server";

export const PUBLISHED = initialSiteContent();
