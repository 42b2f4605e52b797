import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { requireAdminEnabled } from "~/admin-auth.server";
import type { PublicChromeHandle } from "~/hooks/use-public-chrome";
import adminStylesheet from "./admin.css?url";

// Before any loader or action below: with the inbox off, every /admin
// address is the ordinary not-found page.
export const middleware: Route.MiddlewareFunction[] = [
  () => {
    requireAdminEnabled();
  },
];

export const handle: PublicChromeHandle = { publicChrome: false };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];

export default function AdminLayout() {
  return <Outlet />;
}
