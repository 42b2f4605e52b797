// Checks every content file against its schema; the build runs this first.
import { sections, sectionSchemas } from "../app/site-content/sections";
import { site } from "./index";
import { validateContent } from "./validate";

export function validateSite(): void {
  for (const { key, file } of sections) validateContent(file, sectionSchemas[key], site[key]);
}
