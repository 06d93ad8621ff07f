/**
 * React Router finds a request's route by trying the branches of the whole route table in turn,
 * most specific first: about 200 here (the JSON API, the resource routes, and every page twice
 * for the optional `:lang` segment), twice per request, and builds the whole table again for
 * each render. That was a seventh of the CPU of an uncached `/products` and a third of the memory
 * it allocated (issue 32).
 *
 * A branch can only match an address whose segments fit its pattern: the same fixed words in the
 * same places, any word where it has a parameter, anything from a splat on. So an address is
 * answered by a handler built over the branches that fit it (and the routes above them), which
 * finds the same route as the whole table does with a fraction of it: `/products` fits about ten
 * routes. Addresses are reduced to their shape (each segment that is a fixed word of some pattern
 * in that place, or "some other word"), so the handlers are few and kept.
 *
 * Only the server's tables are cut: the browser still imports the full route manifest from its
 * own file (`assets.url`), which a handler leaves as it is.
 * See docs/decisions/027-route-buckets.md.
 */
import type { ServerBuild } from "react-router";

type RouteEntry = NonNullable<ServerBuild["routes"][string]>;
/** One exploded path of a branch (optional segments present or not) and the routes it runs through. */
type Pattern = { segments: string[]; routeIds: string[] };

/** A segment of an address that is no fixed word of any pattern in its place. */
const otherWord = "\u0000";
/** Shapes remembered; beyond this (an unusual crawl), shapes are worked out again each time. */
const SHAPES_KEPT = 2000;

/**
 * Returns a function that gives the handler for a request's pathname (raw, as in the URL).
 * `makeHandler` is called for the whole build at once, and once per distinct set of routes later.
 */
export function routeBuckets<Handler>(
  build: ServerBuild,
  makeHandler: (build: ServerBuild) => Handler,
): (pathname: string) => Handler {
  const whole = makeHandler(build);
  const patterns = branchPatterns(build);
  if (!patterns) return () => whole;
  const longest = Math.max(...patterns.map((pattern) => pattern.segments.length));
  // The fixed words each place holds in some pattern: any other word there is just a word.
  const wordsAt = Array.from({ length: longest }, (_, place) => {
    const words = new Set<string>();
    for (const { segments } of patterns) {
      const segment = segments[place];
      if (segment !== undefined && !isParameter(segment) && segment !== "*") words.add(segment);
    }
    return words;
  });
  const bySet = new Map<string, Handler>();
  const byShape = new Map<string, Handler>();

  // The root always: React Router answers an address no route takes with the root's 404.
  const rootIds = Object.values(build.routes).flatMap((route) =>
    route && !route.parentId ? [route.id] : [],
  );
  const handlerForShape = (shape: string[]) => {
    const ids = new Set<string>(rootIds);
    for (const pattern of patterns) {
      if (fits(pattern.segments, shape)) for (const id of pattern.routeIds) ids.add(id);
    }
    const key = [...ids].sort().join("\n");
    let handler = bySet.get(key);
    if (!handler) {
      handler = makeHandler(restrictBuild(build, ids));
      bySet.set(key, handler);
    }
    return handler;
  };

  return (pathname) => {
    const segments = addressSegments(pathname);
    if (!segments) return whole;
    // Longer than every pattern: only a splat can take it, whatever the words past the longest.
    const shape = segments
      .slice(0, longest + 1)
      .map((segment, place) => (wordsAt[place]?.has(segment) ? segment : otherWord));
    const key = shape.join("/");
    const known = byShape.get(key);
    if (known) return known;
    const handler = handlerForShape(shape);
    if (byShape.size < SHAPES_KEPT) byShape.set(key, handler);
    return handler;
  };
}

/**
 * Every branch React Router makes of the build (a route with a path or an index, under its
 * parents), exploded over optional segments, lower-cased (matching ignores case; a
 * case-sensitive route only narrows that). Undefined when a path is of a form this does not
 * reason about (absolute child paths, a parameter or splat inside a segment): then every address
 * uses the whole table.
 */
function branchPatterns(build: ServerBuild): Pattern[] | undefined {
  const routes = Object.values(build.routes).filter((route): route is RouteEntry => route !== undefined);
  const byId = new Map(routes.map((route) => [route.id, route]));
  const patterns: Pattern[] = [];
  for (const route of routes) {
    if ((route.path === undefined || route.path === null) && !route.index) continue;
    const chain: RouteEntry[] = [];
    for (let at: RouteEntry | undefined = route; at; at = at.parentId ? byId.get(at.parentId) : undefined) {
      chain.unshift(at);
    }
    const segments: string[] = [];
    for (const link of chain) {
      const path = link.path ?? "";
      if (path.startsWith("/")) return undefined;
      segments.push(...path.split("/").filter((segment) => segment !== ""));
    }
    if (segments.some((segment) => !wellFormed(segment))) return undefined;
    const routeIds = chain.map((link) => link.id);
    for (const exploded of explode(segments.map((segment) => segment.toLowerCase()))) {
      patterns.push({ segments: exploded, routeIds });
    }
  }
  return patterns;
}

/** A whole parameter (`:id`, `:lang?`), a splat at the end, or a word without `:` or `*`. */
function wellFormed(segment: string): boolean {
  return /^:[\w-]+\??$/.test(segment) || segment === "*" || /^[^:*]+$/.test(segment);
}

function isParameter(segment: string): boolean {
  return segment.startsWith(":");
}

/** Each optional segment (`:lang?`, `word?`) present and absent. */
function explode(segments: string[]): string[][] {
  let results: string[][] = [[]];
  for (const segment of segments) {
    if (segment.endsWith("?")) {
      const present = segment.slice(0, -1);
      results = results.flatMap((head) => [[...head, present], head]);
    } else {
      results = results.map((head) => [...head, segment]);
    }
  }
  return results;
}

/** Whether an address of this shape could match the pattern (a superset of React Router's match). */
function fits(pattern: string[], shape: string[]): boolean {
  for (let place = 0; place < pattern.length; place++) {
    const segment = pattern[place]!;
    if (segment === "*") return true;
    if (place >= shape.length) return false;
    if (!isParameter(segment) && segment !== shape[place]) return false;
  }
  return shape.length === pattern.length;
}

/**
 * The segments React Router matches, decoded and lower-cased: a data request (`/products.data`,
 * `/_.data` for `/`) is matched without its suffix; empty segments are dropped (no pattern has one:
 * only a splat takes them, and it takes anything). Undefined when a segment cannot be decoded, and
 * for the route discovery endpoint, which matches the addresses it is given rather than its own:
 * those use the whole table.
 */
function addressSegments(pathname: string): string[] | undefined {
  const path = pathname.endsWith("/_.data")
    ? pathname.slice(0, -"_.data".length)
    : pathname.replace(/\.data$/, "");
  const raw = path.split("/").filter((segment) => segment !== "");
  if (raw[0] === "__manifest") return undefined;
  try {
    return raw.map((segment) => decodeURIComponent(segment).toLowerCase());
  } catch {
    return undefined;
  }
}

/** The build with only the `kept` routes, in the server's table and in the manifest the server renders with. */
function restrictBuild(build: ServerBuild, kept: Set<string>): ServerBuild {
  const pick = <T>(table: Record<string, T>) =>
    Object.fromEntries(Object.entries(table).filter(([id]) => kept.has(id)));
  return {
    ...build,
    routes: pick(build.routes),
    assets: { ...build.assets, routes: pick(build.assets.routes) },
  };
}
