// A film of an exercise is a link to YouTube or Vimeo, never embedded (no
// third party loads on our pages): only the addresses those sites give for a
// film are taken, over https, so the link cannot lead anywhere else.

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_PATH = /^\/\d{1,12}(\/[0-9a-f]{1,20})?\/?$/;

/** The film's address, cleaned ("https://youtu.be/…", "https://www.youtube.com/watch?v=…", "https://vimeo.com/123…"), or null if it is none of those. */
export function videoLink(typed: string): string | null {
  let url: URL;
  try {
    url = new URL(typed.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  if (host === "youtu.be") return YOUTUBE_ID.test(url.pathname.slice(1)) ? url.href : null;
  if (["youtube.com", "www.youtube.com", "m.youtube.com"].includes(host))
    return url.pathname === "/watch" && YOUTUBE_ID.test(url.searchParams.get("v") ?? "") ? url.href : null;
  if (["vimeo.com", "www.vimeo.com"].includes(host)) return VIMEO_PATH.test(url.pathname) && !url.search ? url.href : null;
  return null;
}
