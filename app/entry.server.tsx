import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { preloadModule } from "react-dom";
import { renderToPipeableStream } from "react-dom/server";
import messageChunks from "virtual:message-chunks";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { dialogMessagesFor, preloadDialogsFor } from "#app/components/dialog-openers.tsx";
import { accountControls } from "#app/components/site-header.tsx";
import { cspNonceContext, servicesContext } from "#server/context.ts";
import { getLocale } from "#app/middleware/i18next.ts";
import { isLocale } from "#core/locales.ts";
import { serverMessages } from "#app/edge/messages.server.ts";
import { MessageSourceProvider, namespacesOf } from "#app/utils/i18n.tsx";
import { NonceProvider } from "#app/utils/nonce.tsx";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { search } = new URL(request.url);
  // A page that opens a dialog at once (`?auth=…`) is rendered with it whole, so it works
  // without JavaScript; other pages load a dialog's code only when it is first opened. The
  // header's account controls are loaded once per process: signed-in pages render them whole.
  await Promise.all([preloadDialogsFor(search), accountControls.preload()]);
  const nonce = loadContext.get(cspNonceContext);
  const locale = getLocale(loadContext);
  const messages = serverMessages(isLocale(locale) ? locale : "en");
  // The browser loads the page's messages before it hydrates: fetched with its scripts, not after.
  const namespaces = [
    ...namespacesOf(
      routerContext.staticHandlerContext.matches.map(
        (match) => routerContext.routeModules[match.route.id]?.handle,
      ),
    ),
    ...dialogMessagesFor(search),
  ];
  const messageUrls = namespaces.flatMap(
    (namespace) => messageChunks[`${messages.locale}/${namespace}`] ?? [],
  );
  return new Promise<Response>((resolve, reject) => {
    let sent = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <MessageSourceProvider value={messages}>
          <PreloadModules urls={messageUrls} />
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </MessageSourceProvider>
      </NonceProvider>,
      {
        nonce,
        // Every page is sent whole: loaders resolve before rendering (no page defers data), so
        // waiting for everything costs nothing, and React then writes React Router's data scripts
        // in place instead of streaming them into a suspended boundary with a ~1 KB swap script.
        onAllReady() {
          sent = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the page is sent are logged by React Router; these happened while sending.
          if (sent) loadContext.get(servicesContext).logger.error({ err: error }, "render failed");
        },
      },
    );
  });
}

/** Unexpected loader, action and render errors reach the structured log, never the page. */
export function handleError(
  error: unknown,
  { request, context }: { request: Request; context: RouterContextProvider | undefined },
) {
  if (request.signal.aborted) return;
  // Without a load context (the request failed before one existed) there is no logger to use.
  if (!context) {
    console.error("request failed before it had a context", error);
    return;
  }
  context.get(servicesContext).logger.error({ err: error, url: request.url }, "request failed");
}

/** `<link rel="modulepreload">` in the page's head for each of `urls` (React hoists them there). */
function PreloadModules({ urls }: { urls: string[] }) {
  for (const url of urls) preloadModule(url);
  return null;
}
