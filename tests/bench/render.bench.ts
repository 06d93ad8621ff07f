/**
 * `npm run bench:render` (issue 13): a 12 × 16 in print area rendered at 300 DPI (3600 × 4800
 * pixels) from a design with a large photo and two texts, the way the render job does it. Budget:
 * under 10 s and under 500 MB of resident memory. Then what a mockup costs (issue 30): the same
 * design's preview (1000 px WebP) on a lit tee, where the print follows the fabric, and on a lit
 * mug, where it wraps round the body; budget: under 5 s and 500 MB each. Each render runs in a
 * child process of its own, so its peak memory is the render's (and the modules it loads), not
 * the making of the test photo. Prints the figures; exits 1 when one is over. Not part of
 * `npm test` (timings belong in benchmarks).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import type { DesignProduct } from "#core/design/product.ts";
import type { DesignLayer } from "#core/schemas/design.ts";
import { shapeDefinitions, shapeLook } from "#server/mockups/shapes.ts";
import { fileHref, renderPreviewWebp, renderPrintPng } from "#server/services/design-renders.ts";

const budgets = {
  print: { seconds: 10, rssMegabytes: 500 },
  preview: { seconds: 5, rssMegabytes: 500 },
};
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
type Render = "print" | "preview-tshirt" | "preview-mug";

/** A product of `shape` with one front area of the print's proportions, for its preview. */
function productOf(shape: "tshirt" | "mug", key: string, widthMm: number, heightMm: number): DesignProduct {
  const box = shapeDefinitions[shape].areas[key]!;
  return {
    id: "bench1",
    title: shape,
    path: "/",
    shape,
    surface: shapeLook(shape).surface,
    colors: [{ key: "black", name: "Black", hex: "#111111" }],
    sizes: [{ key: "one", label: "One" }],
    areas: [
      {
        key,
        label: key,
        sizeKey: null,
        widthMm,
        heightMm,
        bleedMm: 0,
        safeMarginMm: 5,
        view: "front",
        mockup: { x: box.x, y: box.y, width: box.width, height: box.height },
        priceCents: 0,
      },
    ],
    prices: [],
    priceTiers: [],
  };
}

/** The design's layers scaled from the 12 × 16 in area to one `widthMm` × `heightMm`. */
function scaledTo(widthMm: number, heightMm: number): DesignLayer[] {
  const scale = Math.min(widthMm / area.widthMm, heightMm / area.heightMm);
  return layers.map((layer) =>
    layer.type === "image"
      ? {
          ...layer,
          x: layer.x * scale,
          y: layer.y * scale,
          width: layer.width * scale,
          height: layer.height * scale,
        }
      : layer.type === "text"
        ? { ...layer, x: layer.x * scale, y: layer.y * scale, sizePt: layer.sizePt * scale }
        : layer,
  );
}

/** The child: renders `render` from the photo at `photoPath` and reports its figures as JSON on stdout. */
async function measure(render: Render, photoPath: string): Promise<Figures> {
  const images = new Map([[fileHref(fileId), readFileSync(photoPath)]]);
  const started = performance.now();
  let picture: { width: number; height: number; bytes: number };
  if (render === "print") {
    const print = await renderPrintPng({ area, layers }, images);
    picture = { width: print.width, height: print.height, bytes: print.png.length };
  } else {
    const [shape, key, widthMm, heightMm] =
      render === "preview-tshirt"
        ? (["tshirt", "front", 305, 406] as const)
        : (["mug", "wrap", 216, 89] as const);
    const product = productOf(shape, key, widthMm, heightMm);
    const document = {
      version: 1 as const,
      product: product.id,
      color: "black",
      size: null,
      areas: { [key]: scaledTo(widthMm, heightMm) },
    };
    const preview = await renderPreviewWebp({ document, product, view: "front", color: "black" }, images);
    picture = { width: preview.width, height: preview.height, bytes: preview.webp.length };
  }
  return {
    ...picture,
    seconds: (performance.now() - started) / 1000,
    rssMegabytes: process.resourceUsage().maxRSS / 1024,
  };
}

const [asked, photoPath] = process.argv.slice(2);
if (asked && photoPath) {
  process.stdout.write(JSON.stringify(await measure(asked as Render, photoPath)));
} else {
  const directory = mkdtempSync(path.join(tmpdir(), "render-bench-"));
  try {
    const photoFile = path.join(directory, "photo.png");
    writeFileSync(photoFile, await photo());
    const run = (render: Render) =>
      JSON.parse(
        execFileSync(process.execPath, [...process.execArgv, import.meta.filename, render, photoFile], {
          encoding: "utf8",
          stdio: ["ignore", "pipe", "inherit"],
        }),
      ) as Figures;
    const lines: string[] = [];
    let over = false;
    for (const [render, name] of [
      ["print", "print file"],
      ["preview-tshirt", "mockup preview, tee (fabric)"],
      ["preview-mug", "mockup preview, mug (wrap)"],
    ] as const) {
      const figures = run(render);
      const budget = render === "print" ? budgets.print : budgets.preview;
      const size =
        render === "print"
          ? `${(figures.bytes / 1024 / 1024).toFixed(1)} MB PNG`
          : `${(figures.bytes / 1024).toFixed(0)} KB WebP`;
      lines.push(
        `${name}: ${figures.width} × ${figures.height} px, ${size}`,
        `  render time: ${figures.seconds.toFixed(2)} s (budget ${budget.seconds} s)`,
        `  peak resident memory of the rendering process: ${figures.rssMegabytes.toFixed(0)} MB (budget ${budget.rssMegabytes} MB)`,
      );
      over ||= figures.seconds > budget.seconds || figures.rssMegabytes > budget.rssMegabytes;
    }
    console.warn(lines.join("\n"));
    if (over) {
      console.error("over budget");
      process.exitCode = 1;
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
