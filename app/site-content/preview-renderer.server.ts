import type { SectionDocuments } from "./sections";

/** Renders a public page from a draft of the content, as the server's own request handler does. */
type PreviewRenderer = (path: string, site: SectionDocuments, nonce: string) => Promise<Response>;

let renderer: PreviewRenderer | null = null;

/** Set by the server (server/app.ts), which holds React Router's handler: app/ never imports server/. */
export function setPreviewRenderer(render: PreviewRenderer): void {
  renderer = render;
}

export function renderPreview(path: string, site: SectionDocuments, nonce: string): Promise<Response> {
  if (!renderer) throw new Error("No preview renderer: the server sets it at start");
  return renderer(path, site, nonce);
}
