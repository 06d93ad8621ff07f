import i18next, { type BackendModule } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { defaultNamespace, namespaces } from "#locales/namespaces.ts";
import { defaultLocale, locales, supportedLocales } from "#app/utils/locales.ts";

// Each language's messages are their own chunk, fetched only when that language is shown.
const lazyMessages: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    void (async () => {
      try {
        const module = (await import(`../locales/${language}/${namespace}.ts`)) as { default: object };
        callback(null, module.default);
      } catch (error) {
        callback(error as Error, false);
      }
    })();
  },
};

async function hydrate() {
  const tag = document.documentElement.lang;
  const language = supportedLocales.find((locale) => locales[locale].tag === tag) ?? defaultLocale;
  await i18next
    .use(initReactI18next)
    .use(lazyMessages)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: supportedLocales,
      ns: [...namespaces],
      defaultNS: defaultNamespace,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
