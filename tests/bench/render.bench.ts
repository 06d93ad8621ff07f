/**
 * `npm run bench:render` (issue 13): a 12 × 16 in print area rendered at 300 DPI (3600 × 4800
 * pixels) from a design with a large photo and two texts, the way the render job does it. Budget:
 * under 10 s and under 500 MB of resident memory. The render runs in a child process of its own,
 * so its peak memory is the render's (and the modules it loads), not the making of the test photo.
 * Prints the figures; exits 1 when one is over. Not part of `npm test` (timings belong in
 * benchmarks).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import type { DesignLayer } from "#core/schemas/design.ts";
import { fileHref, renderPrintPng } from "#server/services/design-renders.ts";

const budget = { seconds: 10, rssMegabytes: 500 };
const area = { widthMm: 304.8, heightMm: 406.4, bleedMm: 0, safeMarginMm: 5 };
const fileId = "4f0c9c1e-6a51-4a4e-9d0e-0c0f6d2b7f11";

/** A 4000 × 5000 photo-like image: smooth colour with detail, stored as PNG as customers upload. */
async function photo(): Promise<Buffer> {
  const width = 4000;
  const height = 5000;
  const shapes = Array.from({ length: 120 }, (_, index) => {
    const x = (index * 733) % width;
    const y = (index * 1297) % height;
    const hue = (index * 37) % 360;
    return `<circle cx="${x}" cy="${y}" r="${120 + ((index * 53) % 400)}" fill="hsl(${hue} 70% 55%)" fill-opacity="0.6"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0ea5e9"/><stop offset="1" stop-color="#f97316"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const layers: DesignLayer[] = [
  {
    type: "image",
    id: "photo",
    fileId,
    x: 152.4,
    y: 190,
    width: 280,
    height: 350,
    rotation: 3,
    flipX: false,
    flipY: false,
    hidden: false,
    locked: false,
  },
  {
    type: "text",
    id: "title",
    text: "SUMMER CAMP 2026",
    font: "oswald",
    sizePt: 72,
    color: "#ffffff",
    weight: 700,
    align: "center",
    letterSpacing: 0.05,
    x: 152.4,
    y: 360,
    rotation: 0,
    hidden: false,
    locked: false,
  },
  {
    type: "text",
    id: "sub",
    text: "Lac d’Annecy · 12–19 juillet",
    font: "lora",
    sizePt: 28,
    color: "#111827",
    weight: 400,
    align: "center",
    letterSpacing: 0,
    x: 152.4,
    y: 390,
    rotation: 0,
    hidden: false,
    locked: false,
  },
];

type Figures = { width: number; height: number; bytes: number; seconds: number; rssMegabytes: number };

/** The child: renders the photo at `photoPath` and reports its figures as JSON on stdout. */
async function measure(photoPath: string): Promise<Figures> {
  const image = readFileSync(photoPath);
  const started = performance.now();
  const print = await renderPrintPng({ area, layers }, new Map([[fileHref(fileId), image]]));
  return {
    width: print.width,
    height: print.height,
    bytes: print.png.length,
    seconds: (performance.now() - started) / 1000,
    rssMegabytes: process.resourceUsage().maxRSS / 1024,
  };
}

const photoPath = process.argv[2];
if (photoPath) {
  process.stdout.write(JSON.stringify(await measure(photoPath)));
} else {
  const directory = mkdtempSync(path.join(tmpdir(), "render-bench-"));
  try {
    const photoFile = path.join(directory, "photo.png");
    writeFileSync(photoFile, await photo());
    const output = execFileSync(process.execPath, [...process.execArgv, import.meta.filename, photoFile], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
    const figures = JSON.parse(output) as Figures;
    console.warn(
      [
        `print file: ${figures.width} × ${figures.height} px, ${(figures.bytes / 1024 / 1024).toFixed(1)} MB PNG`,
        `render time: ${figures.seconds.toFixed(2)} s (budget ${budget.seconds} s)`,
        `peak resident memory of the rendering process: ${figures.rssMegabytes.toFixed(0)} MB (budget ${budget.rssMegabytes} MB)`,
      ].join("\n"),
    );
    if (figures.seconds > budget.seconds || figures.rssMegabytes > budget.rssMegabytes) {
      console.error("over budget");
      process.exitCode = 1;
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
