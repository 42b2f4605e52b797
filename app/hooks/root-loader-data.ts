import type { SiteChrome } from "~/site-content/site-chrome";

/**
 * What the root loader returns (app/root.tsx), named here rather than taken
 * from the loader's type so that the frame's components can read it without
 * importing the root module that renders them.
 */
export type RootLoaderData = SiteChrome;
