/**
 * The draft the designer bench edits, made through the shop's JSON API as a visitor makes one: a
 * 4000 × 5000 px upload on a tee's front and 29 texts and shapes around it (30 layers, the most an
 * area holds). The requests go through the browser context, so its designer cookie is the page's.
 */
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import type { TextLayer } from "#core/schemas/design.ts";
import { textLayer } from "#tests/support/design-layers.ts";

/** The front of the tee (st75v2), about 305 × 406 mm: every layer's centre stays well inside it. */
const product = "st75v2";
const area = "front";
const imageSize = { width: 4000, height: 5000 };

export type BenchDraft = { id: string; imageLayer: string; textLayer: string; textLayerText: string };

export async function prepareDraft(request: APIRequestContext): Promise<BenchDraft> {
  const fileId = await uploadImage(request, await gradientPng(imageSize.width, imageSize.height));
  const others = surroundingLayers();
  const layers = [
    { type: "image", id: "photo", fileId, x: 152.5, y: 200, width: 200, height: 250, rotation: 0 },
    ...others,
  ];
  const text = others.find((layer): layer is TextLayer => layer.type === "text");
  if (!text?.text) throw new Error("the draft has no text layer");
  const saved = await post<{ design: { id: string } }>(request, "/api/designs/save", {
    document: { version: 1, product, color: "white", size: null, areas: { [area]: layers } },
  });
  return { id: saved.design.id, imageLayer: "photo", textLayer: text.id, textLayerText: text.text };
}

/**
 * A photo-sized PNG with a gradient in every row and column: not one flat colour, which the
 * encoder and the browser's decoder would both take a shortcut on.
 */
async function gradientPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = ((x + y) * 7) & 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 3 })
    .toBuffer();
}

/** Uploads the image and waits until the shop has prepared it (its thumbnail answers). */
async function uploadImage(request: APIRequestContext, buffer: Buffer): Promise<string> {
  const response = await request.post("/api/files/upload", {
    multipart: { file: { name: "bench-photo.png", mimeType: "image/png", buffer } },
    timeout: 120_000,
  });
  const body = (await response.json()) as { code: number; msg: string; data: { file: { id: string } } };
  if (body.code !== 1) throw new Error(`the bench's upload was refused: ${body.msg}`);
  const { id } = body.data.file;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if ((await request.get(`/files/${id}/thumbnail`)).status() === 200) return id;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the bench's upload was not ready within 2 minutes");
}

/**
 * 29 layers on a 5 × 6 grid over the area, the cell in the middle left free: the drag presses
 * the image there. Texts and shapes alternate, shapes of every kind.
 */
function surroundingLayers() {
  const shapes = ["rect", "ellipse", "star", "polygon", "heart"] as const;
  const layers = [];
  const middle = 12;
  for (let index = 0; index < 30; index++) {
    if (index === middle) continue;
    const column = index % 5;
    const row = Math.floor(index / 5);
    const x = 32 + column * 60;
    const y = 40 + row * 65;
    const id = `l${index}`;
    layers.push(
      index % 2 === 0
        ? textLayer({ id, text: `Layer ${index}`, sizePt: 24, x, y })
        : {
            type: "shape",
            id,
            shape: shapes[index % shapes.length],
            fill: "#facc15",
            stroke: "#1e3a8a",
            strokeMm: 1,
            x,
            y,
            width: 30,
            height: 30,
            rotation: 0,
          },
    );
  }
  return layers;
}

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  if (body.code !== 1) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}
