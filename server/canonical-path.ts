/**
 * The one address of a page asked for with trailing slashes (/oferta/ →
 * /oferta), or null when `path` needs no redirect. Leading slashes and
 * backslashes collapse to one: a Location of `//evil.example` (or
 * `/\evil.example`, which browsers read the same) would send the visitor to
 * another site. Written as loops: a regex like /\/+$/ is quadratic on a long
 * run of slashes.
 */
export function canonicalPath(path: string): string | null {
  if (path.length <= 1 || !path.endsWith("/")) return null;
  let end = path.length;
  while (end > 0 && path[end - 1] === "/") end--;
  let start = 0;
  while (start < end && (path[start] === "/" || path[start] === "\\")) start++;
  return `/${path.slice(start, end)}`;
}
