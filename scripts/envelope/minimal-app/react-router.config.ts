// The minimal React Router page that `npm run audit:perf` measures beside the
// site (docs/performance.md, issue 29): the `create-react-router` default
// template's shape, without its CSS framework and web font. The build goes to
// the temporary directory the audit names (scripts/envelope/reference.ts).
import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  buildDirectory: process.env.MINIMAL_APP_BUILD_DIR ?? "build",
} satisfies Config;
