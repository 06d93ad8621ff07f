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

export default defineConfig({
  // The server bundle's entry is the shop (server/app.ts), which imports the React Router build.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
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
        // One "shell" chunk for the components and helpers every page uses (and the core modules they
        // need); what only some pages use (dialogs, forms, the file library, the order steps and
        // account orders, and every page's own parts in a feature folder such as
        // app/components/admin-order/) stays out, so the catalogue pages' first load does not carry
        // them, nor the zod and conform that a feature folder's forms would bring in.
        advancedChunks: {
          groups: [
            {
              name: "shell",
              test: /[\\/]app[\\/](components|utils|hooks)[\\/](?!auth-modal|currency-dialog|toast-queues|google-sign-in|form-field|use-validated-form|file-uploader|files|design-|account-|order-|pager|address|countries|shipping|tracking|notification-text|rename-disclosure|delete-question|collection-details-form|refresh-while|customer-conversation|operator-messages|admin-|daily-chart|legal-page|discount-code-form|piece-pricing)[^\\/]+$|[\\/]core[\\/](catalogue|color-mode|icon-names|locales|money|storable-text|user-agent|xml)\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: { port: 3000 },
});
