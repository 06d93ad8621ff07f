// Provided by the React Router Vite plugin at build time; typed where it is imported.
declare module "virtual:react-router/server-build";

// The icon sprite's address, made by the `iconSprite` plugin in vite.config.ts.
declare module "virtual:icon-sprite" {
  const url: string;
  export default url;
}

// Each language's namespace chunk in the browser build, made by server/tools/message-chunks.ts.
declare module "virtual:message-chunks" {
  const chunks: Record<string, string>;
  export default chunks;
}
