import { resources } from "#locales/index.ts";
import type { Namespace } from "#locales/namespaces.ts";
import { createTranslator, type MessageSource, type Messages, type Translate } from "#app/utils/i18n.tsx";
import type { Locale } from "#core/locales.ts";

/** Every message at hand: what a server render translates with. */
export function serverMessages(locale: Locale): MessageSource {
  return {
    locale,
    // French messages `satisfies` the English shape (locales/types.ts); their literals differ.
    get: <N extends Namespace>(language: Locale, namespace: N) =>
      resources[language][namespace] as unknown as Messages<N>,
  };
}

/**
 * The page translator of a namespace in `locale`, for server code that writes words exactly as a
 * page does (the API's notifications, rendered by the page's own `renderNotification`).
 */
export function pageTranslator<N extends Namespace>(locale: Locale, namespace: N): Translate<N> {
  return createTranslator(resources[locale][namespace] as unknown as Messages<N>, locale);
}
