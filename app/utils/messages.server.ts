import { resources } from "#locales/index.ts";
import type { Namespace } from "#locales/namespaces.ts";
import type { MessageSource, Messages } from "./i18n.tsx";
import type { Locale } from "./locales.ts";

/** Every message at hand: what a server render translates with. */
export function serverMessages(locale: Locale): MessageSource {
  return {
    locale,
    // French messages `satisfies` the English shape (locales/types.ts); their literals differ.
    get: <N extends Namespace>(language: Locale, namespace: N) =>
      resources[language][namespace] as unknown as Messages<N>,
  };
}
