import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { visualizer } from "rollup-plugin-visualizer";
import { iconSprite } from "./server/tools/icon-sprite.ts";
import { messageChunks } from "./server/tools/message-chunks.ts";
import { defineConfig, type Plugin } from "vite";

/**
 * Fails the browser build when a module under `server/` (or a `*.server.ts` file) is reached from
 * client code: those modules hold secrets and database access and must never ship to the browser.
 */
function serverOnlyGuard(): Plugin {
  return {
    name: "shop:server-only-guard",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, importer) {
      if (
        importer &&
        (source.startsWith("#server/") || (source.startsWith(".") && /(^|\/)server\//.test(source)))
      ) {
        // React Router strips loaders/actions before this check runs, so reaching here is a real leak.
        this.error(`server-only module "${source}" imported from browser code in ${importer}`);
      }
      return null;
    },
  };
}

/**
 * `npm run analyze`: a treemap of the browser bundle, with each module's gzip size, in
 * build/analysis/client.html (and the same data as JSON beside it, for scripts).
 */
function bundleAnalysis(): Plugin[] {
  if (!process.env.ANALYZE) return [];
  const onlyClient = (plugin: Plugin): Plugin => ({
    ...plugin,
    applyToEnvironment: (environment) => environment.name === "client",
  });
  return [
    onlyClient(
      visualizer({ filename: "build/analysis/client.html", template: "treemap", gzipSize: true }) as Plugin,
    ),
    onlyClient(
      visualizer({ filename: "build/analysis/client.json", template: "raw-data", gzipSize: true }) as Plugin,
    ),
  ];
}

/** The modules of the "shell" chunk (see `advancedChunks` below). */
const shellModule = new RegExp(
  [
    String.raw`[\\/]app[\\/]components[\\/](breadcrumb|converted-price-note|dialog-openers|error-page|google-popup|icons|live-unread|localized-link|option-choice|page-seo|preference-switchers|product-card|site-footer|site-frame|site-header|toaster)\.tsx?$`,
    String.raw`[\\/]app[\\/]hooks[\\/](use-hydrated|use-menu-dismiss|use-navigation-focus|use-price|use-router-links)\.ts$`,
    String.raw`[\\/]app[\\/]utils[\\/](build-freshness|i18n|nonce|on-demand|root-data|swatch)\.tsx?$`,
    String.raw`[\\/]core[\\/](catalogue|color-mode|locales|money)\.ts$`,
  ].join("|"),
);

export default defineConfig({
  // The server bundle's entry is the shop (server/app.ts), which imports the React Router build.
  environments: {
    ssr: {
      build: { rollupOptions: { input: "./server/app.ts" } },
      // drizzle-orm is some 300 modules whose package.json holds a 179 KB exports map, which Node
      // parses again for each module it loads: half a second of every start. Bundled, it is none.
      resolve: { noExternal: ["drizzle-orm"] },
    },
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    serverOnlyGuard(),
    iconSprite(),
    messageChunks(),
    ...bundleAnalysis(),
  ],
  build: {
    rollupOptions: {
      output: {
        // One "shell" chunk for what every page runs: the site frame (header, footer, dialog
        // openers, toasts, error page) and its helpers, and what the catalogue pages (home,
        // product list and product page, the pages most visits start on) share. Everything else
        // is named out of it: a component only some pages use travels with those pages, so the
        // catalogue pages' first load does not carry it (nor the zod and conform behind forms).
        advancedChunks: {
          groups: [{ name: "shell", test: shellModule }],
        },
      },
    },
  },
  server: { port: 3000 },
});
