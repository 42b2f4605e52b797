import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { adminGuard, requireAdminEnabled } from "~/admin/index.server";
import { contentFor } from "~/site-content/index.server";
import type { PublicChromeHandle } from "~/hooks/use-public-chrome";
import adminStylesheet from "./admin.css?url";

// Before any loader or action below: with the inbox off, every /admin
// address is the ordinary not-found page; with it on, the guard checks the
// Origin and marks every response as private.
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    requireAdminEnabled(contentFor(context).pages.notFound.message);
  },
  adminGuard,
];

export const handle: PublicChromeHandle = { publicChrome: false };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];

export default function AdminLayout() {
  return <Outlet />;
}
