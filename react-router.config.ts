import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // A page's HTML carries the routes it matched (and the home page's), and the browser asks
  // /__manifest for others as links to them appear or are followed. The whole table (144 routes,
  // 95 of them API and other resource routes no page shows) was a 4.6 KB script on every first
  // load (issue 32).
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
