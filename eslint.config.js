import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { CAPABILITIES } from "./eslint.capabilities.js";

const INFRASTRUCTURE = ["notifications", "db", "outbound", "forms"];
const SHARED = ["lib", "components", "hooks"];
const APP = ["app", "routes", ...CAPABILITIES, ...INFRASTRUCTURE, ...SHARED, "content"];
const element = (types) => ({ element: { types: { anyOf: [types].flat() } } });
// A folder with entry files is reached from outside only through them:
// index.ts (what the browser may load too), index.server.ts (server code),
// <folder>.lazy.ts (what other folders load with import(), a chunk of its
// own). Inside the folder, modules import each other directly.
const WITH_ENTRIES = [...CAPABILITIES, "notifications", "outbound", "forms"];
const WITHOUT_ENTRIES = ["app", "routes", "db", ...SHARED, "content"];
const ENTRY_FILES = ["index.ts", "index.server.ts", "*.lazy.ts"];
const entryOf = (types) => ({ element: { types: { anyOf: [types].flat() }, fileInternalPath: ENTRY_FILES } });
const file = (paths) => ({ file: { path: paths } });
const FRAMEWORK = { ...element("app"), ...file("app/{root.tsx,entry.client.tsx,entry.server.tsx,routes.ts}") };
const APP_WIDE = { ...element("app"), ...file("app/{env.server.ts,logger.server.ts}") };

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  // React's rules where React runs: the app's modules that reach the browser (server/, scripts/, tests/ and the server-only modules hold no component or hook, and the compiler-based rules were half the lint's rule time there).
  { ...reactHooks.configs.flat.recommended, files: ["app/**/*.{ts,tsx}"], ignores: ["app/**/*.server.ts", "app/**/*.test.ts"] },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    // Code that can reach the browser takes Zod from ~/lib/zod, which turns
    // off its eval-based compiler (the Content-Security-Policy forbids eval).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts", "app/**/*.test.ts", "app/lib/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", message: 'Import { z } from "~/lib/zod" instead.', allowTypeImports: true }] },
      ],
    },
  },
  {
    files: ["tests/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    // Node runs these files itself, stripping their types (scripts/, and what
    // a script or a test starts as a process of its own): only syntax it can
    // erase, and relative imports that name the file, as Node resolves no
    // extension. Vite loads the build's steps and the tests, which may omit it.
    files: ["scripts/**/*.ts", "tests/support/{build-if-stale,observatory-scan,mail-message,local-postgres,sftp-server,wait-for}.ts"],
    ignores: ["scripts/site-images.ts", "scripts/photo-variants.ts", "scripts/precompress.ts", "scripts/**/*.test.ts", "scripts/envelope/minimal-app/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "TSEnumDeclaration", message: "Node cannot strip an enum: use a union of strings." },
        { selector: "TSModuleDeclaration[declare=false]", message: "Node cannot strip a namespace: use a module." },
        { selector: "TSParameterProperty", message: "Node cannot strip a parameter property: assign the field in the constructor." },
        {
          selector: "ImportDeclaration[source.value=/^\\.\\.?\\//]:not([source.value=/\\.(ts|js|json)$/])",
          message: "Node resolves no extension: name the .ts file.",
        },
      ],
    },
  },
  {
    // "Which way imports go" in docs/architecture.md. Each folder is an
    // element; an import between two elements is refused unless a policy
    // below allows it. Tests (beside the code and in tests/) and scripts
    // import what they need.
    files: ["app/**/*.{ts,tsx}", "content/**/*.ts", "server/**/*.ts", "scripts/**/*.ts"],
    ignores: ["**/*.test.ts"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { alwaysTryTypes: true, project: "./tsconfig.json" }, node: true },
      // Re-exports and import() count as much as import statements.
      "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
      "boundaries/elements": [
        { type: "routes", pattern: "app/routes", partialMatch: false },
        ...CAPABILITIES.map((type) => ({ type, pattern: `app/${type}`, partialMatch: false })),
        ...INFRASTRUCTURE.map((type) => ({ type, pattern: `app/${type}`, partialMatch: false })),
        ...SHARED.map((type) => ({ type, pattern: `app/${type}`, partialMatch: false })),
        // The files directly in app/: the framework's and the application-wide ones.
        { type: "app", pattern: "app", partialMatch: false },
        { type: "content", pattern: "content", partialMatch: false },
        { type: "jobs", pattern: "server/jobs", partialMatch: false },
        { type: "server", pattern: "server", partialMatch: false },
        { type: "scripts", pattern: "scripts", partialMatch: false },
        { type: "tests", pattern: "tests", partialMatch: false },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          message: '{{from.element.type}} may not import {{to.element.type}} ({{dependency.source}}): see "Which way imports go" in docs/architecture.md',
          policies: [
            // The framework's files and the routes use everything in app/, each folder through its entries.
            { from: [FRAMEWORK, element("routes")], allow: { to: [element(WITHOUT_ENTRIES), entryOf(WITH_ENTRIES)] } },
            // The environment is parsed with the parsers of its owners.
            { from: APP_WIDE, allow: { to: [APP_WIDE, element(["db", "lib"]), entryOf(["outbound", "backup"]), file("app/admin/password-hash.server.ts")] } },
            // A capability: its neighbours below, the shared infrastructure
            // and helpers, the published content and the content's types.
            {
              from: element(CAPABILITIES),
              allow: {
                to: [APP_WIDE, element(["db", "lib", "components", "hooks", "content"]), entryOf(["notifications", "outbound", "forms"])],
              },
            },
            { from: element(CAPABILITIES.filter((type) => type !== "photos")), allow: { to: entryOf("site-content") } },
            // The capabilities' arrows, lowest first (docs/architecture.md draws them); scheduling, the floor, imports none.
            // waitlist: who waits for a full day; told by bookings' changes, erased and exported with a client's data.
            { from: element("waitlist"), allow: { to: entryOf(["enquiries", "scheduling"]) } },
            // progress: the client's health-data consent, measurements and progress photos (issue 60).
            { from: element("progress"), allow: { to: entryOf("photos") } },
            // training: the exercise library, plans and the workout log; its entries are gated by progress's consent.
            { from: element("training"), allow: { to: entryOf(["photos", "progress"]) } },
            // clients: export and erase a card's training, progress and diet with the rest.
            {
              from: element("clients"),
              allow: { to: entryOf(["enquiries", "scheduling", "waitlist", "progress", "training", "diet", "reviews", "questionnaire"]) },
            },
            // ledger (every sale's order, payments and refunds; issue 79) knows no capability; payments: the payment states and figures.
            { from: element("payments"), allow: { to: entryOf(["scheduling", "ledger"]) } },
            // packages: a withdrawal within 14 days refunds what was paid online through its provider (issue 81).
            { from: element("packages"), allow: { to: entryOf(["clients", "scheduling", "terms", "payments", "ledger", "online-payments"]) } },
            // reviews: bookings' "Odbyło się" asks for a review (issue 62); questionnaire: the first confirmation links to it;
            // online-payments: a session paid at booking, refunded when cancelled (issue 81).
            {
              from: element("bookings"),
              allow: {
                to: entryOf([
                  "enquiries",
                  "site-content",
                  "clients",
                  "scheduling",
                  "packages",
                  "terms",
                  "waitlist",
                  "reviews",
                  "questionnaire",
                  "ledger",
                  "online-payments",
                ]),
              },
            },
            { from: element("series"), allow: { to: entryOf(["clients", "scheduling", "bookings"]) } },
            // groups: sessions with seats (issue 61); a seat is a booking, its time the session's cells.
            {
              from: element("groups"),
              allow: { to: entryOf(["enquiries", "site-content", "clients", "scheduling", "bookings", "packages", "waitlist", "ledger"]) },
            },
            // vouchers: gift vouchers sold on the site (issue 62); a voucher's booking is the bookings' own.
            {
              from: element("vouchers"),
              allow: { to: entryOf(["enquiries", "site-content", "clients", "scheduling", "bookings", "terms", "payments", "ledger", "online-payments"]) },
            },
            // online-payments: orders paid through a provider (issue 81); settled in the ledger, a voucher and a booking by the payers they give.
            { from: element("online-payments"), allow: { to: entryOf("ledger") } },
            // The voucher's PDF is set in the site's font: its print cuts, inlined into the server's bundle.
            { from: element("vouchers"), allow: { to: file("app/fonts/*.ttf") } },
            {
              from: element("agenda"),
              allow: {
                to: entryOf([
                  "enquiries",
                  "clients",
                  "scheduling",
                  "packages",
                  "bookings",
                  "series",
                  "private-calendar",
                  "calendar-feed",
                  "terms",
                  "payments",
                  "groups",
                  "questionnaire",
                  "ledger",
                ]),
              },
            },
            // imports: clients (and their upcoming sessions) brought from Booksy or any sheet (issue 62).
            { from: element("imports"), allow: { to: entryOf(["enquiries", "clients", "scheduling", "bookings", "series", "agenda"]) } },
            // questionnaire: the health questionnaire before the first session, under progress's consent (issue 62).
            { from: element("questionnaire"), allow: { to: entryOf("progress") } },
            // client-reminders: a client's push phones and 2-hour choice (/moje-treningi); the 2-hour reminders are the bookings'.
            { from: element("client-reminders"), allow: { to: entryOf("bookings") } },
            { from: element("calendar-feed"), allow: { to: entryOf(["enquiries", "scheduling", "bookings", "site-content"]) } },
            // The client's own page (/moje-treningi): their bookings, package, payments and card, each through its entries.
            {
              from: element("client-account"),
              allow: { to: entryOf(["enquiries", "scheduling", "bookings", "packages", "payments", "terms", "site-content", "ledger"]) },
            },
            { from: element("admin"), allow: { to: entryOf(["enquiries", "clients", "scheduling", "site-content"]) } },
            { from: element("site-content"), allow: { to: entryOf("photos") } },
            { from: element("content-editor"), allow: { to: entryOf(["site-content", "photos"]) } },
            // Infrastructure: notifications keeps the outbox and its channels
            // and knows no capability (each registers its templates through
            // server/jobs); the database knows no capability but the
            // enquiry's status, a column's type.
            { from: element("notifications"), allow: { to: [APP_WIDE, element(["notifications", "db", "lib"]), entryOf("outbound")] } },
            { from: element("db"), allow: { to: [APP_WIDE, element(["db", "lib"])] } },
            // The outbound guard: every request sent on someone's behalf, to the public internet only.
            { from: element("outbound"), allow: { to: element(["outbound", "lib"]) } },
            // The defences every form uses (time trap, submission keys, honeypot): no capability of their own.
            { from: element("forms"), allow: { to: [APP_WIDE, element(["forms", "db", "lib"])] } },
            { from: element("db"), allow: { to: file("app/enquiries/enquiry-status.ts"), dependency: { kind: "type" } } },
            // Shared pieces: each other, the content's types and the name
            // format of uploaded photos; no capability.
            { from: element(SHARED), allow: { to: [APP_WIDE, element([...SHARED, "content"]), file("app/photos/uploaded-photo.ts")] } },
            {
              from: element(SHARED),
              allow: { to: [file(["app/site-content/sections.ts", "app/site-content/site-chrome.ts"])], dependency: { kind: "type" } },
            },
            // The initial content validates with the shared Zod, the phone
            // format and the sections.
            { from: element("content"), allow: { to: [element(["content", "lib"]), file(["app/enquiries/phone.ts", "app/site-content/sections.ts"])] } },
            // The HTTP layer runs the app; its jobs may use any capability.
            { from: element(["server", "jobs"]), allow: { to: [element([...WITHOUT_ENTRIES, "server", "jobs"]), entryOf(WITH_ENTRIES)] } },
            // Scripts use what they need, but nothing imports them.
            { from: element("scripts"), allow: { to: element([...APP, "server", "jobs", "scripts", "tests"]) } },
          ],
        },
      ],
    },
  },
);
