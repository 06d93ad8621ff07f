import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import type { Namespace } from "#locales/namespaces.ts";
import { preloadDialogsFor } from "#app/components/dialog-openers.tsx";
import { accountControls } from "#app/components/site-header.tsx";
import { MessageSourceProvider, type MessageSource, type Messages } from "#app/utils/i18n.tsx";
import { defaultLocale, locales, supportedLocales, type Locale } from "#core/locales.ts";

// Each language's namespace is a chunk of its own, fetched the first time a page needs it.
const loaded = new Map<string, object>();
const loading = new Map<string, Promise<object>>();
function loadMessages(language: Locale, namespace: Namespace): object | Promise<object> {
  const key = `${language}/${namespace}`;
  const ready = loaded.get(key);
  if (ready) return ready;
  let pending = loading.get(key);
  if (!pending) {
    pending = import(`../locales/${language}/${namespace}.ts`).then((module: { default: object }) => {
      loaded.set(key, module.default);
      return module.default;
    });
    loading.set(key, pending);
  }
  return pending;
}

async function hydrate() {
  const root = document.documentElement;
  const locale = supportedLocales.find((candidate) => locales[candidate].tag === root.lang) ?? defaultLocale;
  // The namespaces the server rendered this page with: loaded before hydrating, so the first
  // render in the browser says exactly what the server said.
  const namespaces = (root.dataset.messages ?? "common").split(" ") as Namespace[];
  await Promise.all([
    ...namespaces.map((namespace) => loadMessages(locale, namespace)),
    // A dialog the server rendered open hydrates with its code at hand.
    preloadDialogsFor(window.location.search),
    root.dataset.signedIn === undefined ? null : accountControls.preload(),
  ]);
  const source: MessageSource = {
    locale,
    get: <N extends Namespace>(language: Locale, namespace: N) =>
      loadMessages(language, namespace) as Messages<N> | Promise<Messages<N>>,
  };
  startTransition(() => {
    hydrateRoot(
      document,
      <MessageSourceProvider value={source}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </MessageSourceProvider>,
    );
  });
}

void hydrate();
