import { Form, useSearchParams } from "react-router";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { useT } from "#app/utils/i18n.tsx";
import type { OrderStatus } from "#core/schemas/order.ts";

/**
 * "Cancel order" for its customer while it may be cancelled (unpaid, or paid and not in
 * production): a link to the same page with `cancel=1`, which asks first, as a plain form.
 * `href` is the order's page (the account's order page, or a guest's payment page).
 */
export function CancelOrder({ status, href }: { status: OrderStatus; href: string }) {
  const t = useT("order");
  const [search] = useSearchParams();
  if (status !== "pending_payment" && status !== "paid") return null;
  if (search.get("cancel") !== "1") {
    return (
      <LocalizedLink
        to={`${href}${href.includes("?") ? "&" : "?"}cancel=1`}
        className="btn-quiet text-error-700 dark:text-error-300"
      >
        {t("detail.cancel")}
      </LocalizedLink>
    );
  }
  return (
    <Form method="post" className="rounded-lg border border-error-600 p-4">
      <p>{status === "paid" ? t("detail.cancelQuestionPaid") : t("detail.cancelQuestion")}</p>
      <div className="mt-3 flex gap-3">
        <button type="submit" name="intent" value="cancel" className="btn-danger">
          {t("detail.cancelConfirm")}
        </button>
        <LocalizedLink to={href} className="btn-quiet">
          {t("detail.keep")}
        </LocalizedLink>
      </div>
    </Form>
  );
}
