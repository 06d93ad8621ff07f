import { Loader2 } from "#app/components/icons.tsx";
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { useT } from "#app/utils/i18n.tsx";
import { useLocation, useNavigate, useRevalidator } from "react-router";
import { notify } from "#app/components/toaster.tsx";
import { DialogCloseLink, ServerDialogBackdrop, useServerOpenedDialog } from "./dialog-links.tsx";
import { CURRENCY_EVENT, DIALOG_PARAM, DIALOG_VALUE, withDialog } from "./dialog-openers.tsx";
import { apiRequest } from "#app/utils/api-client.ts";
import { useRootData } from "#app/utils/root-data.ts";

type CurrencyEntry = { id: number; currency: string; symbol: string; icon: string };

/** Opens the dialog as a modal with focus on the chosen tile, as in any radio group. */
function showModalOnChoice(dialog: HTMLDialogElement) {
  if (!dialog.open) dialog.showModal();
  dialog.querySelector<HTMLInputElement>('input[name="currency"]:checked')?.focus();
}

/**
 * Currency Display Options (spec §2): a 3-column grid of tiles, the current currency preselected,
 * Confirm to save. A native <dialog> with a plain form: without JavaScript the server renders it
 * open and the form posts to /set-currency; with JavaScript it is modal (focus trapped, Escape
 * closes), lists currencies from /api/exchange and saves through /api/currency.
 */
export function CurrencyDialog({ openOnMount = false }: { openOnMount?: boolean }) {
  const t = useT();
  const rootData = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openedByUrl = new URLSearchParams(location.search).get(DIALOG_PARAM) === DIALOG_VALUE;
  const [fetched, setFetched] = useState<CurrencyEntry[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const currencies = rootData?.dialogCurrencies ?? fetched;
  const current = rootData?.currency.currency;
  const returnTo = withDialog(location.pathname, location.search, false);

  const loadCurrencies = useCallback(async () => {
    setLoadFailed(false);
    try {
      setFetched(await apiRequest<CurrencyEntry[]>("/api/exchange"));
    } catch {
      setLoadFailed(true);
    }
  }, []);

  const open = useCallback(
    (event?: Event) => {
      const dialog = dialogRef.current;
      if (!dialog) return;
      event?.preventDefault();
      showModalOnChoice(dialog);
      if (!currencies) void loadCurrencies();
    },
    [currencies, loadCurrencies],
  );

  useLayoutEffect(() => {
    window.addEventListener(CURRENCY_EVENT, open);
    return () => window.removeEventListener(CURRENCY_EVENT, open);
  }, [open]);

  // Mounted because someone asked for it (the header's button): open at once, once.
  const pendingOpen = useRef(openOnMount);
  useLayoutEffect(() => {
    if (!pendingOpen.current) return;
    pendingOpen.current = false;
    open();
  }, [open]);

  // Rendered open by the server (no JavaScript then): once scripts run, make it modal.
  const onClose = useServerOpenedDialog(
    dialogRef,
    openedByUrl,
    () => {
      if (openedByUrl) void navigate(returnTo, { replace: true, preventScrollReset: true });
    },
    showModalOnChoice,
  );

  // Tiles fetched after the dialog opened: put focus on the chosen one once they are there.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (fetched && dialog?.open) showModalOnChoice(dialog);
  }, [fetched]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const choice = new FormData(event.currentTarget).get("currency");
    if (typeof choice !== "string" || saving) return; // nothing selected: nothing to do
    setSaving(true);
    try {
      // Success sets the currency cookie; revalidating re-renders every price in it.
      await apiRequest<{ currency: string }>("/api/currency", { body: { currency: choice } });
      dialogRef.current?.close();
      await revalidator.revalidate();
    } catch {
      notify("error", t("currency.failed"));
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      {openedByUrl ? <ServerDialogBackdrop to={returnTo} /> : null}
      <dialog
        ref={dialogRef}
        open={openedByUrl}
        onClose={onClose}
        aria-labelledby="currency-dialog-title"
        className="animated-dialog fixed inset-0 z-50 m-auto max-h-[90vh] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl border border-line bg-surface-raised p-6 text-ink shadow-2xl backdrop:bg-black/50"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id="currency-dialog-title" className="text-xl font-bold tracking-tight">
            {t("currency.dialogTitle")}
          </h2>
          <DialogCloseLink to={returnTo} label={t("currency.close")} dialog={dialogRef} />
        </div>
        <p className="mt-2 text-sm text-ink-muted">{t("currency.dialogText")}</p>
        {currencies ? (
          <form method="post" action="/set-currency" onSubmit={onSubmit} className="mt-5">
            <input type="hidden" name="redirectTo" value={returnTo} />
            <fieldset>
              <legend className="sr-only">{t("currency.legend")}</legend>
              <div className="grid grid-cols-3 gap-2">
                {currencies.map((entry) => (
                  <label
                    key={entry.currency}
                    className="flex cursor-pointer flex-col items-center gap-1 rounded-lg border border-line px-1 py-2 text-center text-sm font-medium sm:flex-row sm:gap-2 sm:px-3 sm:py-2.5 sm:text-start hover:border-primary-500 has-checked:border-primary-600 has-checked:bg-primary-50 has-checked:text-primary-800 has-focus-visible:outline-2 has-focus-visible:outline-primary-600 dark:has-checked:bg-primary-900 dark:has-checked:text-primary-100"
                  >
                    <input
                      type="radio"
                      name="currency"
                      value={entry.currency}
                      defaultChecked={entry.currency === current}
                      className="sr-only"
                    />
                    <img src={entry.icon} alt="" className="h-4 w-5 shrink-0 rounded-[2px] object-cover" />
                    {/* Three tiles a row on phones too: the flag goes above the label, which never cuts. */}
                    <span className="min-w-0 [overflow-wrap:anywhere]">
                      {t("currency.tile", { code: entry.currency, symbol: entry.symbol })}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="mt-6 flex justify-end">
              <button
                type="submit"
                disabled={saving}
                aria-busy={saving}
                className="inline-flex items-center gap-2 rounded-md bg-primary-600 px-5 py-2 text-sm font-semibold text-white hover:bg-primary-700 disabled:cursor-not-allowed disabled:opacity-70"
              >
                {saving ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
                {saving ? t("currency.saving") : t("currency.confirm")}
              </button>
            </div>
          </form>
        ) : (
          <output className="mt-6 flex items-center gap-2 text-sm text-ink-muted">
            {loadFailed ? null : <Loader2 aria-hidden="true" className="size-4 animate-spin" />}
            {loadFailed ? t("currency.loadFailed") : t("currency.loading")}
          </output>
        )}
      </dialog>
    </>
  );
}
