import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { describe, expect, test } from "vitest";
import routeConfig from "#app/routes.ts";
import { routeBuckets } from "#server/route-buckets.ts";

type ConfigEntry = { id?: string; file: string; path?: string; index?: boolean; children?: ConfigEntry[] };
type ManifestEntry = { id: string; parentId?: string; path?: string; index?: boolean };

/** The shop's own route table as the server build lists it (ids as React Router gives them). */
function shopManifest(): Record<string, ManifestEntry> {
  const manifest: Record<string, ManifestEntry> = { root: { id: "root", path: "" } };
  const add = (entries: ConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      manifest[id] = { id, parentId, path: entry.path, index: entry.index };
      add(entry.children ?? [], id);
    }
  };
  add(routeConfig as ConfigEntry[], "root");
  return manifest;
}

function asBuild(manifest: Record<string, ManifestEntry>): ServerBuild {
  return { routes: manifest, assets: { routes: manifest } } as unknown as ServerBuild;
}

function routeTree(manifest: Record<string, ManifestEntry>, parentId?: string): RouteObject[] {
  return Object.values(manifest)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, index: true }
        : { id: route.id, path: route.path, children: routeTree(manifest, route.id) },
    );
}

/** What React Router matches for an address, as it normalizes data requests. */
function matchedIds(tree: RouteObject[], address: string): string[] {
  const pathname = address.endsWith("/_.data")
    ? address.slice(0, -"_.data".length)
    : address.replace(/\.data$/, "");
  return (matchRoutes(tree, pathname) ?? []).map((match) => match.route.id ?? "");
}

/** Addresses for every route: parameters filled in, optional segments there or not, and variations. */
function sampleAddresses(manifest: Record<string, ManifestEntry>): string[] {
  const fullPath = (route: ManifestEntry): string =>
    [route.parentId ? fullPath(manifest[route.parentId]!) : "", route.path ?? ""].filter(Boolean).join("/");
  const addresses = new Set<string>(["/", "/fr", "/en", "/de", "/_.data", "/fr/_.data", "/__manifest"]);
  for (const route of Object.values(manifest)) {
    const variants = fullPath(route)
      .split("/")
      .filter(Boolean)
      .reduce<string[][]>(
        (heads, segment) =>
          heads.flatMap((head) => {
            const word = segment.replace(/\?$/, "");
            const filled = word === "*" ? ["x", "x/y"] : word.startsWith(":") ? ["fr", "abc", "api"] : [word];
            return [
              ...filled.map((value) => [...head, value]),
              ...(segment.endsWith("?") || word === "*" ? [head] : []),
            ];
          }),
        [[]],
      );
    for (const segments of variants) {
      const address = `/${segments.join("/")}`;
      addresses.add(address);
      addresses.add(address.toUpperCase());
      addresses.add(`${address}/`);
      addresses.add(`${address}.data`);
      addresses.add(`${address}/extra`);
      addresses.add(`/fr${address}`);
      addresses.add(`/fr${address}/_.data`);
      addresses.add(`/${segments.map(encodeURIComponent).join("/").replace(/a/g, "%61")}`);
    }
  }
  return [...addresses];
}

describe("route buckets", () => {
  const manifest = shopManifest();
  const wholeTree = routeTree(manifest);
  const handlerFor = routeBuckets(asBuild(manifest), (build) => build);

  test("every address finds the same routes over its bucket as over the whole table", () => {
    const addresses = sampleAddresses(manifest);
    expect(addresses.length).toBeGreaterThan(1000);
    for (const address of addresses) {
      const bucket = handlerFor(address).routes as Record<string, ManifestEntry>;
      expect({ address, ids: matchedIds(routeTree(bucket), address) }).toEqual({
        address,
        ids: matchedIds(wholeTree, address),
      });
    }
  });

  test("a page is matched against a few routes, not the whole table", () => {
    const whole = Object.keys(manifest).length;
    expect(Object.keys(handlerFor("/products").routes).length).toBeLessThan(10);
    expect(Object.keys(handlerFor("/fr/products/mugs/classic/abc").routes).length).toBeLessThan(10);
    expect(Object.keys(handlerFor("/api/init").routes).length).toBeLessThan(10);
    // An address that cannot be decoded is matched as React Router would, over everything.
    expect(Object.keys(handlerFor("/%E0%A4%A").routes)).toHaveLength(whole);
  });

  test("addresses of the same shape share one handler", () => {
    expect(handlerFor("/products/mugs/classic/abc")).toBe(handlerFor("/products/shirts/v-neck/def"));
    expect(handlerFor("/products")).toBe(handlerFor("/PRODUCTS"));
  });
});
