import { renderToPipeableStream } from "react-dom/server";
import { PassThrough } from "node:stream";
import { describe, expect, test } from "vitest";
import { onDemand } from "#app/utils/on-demand.ts";

/** The whole HTML a streamed server render sends, as a browser without JavaScript keeps it. */
function renderStream(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const body = new PassThrough();
        let html = "";
        body.on("data", (chunk: Buffer) => (html += chunk.toString()));
        body.on("end", () => resolve(html));
        pipe(body);
      },
      onShellError: reject,
    });
  });
}

describe("a component whose code loads on demand", () => {
  // Larger than React's progressive chunk (12.8 KB), which is what React moves out of place.
  const words = Array.from({ length: 2000 }, (_, index) => `word ${index}`).join(" ");
  const Big = ({ title }: { title: string }) => (
    <dialog open>
      <h2>{title}</h2>
      <p>{words}</p>
    </dialog>
  );

  test("once preloaded, the server renders it in place: no script needed to see it", async () => {
    const big = onDemand(async () => Big);
    await big.preload();
    const html = await renderStream(
      <main>
        <big.Component title="Sign in" />
      </main>,
    );
    expect(html).toMatch(/^<main><dialog open=""><h2>Sign in<\/h2><p>word 0 /);
    expect(html).not.toContain("<template");
    expect(html).not.toContain('hidden id="S:');
  });

  test("not loaded, it renders nothing (and does not hold the page back)", async () => {
    const big = onDemand(() => new Promise<typeof Big>(() => {}));
    const html = await renderStream(
      <main>
        <big.Component title="Sign in" />
      </main>,
    );
    expect(html).toBe("<main></main>");
  });

  test("a failed download is tried again by the next preload", async () => {
    let attempts = 0;
    const big = onDemand(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("offline");
      return Big;
    });
    await expect(big.preload()).rejects.toThrow("offline");
    await expect(big.preload()).resolves.toBe(Big);
    expect(attempts).toBe(2);
  });
});
