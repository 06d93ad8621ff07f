/**
 * The catalogue as crawlers and API clients see it: canonical addresses and redirects, 404s,
 * the sitemap with canonical and hreflang links on every page, structured data, mockup images,
 * and the two catalogue endpoints. Runs against the built shop in process (`npm run build` first).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startShop, type RunningShop } from "#tests/support/shop-server.ts";

let shop: RunningShop;
beforeAll(async () => {
  shop = await startShop();
});
afterAll(async () => {
  await shop.close();
});

const browser = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36" };
const googlebot = {
  "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
};

function get(path: string, headers: Record<string, string> = browser) {
  return fetch(shop.url(path), { headers, redirect: "manual" });
}

type Envelope<T> = { code: number; msg: string; data: T };
type ListData = {
  total: number;
  page: number;
  page_count: number;
  products: { id: string; title: string; url: string; from_price: Price; colors: { key: string }[] }[];
  facets: { colors: { key: string; count: number }[]; sizes: { key: string; count: number }[] };
};
type Price = { usd_cents: number; currency: string; amount: string; formatted: string };

async function api<T>(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(shop.url(path), {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

function linkHref(html: string, rel: string, hreflang?: string): string | undefined {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!tag.includes(`rel="${rel}"`)) continue;
    if (hreflang && !tag.includes(`hrefLang="${hreflang}"`) && !tag.includes(`hreflang="${hreflang}"`))
      continue;
    return /href="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, "&");
  }
  return undefined;
}

describe("addresses", () => {
  test("a product id alone redirects permanently to the canonical address, in each language", async () => {
    const { body } = await api<ListData>("/api/products", {});
    const first = body.data.products[0]!;
    const english = await get(`/products/${first.id}`);
    expect(english.status).toBe(301);
    expect(english.headers.get("location")).toBe(first.url);
    const french = await get(`/fr/products/${first.id}`);
    expect(french.status).toBe(301);
    const frenchTarget = french.headers.get("location")!;
    expect(frenchTarget).toMatch(new RegExp(`^/fr/products/[a-z-]+/[a-z-]+/[a-z0-9-]+-${first.id}$`));
    expect((await get(frenchTarget)).status).toBe(200);
  });

  test("a wrong or foreign-language category, subtype or slug redirects to the canonical detail address", async () => {
    const { body } = await api<ListData>("/api/products", {});
    const { id, url } = body.data.products[0]!;
    const [, , , , slug] = url.split("/");
    for (const wrong of [
      `/products/wall-art/posters/${slug}`,
      `/products/apparel/${id}`,
      `/products/x/y/${id}`,
      `/products/x/y/another-slug-${id}`,
    ]) {
      const response = await get(wrong);
      expect(response.status, wrong).toBe(301);
      expect(response.headers.get("location"), wrong).toBe(url);
    }
    // The query string (a chosen colour) survives the redirect.
    const withQuery = await get(`/products/${id}?color=black`);
    expect(withQuery.headers.get("location")).toBe(`${url}?color=black`);
  });

  test("a list under the other language's slugs redirects to this language's", async () => {
    const response = await get("/fr/products/apparel");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/fr/products/vetements");
    const back = await get("/products/vetements?sort=newest");
    expect(back.status).toBe(301);
    expect(back.headers.get("location")).toBe("/products/apparel?sort=newest");
  });

  test("a page past the last shows the last page at its own address", async () => {
    const past = await get("/products?color=black&page=99");
    expect(past.status).toBe(302);
    const last = past.headers.get("location") ?? "";
    expect(last).toMatch(/^\/products\?color=black(&page=\d+)?$/);
    expect((await get(last)).status).toBe(200);
    const nonsense = await get("/fr/products/vetements?page=abc&sort=newest");
    expect([nonsense.status, nonsense.headers.get("location")]).toEqual([
      302,
      "/fr/products/vetements?sort=newest",
    ]);
    expect((await get("/products?page=2")).status).toBe(200);
  });

  test("French list descriptions agree with feminine names (no “Affiches personnalisés”)", async () => {
    const html = await (await get("/fr/products/decoration-murale/affiches")).text();
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(description).toMatch(/^Affiches à personnaliser/);
    expect(description).not.toMatch(/personnalisés/);
  });

  test.each([
    ["/products/nope", "Page not found: /products/nope"],
    ["/products/apparel/nope", "Page not found: /products/apparel/nope"],
    ["/products/apparel/t-shirts/zzzzzz", "Page not found: /products/apparel/t-shirts/zzzzzz"],
    ["/fr/products/vetements/nope", "Page introuvable\u202f: /fr/products/vetements/nope"],
  ])("%s is a 404 with the spec's message", async (path, message) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(message);
  });
});

describe("the sitemap and the links in each page", () => {
  test("lists every catalogue page in both languages, and each page's canonical and hreflang links match it", async () => {
    const response = await get("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/xml/);
    const xml = await response.text();
    const entries = [
      ...xml.matchAll(
        /<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]+<\/lastmod>)?((?:<xhtml:link [^>]+\/>)+)<\/url>/g,
      ),
    ].map(([, loc, links]) => ({
      loc: loc!.replace(/&amp;/g, "&"),
      alternates: Object.fromEntries(
        [...links!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href]),
      ),
    }));
    const origin = shop.url("");
    const catalogue = entries.filter((entry) => new URL(entry.loc).pathname.match(/^(\/fr)?\/products/));

    // Every product, category and subtype the API knows is there, in both languages.
    const { body } = await api<ListData>("/api/products", {});
    const all: ListData["products"] = [];
    for (let page = 1; page <= body.data.page_count; page++) {
      all.push(...(await api<ListData>("/api/products", { page })).body.data.products);
    }
    expect(all.length).toBeGreaterThanOrEqual(30);
    const french = await api<ListData>("/api/products", { page: 1 }, { "accept-language": "fr" });
    expect(french.body.data.total).toBe(all.length);
    for (const product of all) {
      expect(
        catalogue.some((entry) => entry.loc === `${origin}${product.url}`),
        product.url,
      ).toBe(true);
      const frenchEntry = catalogue.find(
        (entry) => entry.loc.startsWith(`${origin}/fr/`) && entry.loc.endsWith(`-${product.id}`),
      );
      expect(frenchEntry, product.id).toBeDefined();
    }
    const englishCatalogue = catalogue.filter((entry) => !entry.loc.startsWith(`${origin}/fr`));
    expect(catalogue.length).toBe(englishCatalogue.length * 2);
    // 1 list of everything, ≥5 categories, ≥12 subtypes, ≥30 products.
    expect(englishCatalogue.length).toBeGreaterThanOrEqual(1 + 5 + 12 + 30);

    // Each page of the sitemap answers 200 with a canonical link to itself and the same alternates.
    for (const entry of entries) {
      const page = await get(new URL(entry.loc).pathname);
      expect(page.status, entry.loc).toBe(200);
      const html = await page.text();
      expect(linkHref(html, "canonical"), entry.loc).toBe(entry.loc);
      expect(linkHref(html, "alternate", "en-US"), entry.loc).toBe(entry.alternates["en-US"]);
      expect(linkHref(html, "alternate", "fr-FR"), entry.loc).toBe(entry.alternates["fr-FR"]);
    }
  });

  test("robots.txt allows the pages, keeps crawlers out of the API and forms, and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.headers.get("content-type")).toMatch(/text\/plain/);
    const text = await response.text();
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain(`Sitemap: ${shop.url("/sitemap.xml")}`);
  });

  test("a second page of a list is its own canonical page; the sort order is not", async () => {
    const html = await (await get("/products?page=2&sort=newest")).text();
    expect(linkHref(html, "canonical")).toBe(shop.url("/products?page=2"));
  });
});

/** Undoes the HTML escaping React applies to attribute values. */
function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Where a browser goes when the list's search box (a GET form) is sent with `q` typed in it. */
function searchBoxAddress(html: string, q: string): string {
  const form = /<search\b[^>]*>\s*<form\b([^>]*)>([\s\S]*?)<\/form>/.exec(html);
  expect(form, "the search form").not.toBeNull();
  const [, attributes, fields] = form!;
  const action = unescapeAttribute(/\baction="([^"]*)"/.exec(attributes!)![1]!);
  expect(attributes).toMatch(/\bmethod="get"/);
  const params = new URLSearchParams();
  for (const [input] of fields!.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(input)?.[1];
    if (!name) continue;
    params.append(name, name === "q" ? q : unescapeAttribute(/\bvalue="([^"]*)"/.exec(input)?.[1] ?? ""));
  }
  return `${action}?${params}`;
}

