import { createContext, useContext } from "react";

/** True while the server renders the editor's "Podgląd": a page of an unsaved draft, shown without scripts. */
export const PreviewContext = createContext(false);

export function usePreview(): boolean {
  return useContext(PreviewContext);
}
