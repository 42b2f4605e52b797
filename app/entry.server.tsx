// React Router's default Node entry, plus the CSP nonce (every inline script
// and style of a server-rendered page carries this response's nonce), the
// preview's flag, the answer to a database that is away, JavaScript fetched
// after the first paint (decision 018, app/lib/boot-after-paint.ts) and the
// inline stylesheet cut to the document (decision 035).
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "~/hooks/use-nonce";
import { logger } from "~/logger.server";
import { cspNonceContext, databaseUnavailableContext, previewContentContext, wholeDocumentContext } from "~/lib/request-context";
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from "~/db/database-unavailable.server";
import { PreviewContext } from "~/hooks/use-preview";
import { StructuredDataContext } from "~/hooks/use-structured-data";
import { env } from "~/env.server";
import { buildStructuredData, serializeJsonLd } from "~/lib/structured-data";
import { contentFor } from "~/site-content/index.server";
import { deferBootStream } from "~/lib/defer-boot.server";
import { pruneInlineStylesheetStream } from "~/lib/inline-stylesheet.server";

export const streamTimeout = 5_000;

/** Every unexpected loader or action error, logged once; a database that is away marks the response for a 503. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (isDatabaseUnavailable(error)) (context as RouterContextProvider | undefined)?.set(databaseUnavailableContext, true);
  if (!request.signal.aborted) logger.error(error);
};

/** A data request (a client-side navigation) that met the database away: 503 with Retry-After, as for a document. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  if (!(context as RouterContextProvider | undefined)?.get(databaseUnavailableContext)) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", String(RETRY_AFTER_SECONDS));
  return new Response(response.body, { status: 503, headers });
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (loadContext.get(databaseUnavailableContext)) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", String(RETRY_AFTER_SECONDS));
  }
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext) || undefined;
  // The page's JSON-LD, for the document only: it stays out of the page's data.
  const { business, trainer, offer } = contentFor(loadContext);
  const onOfferPage = new URL(request.url).pathname === "/oferta";
  const structuredData = serializeJsonLd(buildStructuredData(env.SITE_URL, business, trainer, onOfferPage ? offer : undefined));
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and the page cache wait for all content: a cached page is then
    // the same bytes whenever it is rendered (on every instance, after an import).
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || loadContext.get(wholeDocumentContext) ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <StructuredDataContext value={structuredData}>
          <PreviewContext value={loadContext.get(previewContentContext) !== null}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </PreviewContext>
        </StructuredDataContext>
      </NonceContext>,
      {
        nonce,
        // A finished <Suspense> part is written in place, however far down the page: React would
        // otherwise move a large one there with a script, and the page must work without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          // Development's <Scripts /> writes several start-up scripts (hot reload's first): they run as written.
          const html = import.meta.env.DEV ? new PassThrough() : deferBootStream();
          // The inline stylesheet keeps what this document uses (decision 035).
          html.pipe(pruneInlineStylesheetStream((error) => logger.error(error))).pipe(body);
          pipe(html);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject and are logged by React Router.
          if (shellRendered) logger.error(error);
        },
      },
    );
  });
}
