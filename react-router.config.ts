import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // The route table is small: the browser gets all of it at once, instead of asking for routes as
  // links appear (no /__manifest requests, no data-discover on every link).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
