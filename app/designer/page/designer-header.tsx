import { ChevronLeft } from "#app/components/icons.tsx";
import { LanguageSwitcher } from "#app/components/preference-switchers.tsx";
import type { SaveState } from "#app/designer/page/use-autosave.ts";
import { useLocale, useT } from "#app/utils/i18n.tsx";
import { localizePath } from "#core/locales.ts";
import { useHydrated } from "#app/hooks/use-hydrated.ts";

/** The designer's top bar: back to the product, the heading, the save state, the mode switch. */
export function DesignerHeader({
  product,
  save,
  formMode,
  modeHref,
}: {
  product: { title: string; path: string };
  /** The autosave's state; null while the page asks whether to resume a draft. */
  save: { state: SaveState; message: string | null; draftId: string | null } | null;
  formMode: boolean;
  /** The page in the other mode. */
  modeHref: string;
}) {
  const t = useT("design");
  const locale = useLocale();
  const hydrated = useHydrated();
  const saveLabel = save
    ? {
        saved: save.draftId ? t("save.saved") : t("save.notYet"),
        pending: t("save.pending"),
        saving: t("save.saving"),
        offline: t("save.offline"),
        refused: save.message ?? t("save.refused"),
        conflict: t("save.conflict"),
      }[save.state]
    : null;
  return (
    <header className="border-b border-line bg-surface-raised">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
        <a href={localizePath(product.path, locale)} className="btn-quiet">
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t("back", { product: product.title })}
        </a>
        <h1 className="text-lg font-bold tracking-tight">{t("heading", { product: product.title })}</h1>
        {save ? (
          <output className="text-sm text-ink-muted" data-testid="save-state" data-state={save.state}>
            {hydrated ? saveLabel : save.draftId ? t("save.saved") : t("save.notYet")}
          </output>
        ) : null}
        <div className="ms-auto flex items-center gap-3">
          <a href={modeHref} className="btn-quiet">
            {formMode ? t("mode.canvas") : t("mode.form")}
          </a>
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}
