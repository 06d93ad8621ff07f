import { useT } from "#app/utils/i18n.tsx";

/** Offers a copy of the draft this browser kept and the server does not have (a lost connection). */
export function RecoverNotice({ onRestore, onDismiss }: { onRestore(): void; onDismiss(): void }) {
  const t = useT("design");
  return (
    <output className="block rounded-lg border border-secondary-600 p-4 text-sm lg:col-span-3">
      <p>{t("recover.text")}</p>
      <p className="mt-2 flex gap-3">
        <button type="button" className="btn" onClick={onRestore}>
          {t("recover.restore")}
        </button>
        <button type="button" className="btn-quiet" onClick={onDismiss}>
          {t("recover.dismiss")}
        </button>
      </p>
    </output>
  );
}
