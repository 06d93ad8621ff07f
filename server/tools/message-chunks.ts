import type { Plugin } from "vite";

/**
 * `virtual:message-chunks`: where the browser build put each language's namespace of messages
 * (`{ "fr/pages": "/assets/pages-HASH.js" }`), so the server can tell the browser to fetch the
 * ones a page needs alongside its scripts instead of after them (app/entry.server.tsx). The
 * browser build runs first and records them; the server build reads them. Empty in development,
 * where nothing is bundled.
 */
export function messageChunks(): Plugin {
  const moduleId = "virtual:message-chunks";
  const chunks: Record<string, string> = {};
  return {
    name: "shop:message-chunks",
    // One instance for both builds: what the browser build records, the server build reads.
    sharedDuringBuild: true,
    resolveId: (source) => (source === moduleId ? `\0${moduleId}` : null),
    load: (id) => (id === `\0${moduleId}` ? `export default ${JSON.stringify(chunks)};` : null),
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk" || !output.facadeModuleId) continue;
        const match = /[\\/]locales[\\/]([a-z]{2})[\\/]([\w-]+)\.ts$/.exec(output.facadeModuleId);
        if (match) chunks[`${match[1]}/${match[2]}`] = `/${output.fileName}`;
      }
    },
  };
}
