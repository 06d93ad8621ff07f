/**
 * What the designer bench measures in the page, from the browser's own clocks: animation frames
 * (`requestAnimationFrame` times) while a layer is dragged, and how long each typed key takes to
 * show on the canvas.
 */
import type { CDPSession, Locator, Page } from "@playwright/test";

export type FrameRun = {
  frames: number;
  elapsedMs: number;
  fps: number;
  worstGapMs: number;
  /** Frames in which the dragged layer stood somewhere new: proof the drag moved it as it went. */
  positionsShown: number;
};

type Recorder = { times: number[]; positions: number; stop: boolean; done: Promise<void> };
type RecorderWindow = { __benchFrames?: Recorder };

/**
 * Starts recording every animation frame's time, and whether `layerSelector` (when given) is seen
 * somewhere else on the screen than in the frame before; `stopFrames` ends it.
 */
async function startFrames(page: Page, layerSelector: string | null): Promise<void> {
  await page.evaluate((selector) => {
    const recorder = { times: [] as number[], positions: 0, stop: false, done: Promise.resolve() };
    let last: string | null = null;
    recorder.done = new Promise<void>((resolve) => {
      const frame = (time: number) => {
        recorder.times.push(time);
        if (selector) {
          // Where the layer is seen: the canvas draws it lifted, after itself, while it moves
          // (lifted-layer.tsx). Read without making the browser lay the page out before its time.
          const drawn = [...document.querySelectorAll(selector)].at(-1);
          const lifted = drawn?.closest<HTMLElement>("[data-lifted]");
          const where = drawn ? `${drawn.getAttribute("transform")} ${lifted?.style.transform ?? ""}` : null;
          if (last !== null && where !== last) recorder.positions++;
          last = where;
        }
        if (recorder.stop) resolve();
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    (window as RecorderWindow).__benchFrames = recorder;
  }, layerSelector);
}

async function stopFrames(page: Page): Promise<FrameRun> {
  const times = await page.evaluate(async () => {
    const recorder = (window as RecorderWindow).__benchFrames;
    if (!recorder) throw new Error("no frame recorder");
    recorder.stop = true;
    await recorder.done;
    return { times: recorder.times, positions: recorder.positions };
  });
  return frameRun(times.times, times.positions);
}

export function frameRun(times: number[], positionsShown: number): FrameRun {
  const first = times[0] ?? 0;
  const elapsedMs = (times.at(-1) ?? 0) - first;
  const gaps = times.slice(1).map((time, index) => time - (times[index] ?? time));
  return {
    frames: times.length - 1,
    elapsedMs,
    fps: elapsedMs > 0 ? ((times.length - 1) * 1000) / elapsedMs : 0,
    worstGapMs: Math.max(0, ...gaps),
    positionsShown,
  };
}

/** Frames of a page left alone for `ms`: what this browser gives when there is nothing to do. */
export async function idleFrames(page: Page, ms: number): Promise<FrameRun> {
  await startFrames(page, null);
  await page.waitForTimeout(ms);
  return stopFrames(page);
}

/**
 * A hand's drag: press at `from`, then `moves` pointer moves towards `to` at an even pace over
 * `durationMs` (a mouse reports about every 16 ms), then release. The events go to the browser on
 * time whatever the page does, without waiting for each to be handled (as Playwright's mouse
 * would: a slow page would then slow the hand, and the drag take as long as the page likes); a
 * busy page shows fewer frames, which is what is measured.
 */
export async function dragFrames(
  page: Page,
  cdp: CDPSession,
  drag: { from: Point; to: Point; moves: number; durationMs: number; layerSelector: string },
): Promise<FrameRun> {
  const { from, to, moves, durationMs } = drag;
  const mouse = (type: "mousePressed" | "mouseMoved" | "mouseReleased", point: Point, buttons: number) =>
    cdp.send("Input.dispatchMouseEvent", {
      type,
      x: point.x,
      y: point.y,
      button: "left",
      buttons,
      clickCount: type === "mouseMoved" ? 0 : 1,
    });
  await mouse("mouseMoved", from, 0);
  await startFrames(page, drag.layerSelector);
  const sent = [mouse("mousePressed", from, 1)];
  const start = Date.now();
  for (let step = 1; step <= moves; step++) {
    const due = start + (step * durationMs) / moves;
    const wait = due - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const along = step / moves;
    sent.push(
      mouse("mouseMoved", { x: from.x + (to.x - from.x) * along, y: from.y + (to.y - from.y) * along }, 1),
    );
  }
  sent.push(mouse("mouseReleased", to, 0));
  await Promise.all(sent);
  return stopFrames(page);
}

export type Point = { x: number; y: number };

type KeyWatch = (expected: string, selector: string) => void;
type KeyWindow = { __benchWatchKey?: KeyWatch; __benchKeyLatency?: Promise<number> };

/**
 * Types `text` at the end of `field`, one key at a time with `pauseMs` between keys, and returns
 * each key's latency: from its `keydown` event's time to the end of the first frame that shows
 * the canvas's text layer (`layerSelector`) with the text typed so far. The end of a frame is
 * taken as a task posted from its animation frame callback, which runs once the frame is drawn.
 * The watcher is put in the page once and run before the first key: code compiled afresh for
 * each key cost a slowed page some milliseconds in the very frame being timed.
 */
export async function keyLatencies(
  page: Page,
  field: Locator,
  layerSelector: string,
  text: string,
  pauseMs: number,
): Promise<number[]> {
  await field.focus();
  const initial = await field.evaluate((element) => {
    const input = element as HTMLTextAreaElement;
    input.setSelectionRange(input.value.length, input.value.length);
    return input.value;
  });
  await field.evaluate((element) => {
    const scope = window as KeyWindow;
    type Watch = {
      expected: string;
      selector: string;
      keyDownAt: number | null;
      resolve(ms: number): void;
      timer: ReturnType<typeof setTimeout>;
    };
    let watch: Watch | null = null;
    let shown: Watch | null = null;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      if (!shown || shown.keyDownAt === null) return;
      shown.resolve(performance.now() - shown.keyDownAt);
      shown = null;
    };
    const afterFrame = () => channel.port2.postMessage(null);
    const check = () => {
      if (!watch || watch.keyDownAt === null) return;
      if (document.querySelector(watch.selector)?.textContent !== watch.expected) return;
      clearTimeout(watch.timer);
      shown = watch;
      watch = null;
      requestAnimationFrame(afterFrame);
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    element.addEventListener("keydown", (event) => {
      if (watch) watch.keyDownAt = event.timeStamp;
    });
    scope.__benchWatchKey = (expected, selector) => {
      scope.__benchKeyLatency = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => {
          watch = null;
          reject(new Error(`the canvas did not show "${expected}" within 5 s`));
        }, 5000);
        watch = { expected, selector, keyDownAt: null, resolve, timer };
      });
    };
    // Each piece runs once before the first key, which then finds them compiled.
    check();
    afterFrame();
  });
  const latencies: number[] = [];
  let typed = initial;
  for (const key of text) {
    typed += key;
    await page.evaluate(
      ({ expected, selector }) => (window as KeyWindow).__benchWatchKey?.(expected, selector),
      { expected: typed, selector: layerSelector },
    );
    await page.keyboard.type(key);
    latencies.push(await page.evaluate(() => (window as KeyWindow).__benchKeyLatency ?? -1));
    await page.waitForTimeout(pauseMs);
  }
  return latencies;
}
