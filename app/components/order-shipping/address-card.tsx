import { Form } from "react-router";
import { AddressLines } from "#app/components/address-lines.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { useT } from "#app/utils/i18n.tsx";
import type { SavedAddress } from "#server/services/addresses.ts";

/**
 * One entry of the address book: deliver here, edit, make default, and delete with its question
 * (`deleting`) asked in place.
 */
export function AddressCard({
  address,
  chosen,
  deleting,
}: {
  address: SavedAddress;
  chosen: string | null;
  deleting: boolean;
}) {
  const t = useT("order");
  return (
    <>
      <AddressLines address={address} />
      {address.isDefault ? <p className="mt-1 text-xs font-semibold">{t("shipping.default")}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2 text-sm">
        {address.id === chosen ? (
          <span aria-current="true" className="font-semibold text-primary-700 dark:text-primary-300">
            {t("shipping.selected")}
          </span>
        ) : (
          <LocalizedLink to={`/order/shipping?address=${address.id}`} className="btn-secondary">
            {t("shipping.deliverHere")}
          </LocalizedLink>
        )}
        <LocalizedLink
          to={`/order/shipping?address=${chosen ?? ""}&edit=${address.id}`}
          className="btn-quiet"
        >
          {t("shipping.edit")}
        </LocalizedLink>
        {!address.isDefault ? (
          <Form method="post">
            <input type="hidden" name="id" value={address.id} />
            <button type="submit" name="intent" value="default" className="btn-quiet">
              {t("shipping.makeDefault")}
            </button>
          </Form>
        ) : null}
        <LocalizedLink
          to={`/order/shipping?address=${chosen ?? ""}&delete=${address.id}`}
          className="btn-quiet"
        >
          {t("shipping.delete")}
        </LocalizedLink>
      </div>
      {deleting ? (
        <Form method="post" className="mt-3 rounded-md border border-error-600 p-3">
          <p>{t("shipping.deleteQuestion")}</p>
          <input type="hidden" name="id" value={address.id} />
          <div className="mt-2 flex gap-2">
            <button type="submit" name="intent" value="delete" className="btn-danger">
              {t("shipping.deleteConfirm")}
            </button>
            <LocalizedLink to={`/order/shipping?address=${chosen ?? ""}`} className="btn-quiet">
              {t("shipping.keep")}
            </LocalizedLink>
          </div>
        </Form>
      ) : null}
    </>
  );
}
