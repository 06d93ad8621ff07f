import type { Page } from "@playwright/test";
import { expect, localized, test, type Locale } from "./fixtures.ts";

/** The seeded classic tee: $22.00, 2XL $24.00; Heather Grey 3XL is out of stock. */
const classicTee = {
  id: "st75v2",
  en: {
    path: "/products/apparel/t-shirts/unisex-classic-cotton-t-shirt-st75v2",
    title: "Unisex Classic Cotton T-Shirt",
  },
  fr: {
    path: "/fr/products/vetements/t-shirts/t-shirt-unisexe-classique-coton-st75v2",
    title: "T-shirt unisexe classique en coton",
  },
};

const texts = {
  en: {
    browse: "Browse the catalogue",
    allProducts: "All products",
    applyFilters: "Apply filters",
    black: /^Black \(\d+\)$/,
    sortLabel: "Sort by",
    sortButton: "Sort",
    priceUp: "Price: low to high",
    next: "Next page",
    page2: "Page 2",
    search: "Search products",
    searchButton: "Search",
    hoodieQuery: "hoodies",
    hoodie: /hoodie/i,
    resultsFor: "Results for “hoodies”",
    apparel: "/products/apparel",
    misspeltHoodie: "hodie",
    misspeltResultsFor: "Results for “hodie”",
    noResults: "No products found",
    show: "Show this option",
    size2xl: "2XL",
    heatherGrey: "Heather Grey",
    outOfStock3xl: "3XL: Out of stock",
    price: (text: string) => Number(text.replace(/[^\d.]/g, "")),
    usd: [/\$22\.00/, /\$24\.00/],
    eur: {
      card: /^From ≈ €\d+\.\d{2}$/,
      charged: /^charged \$\d+\.\d{2}$/,
      tee: /^Price: ≈ €20\.37$/,
      teeNote: /^Charged \$22\.00 · rate of November 20, 2026 · before shipping$/,
    },
    currencyOpen: /Display currency: USD/,
    currencyTitle: "Currency Display Options",
    confirm: "Confirm",
    notFound: (path: string) => `Page not found: ${path}`,
  },
  fr: {
    browse: "Parcourir le catalogue",
    allProducts: "Tous les produits",
    applyFilters: "Appliquer les filtres",
    black: /^Noir \(\d+\)$/,
    sortLabel: "Trier par",
    sortButton: "Trier",
    priceUp: "Prix croissant",
    next: "Page suivante",
    page2: "Page 2",
    search: "Rechercher des produits",
    searchButton: "Rechercher",
    hoodieQuery: "sweats à capuche",
    hoodie: /sweat à capuche/i,
    resultsFor: "Résultats pour « sweats à capuche »",
    apparel: "/products/vetements",
    misspeltHoodie: "sweat capuhce",
    misspeltResultsFor: "Résultats pour « sweat capuhce »",
    noResults: "Aucun produit trouvé",
    show: "Voir cette option",
    size2xl: "2XL",
    heatherGrey: "Gris chiné",
    outOfStock3xl: "3XL : En rupture de stock",
    price: (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", ".")),
    usd: [/22,00\s\$US/, /24,00\s\$US/],
    eur: {
      card: /^À partir de ≈ \d+,\d{2}\s€$/,
      charged: /^débité \d+,\d{2}\s\$US$/,
      tee: /^Prix\s: ≈ 20,37\s€$/,
      teeNote: /^Débité 22,00\s\$US · taux du 20 novembre 2026 · hors livraison$/,
    },
    currencyOpen: /Devise d’affichage\s:\sUSD/,
    currencyTitle: "Options d’affichage de la devise",
    confirm: "Confirmer",
    notFound: (path: string) => `Page introuvable : ${path}`,
  },
} as const;

/** With JavaScript, choices apply once the page is interactive: its no-script submit buttons are gone by then. */
async function whenInteractive(page: Page, javaScriptEnabled: boolean, noScriptButton: string) {
  if (javaScriptEnabled) await expect(page.getByRole("button", { name: noScriptButton })).toHaveCount(0);
}

const cards = (page: Page) => page.locator('[aria-labelledby="catalogue-results"] li.card');
const cardPrices = (page: Page) => cards(page).locator(".card-price");

for (const locale of ["en", "fr"] as const satisfies Locale[]) {
  const t = texts[locale];

  test(`every category and subtype page lists its products, and every card opens its page (${locale})`, async ({
    page,
  }) => {
    // A crawl of the whole catalogue: dozens of pages, more than the usual 30 s.
    test.slow();
    await page.goto(localized("/products", locale));
    const browse = page.getByRole("navigation", { name: t.browse });
    const categories = await browse
      .locator(":scope > ul:first-of-type > li > a")
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute("href") ?? ""));
    expect(categories.length).toBeGreaterThanOrEqual(6);
    let subtypeCount = 0;
    for (const category of categories.slice(1)) {
      await page.goto(category);
      await expect(cards(page).first()).toBeVisible();
      const subtypes = await browse
        .locator(":scope > ul:first-of-type > li > ul a")
        .evaluateAll((links) =>
          [...new Set(links.map((link) => (link as HTMLAnchorElement).getAttribute("href") ?? ""))].filter(
            Boolean,
          ),
        );
      expect(subtypes.length, category).toBeGreaterThan(0);
      for (const subtype of subtypes) {
        subtypeCount++;
        await page.goto(subtype);
        await expect(cards(page).first(), subtype).toBeVisible();
        // Clicking a card opens its page.
        const first = cards(page).first().getByRole("heading");
        const title = (await first.textContent()) ?? "";
        await first.getByRole("link").click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      }
    }
    expect(subtypeCount).toBeGreaterThanOrEqual(12);

    // Every card of the whole catalogue leads to its product's page.
    const links: { href: string; title: string }[] = [];
    for (const pageNumber of [1, 2]) {
      await page.goto(`${localized("/products", locale)}?page=${pageNumber}`);
      links.push(
        ...(await cards(page)
          .getByRole("heading")
          .getByRole("link")
          .evaluateAll((anchors) =>
            anchors.map((anchor) => ({
              href: (anchor as HTMLAnchorElement).getAttribute("href") ?? "",
              title: anchor.textContent ?? "",
            })),
          )),
      );
    }
    expect(links.length).toBeGreaterThanOrEqual(30);
    for (const link of links) {
      const response = await page.request.get(link.href);
      expect(response.status(), link.href).toBe(200);
      expect(await response.text(), link.href).toContain(`>${link.title}</h1>`);
    }
  });

  test(`filters, sort, pagination and search work and survive a reload (${locale})`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const apparel = localized(locale === "en" ? "/products/apparel" : "/products/vetements", locale);
    await page.goto(apparel);
    const total = await cards(page).count();

    // Colour filter.
    await whenInteractive(page, javaScriptEnabled, t.applyFilters);
    const black = page.getByRole("checkbox", { name: t.black });
    await page.locator("label", { has: black }).click();
    if (!javaScriptEnabled) await page.getByRole("button", { name: t.applyFilters }).click();
    await expect(page).toHaveURL(/[?&]color=black/);
    // Without JavaScript the new page may still be arriving when its address shows.
    await page.waitForLoadState("load");
    await expect(black).toBeChecked();
    // The list has been replaced once its first card is drawn in black.
    await expect(cards(page).locator("img").first()).toHaveAttribute("src", /\/black\.svg$/);
    const filtered = await cards(page).count();
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThanOrEqual(total);
    for (const image of await cards(page).locator("img").all()) {
      await expect(image).toHaveAttribute("src", /\/black\.svg$/);
    }
    await page.reload();
    await expect(black).toBeChecked();
    await expect(cards(page)).toHaveCount(filtered);

    // Sort by price, keeping the filter.
    await whenInteractive(page, javaScriptEnabled, t.applyFilters);
    await page.getByLabel(t.sortLabel).selectOption({ label: t.priceUp });
    if (!javaScriptEnabled) await page.getByRole("button", { name: t.sortButton, exact: true }).click();
    await expect(page).toHaveURL(/sort=price-asc/);
    await expect(page).toHaveURL(/color=black/);
    await page.waitForLoadState("load");
    const shownPrices = async () => (await cardPrices(page).allTextContents()).map(t.price);
    await expect
      .poll(async () => {
        const shown = await shownPrices();
        return shown.every((price, index) => index === 0 || shown[index - 1]! <= price);
      })
      .toBe(true);
    const prices = await shownPrices();
    await page.reload();
    await expect(page.getByLabel(t.sortLabel)).toHaveValue("price-asc");
    expect((await cardPrices(page).allTextContents()).map(t.price)).toEqual(prices);

    // Pagination.
    await page.goto(localized("/products", locale));
    const firstOfPage1 = await cards(page).first().getByRole("heading").textContent();
    await expect(cards(page)).toHaveCount(24);
    await page.getByRole("link", { name: t.next }).click();
    await expect(page).toHaveURL(/page=2/);
    await page.waitForLoadState("load");
    await expect(cards(page).first().getByRole("heading")).not.toHaveText(firstOfPage1 ?? "");
    await expect(
      page.getByRole("navigation", { name: "Pages" }).locator('[aria-current="page"]'),
    ).toContainText("2");
    const firstOfPage2 = await cards(page).first().getByRole("heading").textContent();
    expect(firstOfPage2).not.toBe(firstOfPage1);
    await page.reload();
    await expect(cards(page).first().getByRole("heading")).toHaveText(firstOfPage2 ?? "");

    // Search in the page's language.
    await page.getByRole("searchbox", { name: t.search }).fill(t.hoodieQuery);
    await page.getByRole("button", { name: t.searchButton, exact: true }).click();
    await expect(page).toHaveURL(/q=/);
    await expect(page.getByText(t.resultsFor)).toBeVisible();
    await expect(cards(page).first().getByRole("heading")).toHaveText(t.hoodie);
    await page.reload();
    await expect(page.getByRole("searchbox", { name: t.search })).toHaveValue(t.hoodieQuery);
    await expect(cards(page).first().getByRole("heading")).toHaveText(t.hoodie);

    await page.getByRole("searchbox", { name: t.search }).fill("zzqxv");
    await page.getByRole("button", { name: t.searchButton, exact: true }).click();
    await expect(page.getByRole("heading", { name: t.noResults })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test(`a search within a filtered, sorted list keeps the filters and the sort, even misspelt (${locale})`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(`${localized(t.apparel, locale)}?color=black&sort=price-asc&page=1`);
    await whenInteractive(page, javaScriptEnabled, t.applyFilters);
    await page.getByRole("searchbox", { name: t.search }).fill(t.misspeltHoodie);
    await page.getByRole("button", { name: t.searchButton, exact: true }).click();
    await expect(page.getByText(t.misspeltResultsFor)).toBeVisible();
    await page.waitForLoadState("load");
    const address = new URL(page.url());
    expect(address.pathname).toBe(localized(t.apparel, locale));
    expect(address.searchParams.get("q")).toBe(t.misspeltHoodie);
    expect(address.searchParams.getAll("color")).toEqual(["black"]);
    expect(address.searchParams.get("sort")).toBe("price-asc");
    expect(address.searchParams.has("page")).toBe(false);

    // The list holds the hoodies (and what is filed with them), still in black, cheapest first.
    await expect(page.getByRole("checkbox", { name: t.black })).toBeChecked();
    await expect(page.getByLabel(t.sortLabel)).toHaveValue("price-asc");
    await expect(cards(page).getByRole("heading", { name: t.hoodie }).first()).toBeVisible();
    for (const image of await cards(page).locator("img").all()) {
      await expect(image).toHaveAttribute("src", /\/black\.svg$/);
    }
    const prices = (await cardPrices(page).allTextContents()).map(t.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  test(`choosing a variant updates the price; unavailable ones are disabled with the reason (${locale})`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const tee = classicTee[locale];
    await page.goto(tee.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(tee.title);
    const price = page.locator("main div.text-3xl");
    await whenInteractive(page, javaScriptEnabled, t.show);
    await expect(price).toHaveText(t.usd[0]);

    await page.locator("label", { has: page.getByRole("radio", { name: t.size2xl, exact: true }) }).click();
    if (!javaScriptEnabled) await page.getByRole("button", { name: t.show }).click();
    await expect(page).toHaveURL(/size=2xl/);
    await expect(price).toHaveText(t.usd[1]);

    await page
      .locator("label", { has: page.getByRole("radio", { name: t.heatherGrey, exact: true }) })
      .click();
    if (!javaScriptEnabled) await page.getByRole("button", { name: t.show }).click();
    await expect(page).toHaveURL(/color=heather-grey/);
    await expect(page.getByRole("radio", { name: t.outOfStock3xl })).toBeDisabled();
    await page.reload();
    await expect(page.getByRole("radio", { name: t.heatherGrey, exact: true })).toBeChecked();
    await expect(page.getByRole("radio", { name: t.size2xl, exact: true })).toBeChecked();
  });

  test(`choosing EUR shows every price in euros, formatted for the page's language (${locale})`, async ({
    page,
  }) => {
    await page.goto(localized("/products", locale));
    await page.getByRole("banner").getByRole("link", { name: t.currencyOpen }).click();
    const dialog = page.getByRole("dialog", { name: t.currencyTitle });
    await dialog.getByText("EUR (€)").click();
    await dialog.getByRole("button", { name: t.confirm }).click();
    await expect(dialog).toBeHidden();

    await expect(cardPrices(page)).toHaveCount(24);
    // With JavaScript the page updates in place: wait for the new prices before reading them all.
    await expect(cardPrices(page).first()).toHaveText(t.eur.card);
    const prices = await cardPrices(page).allTextContents();
    for (const text of prices) expect(text).toMatch(t.eur.card);
    // What is charged stays in sight: the amount in US dollars under each converted price.
    await expect(cards(page).getByText(t.eur.charged)).toHaveCount(24);

    await page.goto(classicTee[locale].path);
    await expect(page.locator("main div.text-3xl")).toHaveText(t.eur.tee);
    await expect(page.locator("main div.text-3xl + p")).toHaveText(t.eur.teeNote);
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the filters fold above the products, open on demand, and stay open while in use", async ({
    page,
    javaScriptEnabled,
  }) => {
    const t = texts.en;
    await page.goto("/products/apparel");
    await whenInteractive(page, javaScriptEnabled, t.applyFilters);
    const black = page.getByRole("checkbox", { name: t.black });
    await expect(black).toBeHidden();
    await page.locator("summary", { hasText: "Filters" }).click();
    await page.locator("label", { has: black }).click();
    if (!javaScriptEnabled) await page.getByRole("button", { name: t.applyFilters }).click();
    await expect(page).toHaveURL(/color=black/);
    await page.reload();
    await expect(black).toBeChecked();
    await expect(page.getByText("1 selected")).toBeVisible();
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

for (const locale of ["en", "fr"] as const) {
  test(`a product opened from the catalogue filtered by Navy shows it in Navy (${locale})`, async ({
    page,
  }) => {
    const navy = { en: "Navy", fr: "Bleu marine" }[locale];
    const chosen = { en: /^Colour: Navy$/, fr: /^Couleur\s: Bleu marine$/ }[locale];
    await page.goto(localized("/products?color=navy", locale));
    await page.getByRole("link", { name: classicTee[locale].title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${classicTee[locale].path}\\?color=navy$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(classicTee[locale].title);
    await expect(page.getByRole("radio", { name: navy, exact: true })).toBeChecked();
    await expect(page.getByText(chosen)).toBeVisible();
  });
}

test("switching the language on a product page shows the same product and colour under French slugs", async ({
  page,
}) => {
  await page.goto(`${classicTee.en.path}?color=black`);
  await page.getByRole("button", { name: "Voir cette page en français" }).click();
  await expect(page).toHaveURL(new RegExp(`${classicTee.fr.path}\\?color=black$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(classicTee.fr.title);
  await expect(page.getByRole("radio", { name: "Noir", exact: true })).toBeChecked();
});

test.describe("addresses", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  for (const locale of ["en", "fr"] as const) {
    test(`a product id alone opens the canonical page; unknown ones are a 404 (${locale})`, async ({
      page,
    }) => {
      await page.goto(localized(`/products/${classicTee.id}`, locale));
      await expect(page).toHaveURL(new RegExp(`${classicTee[locale].path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(classicTee[locale].title);

      for (const path of [
        "/products/nope",
        locale === "en" ? "/products/apparel/nope" : "/products/vetements/nope",
      ]) {
        const response = await page.goto(localized(path, locale));
        expect(response?.status()).toBe(404);
        await expect(page.getByText(texts[locale].notFound(localized(path, locale)))).toBeVisible();
      }
    });
  }
});
