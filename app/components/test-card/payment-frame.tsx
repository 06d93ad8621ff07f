import type { ReactNode } from "react";
import { CreditCard } from "#app/components/icons.tsx";
import { useT } from "#app/utils/i18n.tsx";

/** The page's own frame: no site header or footer, the test-mode label always on top. */
export function PaymentFrame({ children }: { children: ReactNode }) {
  const t = useT("payment");
  return (
    <main id="main" className="min-h-screen bg-surface-sunken px-4 py-10 sm:py-16">
      <title>{t("testPage.title")}</title>
      <div className="mx-auto max-w-lg">
        <p
          role="note"
          className="mb-4 flex items-center gap-2 rounded-md border-2 border-dashed border-secondary-500 bg-secondary-50 px-4 py-3 text-sm font-semibold text-secondary-900 dark:bg-secondary-900/40 dark:text-secondary-100"
        >
          <span className="rounded bg-secondary-600 px-2 py-0.5 text-xs tracking-wide text-white uppercase">
            {t("testPage.badge")}
          </span>
          {t("testPage.banner")}
        </p>
        <section
          aria-labelledby="test-payment-title"
          className="rounded-lg border border-line bg-surface p-6 shadow-sm sm:p-8"
        >
          <h1
            id="test-payment-title"
            className="mb-4 flex items-center gap-2 text-2xl font-bold tracking-tight"
          >
            <CreditCard aria-hidden="true" className="size-6 text-secondary-600" />
            {t("testPage.title")}
          </h1>
          {children}
        </section>
      </div>
    </main>
  );
}
