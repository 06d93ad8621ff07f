import { mockupUrl } from "#core/catalogue.ts";
import { swatchStyle } from "#app/utils/swatch.ts";
import { useLocale, useT } from "#app/utils/i18n.tsx";
import { localizePath } from "#core/locales.ts";
import { useDisplayPrices } from "#app/hooks/use-price.ts";
import { useRouterLinks } from "#app/hooks/use-router-links.ts";

export type ProductCardData = {
  id: string;
  title: string;
  path: string;
  subtypeName: string;
  fromCents: number;
  mockupColor: string;
  /**
   * Every colour's name, for screen readers. A list, not one joined text: the page's data sends
   * each name once however many cards (and filters) name it.
   */
  colorNames: string[];
  /** The first colours, drawn as dots. */
  swatches: string[];
};

const MAX_SWATCHES = 6;

/** What a card shows of a catalogue product: loaders send this much, and nothing more, to the page. */
export function toProductCardData(
  product: Pick<ProductCardData, "id" | "title" | "path" | "subtypeName" | "fromCents" | "mockupColor"> & {
    colors: { name: string; hex: string }[];
  },
  /** The list is filtered by colour: the card's link opens the product in the colour it shows. */
  { carryColor = false }: { carryColor?: boolean } = {},
): ProductCardData {
  const { id, title, path, subtypeName, fromCents, mockupColor, colors } = product;
  return {
    id,
    title,
    path: carryColor && mockupColor ? `${path}?${new URLSearchParams({ color: mockupColor })}` : path,
    subtypeName,
    fromCents,
    mockupColor,
    colorNames: colors.map((color) => color.name),
    swatches: colors.slice(0, MAX_SWATCHES).map((color) => color.hex),
  };
}

/**
 * A grid of products: mockup, title, lowest price in the display currency, colours. Lists show up
 * to dozens of cards on the hottest pages, so the grid reads the hooks once and each card is plain
 * markup: short component classes (app.css) and plain links that one click handler sends through
 * the router.
 */
export function ProductGrid({
  products,
  eager = 0,
  className,
}: {
  products: ProductCardData[];
  /** How many of the first images load at once (the rest when scrolled to). */
  eager?: number;
  className?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const prices = useDisplayPrices();
  const followLink = useRouterLinks();
  const card = (product: ProductCardData, index: number) => {
    const path = localizePath(product.path, locale);
    const hidden = product.colorNames.length - product.swatches.length;
    const price = prices.format(product.fromCents);
    return (
      <li key={product.id} className="card">
        {/* A square box (.card > img) reserves the image's place: no width and height needed. */}
        <img
          src={mockupUrl(product.id, "front", product.mockupColor)}
          alt=""
          loading={index < eager ? "eager" : "lazy"}
        />
        <p className="card-kind">{product.subtypeName}</p>
        {/* The whole card is the title link's target (its ::after), the colour dots included. */}
        <h3 className="card-title">
          <a href={path}>{product.title}</a>
        </h3>
        <p className="card-price">{t(prices.converted ? "card.fromApprox" : "card.from", { price })}</p>
        {prices.converted ? (
          <p className="card-charged">{t("card.charged", { usd: prices.charged(product.fromCents) })}</p>
        ) : null}
        <p className="card-colors">
          <span className="sr-only">
            {t("card.colorNames", {
              count: product.colorNames.length,
              names: product.colorNames.join(", "),
            })}
          </span>
          <span aria-hidden="true">
            {product.swatches.map((hex) => (
              <i key={hex} style={swatchStyle(hex)} />
            ))}
            {hidden > 0 ? t("card.moreColors", { count: hidden }) : null}
          </span>
        </p>
      </li>
    );
  };
  return (
    // The links inside are the controls (keyboard included); this only routes their clicks.
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <ul className={`card-grid ${className ?? ""}`} onClick={followLink}>
      {products.map(card)}
    </ul>
  );
}
