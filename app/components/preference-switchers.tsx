import { Languages, Monitor, Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { colorModes, type ColorMode } from "#app/utils/color-mode.ts";
import { locales, splitLocale, supportedLocales } from "#app/utils/locales.ts";
import { useLocale } from "#app/utils/use-locale.ts";
import { useRootData } from "#app/utils/root-data.ts";

const colorModeIcons: Record<ColorMode, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };

/**
 * Light / dark / system, as a plain form: without JavaScript it posts and comes back to this page;
 * with JavaScript the same post happens without a full reload.
 */
export function ColorModeSwitcher() {
  const { t } = useTranslation();
  const location = useLocation();
  const current = useRootData()?.colorMode ?? "system";
  return (
    <Form
      method="post"
      action="/set-color-mode"
      preventScrollReset
      className="flex items-center rounded-full border border-line p-0.5"
      aria-label={t("colorMode.label")}
    >
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {colorModes.map((mode) => {
        const Icon = colorModeIcons[mode];
        return (
          <button
            key={mode}
            type="submit"
            name="colorMode"
            value={mode}
            aria-pressed={mode === current}
            title={t(`colorMode.${mode}`)}
            className="rounded-full p-1.5 text-ink-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-primary-600 aria-pressed:bg-primary-600 aria-pressed:text-white"
          >
            <Icon aria-hidden="true" className="size-4" />
            <span className="sr-only">{t(`colorMode.${mode}`)}</span>
          </button>
        );
      })}
    </Form>
  );
}

/** Shows the same page in the other language and remembers the choice in the locale cookie. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const location = useLocation();
  const locale = useLocale();
  const target = supportedLocales.find((candidate) => candidate !== locale) ?? locale;
  const { path } = splitLocale(location.pathname);
  return (
    <Form method="post" action="/set-locale" reloadDocument aria-label={t("language.label")}>
      <input type="hidden" name="locale" value={target} />
      <input type="hidden" name="path" value={`${path}${location.search}`} />
      <button
        type="submit"
        lang={locales[target].tag}
        aria-label={t("language.switchToLabel")}
        className="inline-flex items-center gap-1.5 rounded-full border border-line px-2.5 py-1.5 text-sm font-medium hover:border-primary-600 hover:text-primary-700 focus-visible:outline-2 focus-visible:outline-primary-600 dark:hover:text-primary-300"
      >
        <Languages aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">{t("language.switchTo")}</span>
        <span className="sm:hidden">{t("language.switchToShort")}</span>
      </button>
    </Form>
  );
}
