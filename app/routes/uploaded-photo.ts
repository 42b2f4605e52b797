import type { Route } from "./+types/uploaded-photo";
import { getDatabase } from "~/db/database.server";
import { findVariant } from "~/photos/index.server";

const FILE = /^(u-[0-9a-f]{12})-(\d{1,5})\.(avif|webp|jpg)$/;
const CONTENT_TYPES = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" } as const;

// The files of photos uploaded in the editor, from the database, so that
// every instance serves them. A photo's id never names other bytes: cached for a year.
export async function loader({ params }: Route.LoaderArgs) {
  const match = FILE.exec(params.file ?? "");
  const bytes = match ? await findVariant(await getDatabase(), match[1]!, Number(match[2]), match[3]!) : null;
  if (!match || !bytes) return new Response("Nie ma takiego zdjęcia.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": CONTENT_TYPES[match[3] as keyof typeof CONTENT_TYPES],
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
