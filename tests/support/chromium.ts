import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/**
 * The Chromium the end-to-end tests drive: Debian's headless build when it is installed (it has no
 * window, tab strip or GPU process to run, and the suite runs about a tenth faster on it), else
 * Playwright's own when it was downloaded, else Debian's full browser. Without any the run stops
 * here with the way to get one.
 */
export function findChromium(): string {
  const candidates = [
    process.env.CHROMIUM_PATH,
    "/usr/bin/chromium-headless-shell",
    safePlaywrightPath(),
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
  ];
  const found = candidates.find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  );
  if (!found) {
    throw new Error(
      "No Chromium found for the end-to-end tests. Install one:\n" +
        "  Debian: sudo apt-get install -y chromium-headless-shell (or chromium)\n" +
        "  or: npx playwright install chromium\n" +
        "  or set CHROMIUM_PATH to a Chromium or Chrome executable.",
    );
  }
  return found;
}

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** Flags for a sandboxed CI machine with no network beyond loopback. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
