/**
 * `npm run test:image:build`: builds the image the container test runs (tests/container/image.test.ts),
 * base included. `npm test` runs it beside the static checks, whose type check and bundling leave
 * the second core mostly idle, so the container test later finds the image built. It must not
 * overlap the browser tests: podman's network set-up makes Chromium abort its requests
 * (net::ERR_NETWORK_CHANGED).
 */
import { buildImage, ensureBaseImage, podmanUnavailable, testImage } from "#tests/support/podman.ts";

const unavailable = podmanUnavailable();
if (unavailable) {
  process.stdout.write(`no image built: ${unavailable} (the container test is skipped too)\n`);
} else {
  const started = Date.now();
  const base = await ensureBaseImage();
  await buildImage(testImage);
  process.stdout.write(`built ${testImage} on ${base} in ${Math.round((Date.now() - started) / 1000)} s\n`);
}