/** The product titles a list page shows, in order. */
function cardTitles(html: string): string[] {
  return [...html.matchAll(/<li class="card"[\s\S]*?<h3\b[^>]*>\s*<a\b[^>]*>([^<]*)<\/a>/g)].map(
    ([, title]) => unescapeAttribute(title!),
  );
}

describe("searching a list", () => {
  test.each([
    {
      from: "/products/apparel?color=black&size=xl&sort=price-asc&page=1",
      q: "hoodie",
      keeps: { color: ["black"], size: ["xl"], sort: ["price-asc"] },
      api: {
        body: { category: "apparel", colors: ["black"], sizes: ["xl"], sort: "price-asc" },
        headers: {} as Record<string, string>,
      },
    },
    {
      from: "/fr/products/vetements/sweats?color=black&sort=price-desc",
      q: "sweat capuche",
      keeps: { color: ["black"], sort: ["price-desc"] },
      api: {
        body: { category: "vetements", subtype: "sweats", colors: ["black"], sort: "price-desc" },
        headers: { "accept-language": "fr" },
      },
    },
  ])(
    "a search from $from keeps its filters and its sort, from page 1",
    async ({ from, q, keeps, api: call }) => {
      const list = await get(from);
      expect(list.status).toBe(200);
      const address = new URL(searchBoxAddress(await list.text(), q), shop.url("/"));
      expect(address.pathname).toBe(new URL(from, shop.url("/")).pathname);
      expect(
        Object.fromEntries(
          [...address.searchParams.keys()].map((key) => [key, address.searchParams.getAll(key)]),
        ),
      ).toEqual({
        q: [q],
        ...keeps,
      });

      const results = await get(`${address.pathname}${address.search}`);
      expect(results.status).toBe(200);
      const titles = cardTitles(await results.text());
      const expected = await api<ListData>("/api/products", { ...call.body, q }, call.headers);
      expect(expected.body.data.total).toBeGreaterThan(0);
      expect(titles).toEqual(expected.body.data.products.map((product) => product.title));
      for (const product of expected.body.data.products) {
        expect(product.colors.map((color) => color.key)).toContain("black");
      }
    },
  );

  test("a search sorts by relevance unless a sort was chosen; clearing it keeps the chosen sort and filters", async () => {
    // The default order of a list is not carried into a search (which then sorts by relevance).
    const plain = new URL(
      searchBoxAddress(await (await get("/products?page=2")).text(), "mug"),
      shop.url("/"),
    );
    expect(plain.search).toBe("?q=mug");
    const searching = await (await get("/products?q=mug&color=black")).text();
    expect(new URL(searchBoxAddress(searching, "hoodie"), shop.url("/")).search).toBe(
      "?q=hoodie&color=black",
    );
    // A sort chosen while searching, even "featured", is kept by the next search.
    const featured = await (await get("/products?q=mug&sort=featured")).text();
    expect(new URL(searchBoxAddress(featured, "hoodie"), shop.url("/")).search).toBe(
      "?q=hoodie&sort=featured",
    );

    const html = await (await get("/products/apparel?q=hoodie&sort=price-asc&color=black")).text();
    const clear = /<a\b[^>]*href="([^"]*)"[^>]*>Clear search<\/a>/.exec(html)?.[1];
    expect(unescapeAttribute(clear ?? "")).toBe("/products/apparel?sort=price-asc&color=black");
    const relevance = await (await get("/products/apparel?q=hoodie&color=black")).text();
    const clearRelevance = /<a\b[^>]*href="([^"]*)"[^>]*>Clear search<\/a>/.exec(relevance)?.[1];
    expect(unescapeAttribute(clearRelevance ?? "")).toBe("/products/apparel?color=black");
  });
});

