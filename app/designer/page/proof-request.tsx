import { Form } from "react-router";
import { Printer, ShoppingCart } from "#app/components/icons.tsx";
import { blockedButton } from "#app/designer/page/layer-panel.tsx";
import { useLocale, useT } from "#app/utils/i18n.tsx";
import { localizePath } from "#core/locales.ts";

/** Asks for the print proofs of what is shown, and offers ordering the saved draft. */
export function ProofRequest({
  action,
  document,
  blocking,
  orderDraft,
}: {
  action: string;
  /** The document shown, sent once the page runs scripts (else the saved draft is checked). */
  document: string | null;
  /** The checks refuse printing as it is. */
  blocking: boolean;
  /** The saved draft ordering may take, or null. */
  orderDraft: string | null;
}) {
  const t = useT("design");
  const locale = useLocale();
  return (
    <Form method="post" action={action} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="check" />
      {document !== null ? <input type="hidden" name="document" value={document} /> : null}
      <button
        type="submit"
        className={`btn ${blockedButton}`}
        disabled={blocking}
        aria-describedby={blocking ? "design-proof-blocked" : undefined}
      >
        <Printer aria-hidden="true" className="size-4" />
        {t("proof.request")}
      </button>
      {blocking ? (
        <span id="design-proof-blocked" className="text-sm text-ink-muted">
          {t("proof.fixFirst")}
        </span>
      ) : null}
      {orderDraft ? (
        <a href={`${localizePath("/order/product", locale)}?add=${orderDraft}`} className="btn">
          <ShoppingCart aria-hidden="true" className="size-4" />
          {t("proof.order")}
        </a>
      ) : null}
    </Form>
  );
}
