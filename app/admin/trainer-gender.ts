import type { Gender } from "~/lib/polish-grammar";
import type { SiteChrome } from "~/site-content";

/**
 * The gender the panel's words agree with, from the root loader's data; the
 * content's default (masculine) for a page whose root loader did not run (a
 * request stopped before the loaders).
 */
export function trainerGenderOf(rootData: SiteChrome | undefined): Gender {
  return rootData?.trainer.gender ?? "masculine";
}
