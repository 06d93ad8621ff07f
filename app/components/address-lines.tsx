import { formatAddressLines, type PostalAddress } from "#core/address.ts";
import { useLocale } from "#app/utils/i18n.tsx";

/** A postal address, a line each, as the country writes it and named in the page's language. */
export function AddressLines({ address, className }: { address: PostalAddress; className?: string }) {
  const locale = useLocale();
  return (
    <address className={`not-italic ${className ?? ""}`}>
      {formatAddressLines(address, locale).map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