describe("product pages for crawlers", () => {
  test("are fully rendered, with structured data offering each variant in US dollars", async () => {
    const { body } = await api<ListData>("/api/products", {});
    const product = body.data.products[0]!;
    const html = await (await get(product.url, googlebot)).text();
    expect(html).toContain(`>${product.title}</h1>`);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(json).toBeDefined();
    const data = JSON.parse(json!) as {
      "@type": string;
      name: string;
      offers: { price: string; priceCurrency: string; sku: string; availability: string }[];
    };
    expect(data["@type"]).toBe("Product");
    expect(data.name).toBe(product.title);
    expect(data.offers.length).toBeGreaterThan(0);
    for (const offer of data.offers) {
      expect(offer.priceCurrency).toBe("USD");
      expect(offer.price).toMatch(/^\d+\.\d{2}$/);
      expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock|Discontinued)$/);
    }
    const lowest = Math.min(...data.offers.map((offer) => Math.round(Number(offer.price) * 100)));
    expect(lowest).toBeLessThanOrEqual(product.from_price.usd_cents);
  });
});

describe("mockup images", () => {
  test("are SVG drawings in the asked colour that mark the print areas, cached, and unable to run scripts", async () => {
    const { body } = await api<ListData>("/api/products", {});
    const product = body.data.products[0]!;
    const color = product.colors[0]!.key;
    const response = await get(`/mockups/${product.id}/front/${color}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("cache-control")).toMatch(/public/);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg[^>]+viewBox="0 0 1000 1000"/);
    expect(svg).toMatch(/data-area="[a-z-]+"/);
    // Pictured lit, as printed products are photographed.
    expect(svg).toContain("<filter");
  });

  test("come in the two layers a design is drawn between: the product, and the light over it", async () => {
    const { body } = await api<ListData>("/api/products", {});
    const product = body.data.products[0]!;
    const path = `/mockups/${product.id}/front/${product.colors[0]!.key}.svg`;
    const drawing = await get(`${path}?layer=product`);
    const light = await get(`${path}?layer=light`);
    expect([drawing.status, light.status]).toEqual([200, 200]);
    expect(light.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    const [drawingSvg, lightSvg] = await Promise.all([drawing.text(), light.text()]);
    expect(drawingSvg).toMatch(/data-area="[a-z-]+"/);
    expect(drawingSvg).not.toContain("<filter");
    expect(lightSvg).toContain("<filter");
    expect(lightSvg).not.toContain("data-area");
    expect((await get(`${path}?layer=shadow`)).status).toBe(404);
  });

  test.each([
    "/mockups/zzzzzz/front/black.svg",
    "/mockups/x/front/black.png",
    "/mockups/x/side/%3Cscript%3E.svg",
  ])("%s is a 404", async (path) => {
    expect((await get(path)).status).toBe(404);
  });
});

describe("POST /api/products", () => {
  test("pages through the catalogue, 24 at a time", async () => {
    const first = await api<ListData>("/api/products", {});
    expect(first.status).toBe(200);
    expect(first.body.data.products).toHaveLength(24);
    const second = await api<ListData>("/api/products", { page: 2 });
    expect(second.body.data.page).toBe(2);
    const ids = new Set(
      [...first.body.data.products, ...second.body.data.products].map((product) => product.id),
    );
    expect(ids.size).toBe(first.body.data.products.length + second.body.data.products.length);
  });

  test("filters by category, colour and size, sorts by price, and searches", async () => {
    const black = await api<ListData>("/api/products", {
      category: "apparel",
      colors: ["black"],
      sort: "price-asc",
    });
    expect(black.body.data.total).toBeGreaterThan(0);
    // Slugs of either language name the same list, whatever the caller's language.
    const french = await api<ListData>(
      "/api/products",
      { category: "vetements", colors: ["black"], sort: "price-asc" },
      { "accept-language": "fr" },
    );
    expect(french.body.data.total).toBe(black.body.data.total);
    const mixed = await api<ListData>("/api/products", { category: "apparel" }, { "accept-language": "fr" });
    expect(mixed.status).toBe(200);
    for (const product of black.body.data.products) {
      expect(product.colors.map((color) => color.key)).toContain("black");
    }
    const prices = black.body.data.products.map((product) => product.from_price.usd_cents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const search = await api<ListData>("/api/products", { q: "hoodie" });
    expect(search.body.data.total).toBeGreaterThan(0);
    expect(search.body.data.products[0]!.title).toMatch(/hoodie/i);
    // Every word must be found, colours included; misspellings find what was meant.
    const blackHoodies = await api<ListData>("/api/products", { q: "black hoodie" });
    expect(blackHoodies.body.data.total).toBeGreaterThan(0);
    expect(blackHoodies.body.data.total).toBeLessThanOrEqual(search.body.data.total);
    expect(blackHoodies.body.data.products[0]!.title).toMatch(/hoodie/i);
    for (const product of blackHoodies.body.data.products) {
      expect(product.colors.map((color) => color.key)).toContain("black");
    }
    const mugs = await api<ListData>("/api/products", { q: "mugg" });
    expect(mugs.body.data.products[0]!.title).toMatch(/mug/i);
    const tasses = await api<ListData>("/api/products", { q: "tasse noire" }, { "accept-language": "fr" });
    expect(tasses.body.data.products[0]!.title).toBe("Mug noir brillant");
    for (const product of tasses.body.data.products) {
      expect(product.colors.map((color) => color.key)).toContain("black");
    }
    const none = await api<ListData>("/api/products", { q: "zzqxv" });
    expect(none.body.data).toMatchObject({ total: 0, products: [] });
  });

  test("converts prices into the Currency header's currency and formats them in the caller's language", async () => {
    const usd = await api<ListData>("/api/products", {});
    const eur = await api<ListData>("/api/products", {}, { currency: "EUR", "accept-language": "fr" });
    const dollars = usd.body.data.products[0]!.from_price;
    const euros = eur.body.data.products[0]!.from_price;
    expect(dollars.currency).toBe("USD");
    expect(dollars.amount).toBe((dollars.usd_cents / 100).toFixed(2));
    expect(euros.usd_cents).toBe(dollars.usd_cents);
    expect(euros.currency).toBe("EUR");
    expect(euros.formatted).toMatch(/^\d+,\d{2}\s€$/);
    const jpy = await api<ListData>("/api/products", {}, { currency: "jpy" });
    expect(jpy.body.data.products[0]!.from_price.amount).toMatch(/^\d+$/);
  });

  test("refuses an unknown currency, an unknown category and malformed filters", async () => {
    expect((await api("/api/products", {}, { currency: "XYZ" })).status).toBe(400);
    const missing = await api("/api/products", { category: "nope" });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toMatch(/nope/);
    const bad = await api("/api/products", { colors: "black", page: 0, sort: "cheap" });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/colors/);
  });
});

describe("POST /api/product", () => {
  test("returns the product with its variants, print areas and converted prices", async () => {
    const { body } = await api<ListData>("/api/products", {});
    const id = body.data.products[0]!.id;
    const result = await api<{
      id: string;
      variants: { sku: string; price: Price; availability: string }[];
      print_areas: {
        key: string;
        width_mm: number;
        bleed_mm: number;
        minimum: { dpi: number; width_px: number };
        recommended: { dpi: number; width_px: number };
      }[];
    }>("/api/product", { id }, { currency: "GBP" });
    expect(result.status).toBe(200);
    expect(result.body.data.id).toBe(id);
    expect(result.body.data.variants.length).toBeGreaterThan(0);
    expect(result.body.data.variants[0]!.price.currency).toBe("GBP");
    for (const area of result.body.data.print_areas) {
      // One resolution rule for every area: 150 DPI at least, 300 recommended.
      expect([area.minimum.dpi, area.recommended.dpi]).toEqual([150, 300]);
      for (const level of [area.minimum, area.recommended]) {
        expect(level.width_px).toBe(
          Math.ceil(((area.width_mm + 2 * area.bleed_mm) / 25.4) * level.dpi - 1e-9),
        );
      }
    }
  });

  test("an unknown id is a 404 in the caller's language", async () => {
    const result = await api("/api/product", { id: "zzzzzz" }, { "accept-language": "fr" });
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ code: 0, msg: "Aucun produit n’a l’identifiant zzzzzz.", data: null });
  });
});

describe("print resolution, one rule everywhere", () => {
  /** Every "N DPI" a page states, as numbers. */
  async function dpisStated(path: string): Promise<number[]> {
    let response = await get(path);
    if (response.status === 301) response = await get(response.headers.get("location") ?? "");
    expect(response.status, path).toBe(200);
    const text = (await response.text()).replaceAll(/<[^>]+>/g, " ");
    return [...text.matchAll(/(\d+)[\s\u00a0\u202f]*DPI/g)].map((match) => Number(match[1]));
  }

  test.each([
    "/creative",
    "/fr/creative",
    "/help-center",
    "/fr/help-center",
    "/products/st75v2",
    "/fr/products/pedt2s",
    "/about",
  ])(
    "%s states the minimum (150 DPI) and the recommended (300 DPI) resolution, and no other",
    async (path) => {
      const stated = new Set(await dpisStated(path));
      expect([...stated].sort()).toEqual(path === "/about" ? [300] : [150, 300]);
    },
  );

  test("the creative guide's example pixels are the print size at both resolutions", async () => {
    const text = await (await get("/creative")).text();
    // A full t-shirt print area, 12 × 16 in: 1800 × 2400 px at least, 3600 × 4800 px recommended.
    expect(text).toMatch(/1,800[\s\u00a0]×[\s\u00a0]2,400[\s\u00a0]px/);
    expect(text).toMatch(/3,600[\s\u00a0]×[\s\u00a0]4,800[\s\u00a0]px/);
  });
});

describe("scripts", () => {
  test("a page preloads its own language's messages, only the namespaces it uses, with its scripts", async () => {
    const html = await (await get("/fr/products")).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
      (match) => match[1]!,
    );
    const messages = /data-messages="([^"]+)"/.exec(html)?.[1]?.split(" ") ?? [];
    expect(messages.toSorted()).toEqual(["catalogue", "common"]);
    // Hashed chunk names start with the namespace; the French ones differ from the English ones.
    for (const namespace of messages) {
      expect(preloads.filter((url) => url.startsWith(`/assets/${namespace}-`))).toHaveLength(1);
    }
    const english = await (await get("/products")).text();
    const frenchCommon = preloads.find((url) => url.startsWith("/assets/common-"))!;
    expect(english).toMatch(/<link rel="modulepreload" href="\/assets\/common-[^"]+"/);
    expect(english).not.toContain(frenchCommon);
    expect(preloads.some((url) => url.startsWith("/assets/pages-"))).toBe(false);
  });
});
