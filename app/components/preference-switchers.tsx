import { Languages, Monitor, Moon, Sun } from "#app/components/icons.tsx";
import { useT } from "#app/utils/i18n.tsx";
import { Form, useLocation } from "react-router";
import { colorModes, type ColorMode } from "#core/color-mode.ts";
import { locales, splitLocale, supportedLocales } from "#core/locales.ts";
import { useLocale } from "#app/utils/i18n.tsx";
import { useRootData } from "#app/utils/root-data.ts";

const colorModeIcons: Record<ColorMode, typeof Sun> = { light: Sun, dark: Moon, system: Monitor };

/**
 * Light / dark / system, as a plain form: without JavaScript it posts and comes back to this page;
 * with JavaScript the same post happens without a full reload.
 */
export function ColorModeSwitcher() {
  const t = useT();
  const location = useLocation();
  const current = useRootData()?.colorMode ?? "system";
  return (
    <Form
      method="post"
      action="/set-color-mode"
      // Its route is looked up when it is used, not on every page the header is on.
      discover="none"
      preventScrollReset
      className="mode-switch"
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
  const t = useT();
  const location = useLocation();
  const locale = useLocale();
  const target = supportedLocales.find((candidate) => candidate !== locale) ?? locale;
  const { path } = splitLocale(location.pathname);
  return (
    <Form
      method="post"
      action="/set-locale"
      reloadDocument
      // A plain post that loads a new document: the browser never needs its route.
      discover="none"
      aria-label={t("language.label")}
    >
      <input type="hidden" name="locale" value={target} />
      <input type="hidden" name="path" value={`${path}${location.search}`} />
      <button
        type="submit"
        lang={locales[target].tag}
        aria-label={t("language.switchToLabel")}
        className="pill"
      >
        <Languages aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">{t("language.switchTo")}</span>
        <span className="sm:hidden">{t("language.switchToShort")}</span>
      </button>
    </Form>
  );
}
