// Which addresses React Router would answer with its catch-all 404 route,
// asked on every request the page cache and the build's files do not answer:
// React Router's matchRoutes compiles every route's pattern on each call
// (about 0.6 ms here), so the patterns are compiled once, at start.

type BuildRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

/** Every route's full path (layouts add nothing, an index route is its parent's path). */
function fullPaths(routes: BuildRoute[], parentId: string | undefined, prefix: string): { id: string; path: string; caseSensitive: boolean }[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .flatMap((route) => {
      const path = route.path ? `${prefix}/${route.path}`.replace(/\/+/g, "/") : prefix;
      return [{ id: route.id, path: path || "/", caseSensitive: route.caseSensitive ?? false }, ...fullPaths(routes, route.id, path)];
    });
}

function patternOf(path: string, caseSensitive: boolean): RegExp {
  if (/[?()]/.test(path)) throw new Error(`Route pattern ${path}: only static, :param and * segments are supported`);
  const body = path
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment === "*" ? "(?:/.*)?" : segment.startsWith(":") ? "/[^/]+" : `/${segment.replace(/[.*+^${}|[\]\\]/g, "\\$&")}`))
    .join("");
  return new RegExp(`^${body}/?$`, caseSensitive ? "" : "i");
}

/** Answers whether an address reaches only the route `catchAllId` (the root `*` route), as React Router matches the build's routes. */
export function routeMatcher(routes: Record<string, BuildRoute | undefined>, catchAllId: string): (pathname: string) => boolean {
  const list = Object.values(routes).filter((route): route is BuildRoute => route !== undefined);
  const others = fullPaths(list, undefined, "")
    .filter((route) => route.id !== catchAllId && list.some((other) => other.id === route.id && (other.path !== undefined || other.index)))
    .map((route) => patternOf(route.path, route.caseSensitive));
  return (pathname) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      decoded = pathname;
    }
    return !others.some((pattern) => pattern.test(decoded));
  };
}
