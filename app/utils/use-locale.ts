import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { defaultLocale, isLocale, type Locale } from "./locales.ts";

/** The locale of the page being shown. */
export function useLocale(): Locale {
  const data = useRouteLoaderData<{ locale: Locale }>("root");
  const { i18n } = useTranslation();
  if (data?.locale) return data.locale;
  return isLocale(i18n.language) ? i18n.language : defaultLocale;
}
