/**
 * The server's words: one i18next configuration for every text the server writes (toasts and
 * refusals in actions, API messages, mail). remix-i18next makes a per-request instance of it for
 * pages and actions; work outside a request (mail, jobs) uses the shared instance below. Pages'
 * components translate with the page translator (app/utils/i18n.tsx), which reads the same files
 * and follows the same rules.
 */
import i18next, { type InitOptions, type TFunction } from "i18next";
import type { Locale } from "#core/locales.ts";
import { defaultNamespace, namespaces, resources } from "#locales/index.ts";

export const i18nextOptions = {
  resources,
  ns: [...namespaces, "api", "mail"],
  defaultNS: defaultNamespace,
  fallbackLng: "en",
  // Pages escape once as React renders; mail's HTML renderer escapes every text, values included.
  interpolation: { escapeValue: false },
} satisfies InitOptions;

type ServerNamespace = keyof (typeof resources)["en"];

// The messages are inline, so with `initAsync: false` the instance is ready when `init` returns.
const shared = i18next.createInstance();
void shared.init({ ...i18nextOptions, initAsync: false });

/** The translator of namespace `ns` in `locale`, for server work outside a request. */
export function serverTranslator<N extends ServerNamespace>(locale: Locale, ns: N): TFunction<N> {
  return shared.getFixedT(locale, ns);
}
