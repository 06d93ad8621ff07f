import { Images } from "#app/components/icons.tsx";
import { fileLimits, formatBytes } from "#core/files.ts";
import { useLocale, useT } from "#app/utils/i18n.tsx";

/** What the library says before the first upload: which files it takes. */
export function EmptyLibrary() {
  const t = useT("files");
  const locale = useLocale();
  return (
    <div className="mt-4 rounded-xl border border-line bg-surface-raised p-6">
      <Images aria-hidden="true" className="size-8 text-ink-muted" />
      <p className="mt-3 font-semibold">{t("empty.title")}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-ink-muted">
        <li>{t("empty.formats", { limit: formatBytes(fileLimits.maxFileBytes, locale) })}</li>
        <li>{t("empty.resolution")}</li>
        <li>{t("empty.vectors")}</li>
      </ul>
    </div>
  );
}
