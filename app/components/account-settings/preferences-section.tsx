import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { colorModes } from "#core/color-mode.ts";
import { useT } from "#app/utils/i18n.tsx";
import { localizePath, supportedLocales } from "#core/locales.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { SaveButton, Section } from "./settings-section.tsx";

/** The account's language and currency (saved with the account) and this browser's colour mode. */
export function PreferencesSection({
  preferences,
  currencies,
  lastResult,
}: {
  preferences: { locale: string; currency: string };
  currencies: { code: string; symbol: string }[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const t = useT("pages");
  const tc = useT();
  const rootData = useRootData();
  const colorMode = rootData?.colorMode ?? "system";
  const currentPath = rootData ? localizePath(rootData.path, rootData.locale) : "/account/settings";
  return (
    <Section
      id="settings-preferences-title"
      title={t("settings.preferences.title")}
      description={t("settings.preferences.description")}
    >
      <Form method="post" className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="settings-locale" className="mb-1 block text-sm font-medium">
            {t("settings.preferences.language")}
          </label>
          <select
            id="settings-locale"
            name="locale"
            defaultValue={preferences.locale}
            className="w-full rounded-md border border-line bg-surface px-3 py-2 text-sm"
          >
            {supportedLocales.map((locale) => (
              <option key={locale} value={locale}>
                {t(`settings.preferences.languages.${locale}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="settings-currency" className="mb-1 block text-sm font-medium">
            {t("settings.preferences.currency")}
          </label>
          <select
            id="settings-currency"
            name="currency"
            defaultValue={preferences.currency}
            aria-invalid={lastResult ? true : undefined}
            className="w-full rounded-md border border-line bg-surface px-3 py-2 text-sm"
          >
            {currencies.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.code} ({entry.symbol})
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <SaveButton intent="preferences">{t("settings.save")}</SaveButton>
        </div>
      </Form>
      <Form method="post" action="/set-color-mode" className="mt-6">
        <input type="hidden" name="redirectTo" value={currentPath} />
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{tc("colorMode.label")}</legend>
          <div className="flex flex-wrap gap-4">
            {colorModes.map((mode) => (
              <label key={mode} className="flex items-center gap-2 text-sm">
                <input type="radio" name="colorMode" value={mode} defaultChecked={mode === colorMode} />
                {tc(`colorMode.${mode}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <button
          type="submit"
          className="mt-3 rounded-md border border-line px-4 py-2 text-sm font-semibold hover:bg-surface-sunken"
        >
          {tc("colorMode.apply")}
        </button>
      </Form>
    </Section>
  );
}
