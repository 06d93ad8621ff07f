import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { rasteriseInWorker, type RasteriseTask } from "./rasterise.ts";

/** A 4 × 2 drawing: the left half red at half opacity, the right half the image at `href`. */
const task = (output: RasteriseTask["output"], images: RasteriseTask["images"]): RasteriseTask => ({
  svg: `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="4" height="2">
    <rect width="2" height="2" fill="#ff0000" fill-opacity="0.5"/>
    <image x="2" width="2" height="2" xlink:href="https://artwork.invalid/files/a"/></svg>`,
  width: 4,
  images,
  fontFiles: [],
  output,
});

describe("rasterising in a worker thread", () => {
  test("pixels come premultiplied and a PNG straight, the image drawn from the bytes given", async () => {
    const blue = await sharp({
      create: { width: 2, height: 2, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const images: RasteriseTask["images"] = [["https://artwork.invalid/files/a", blue]];
    const pixels = await rasteriseInWorker(task("pixels", images));
    if (!("raster" in pixels)) throw new Error("no raster");
    expect(pixels.raster).toMatchObject({ width: 4, height: 2 });
    expect([...pixels.raster.data.slice(0, 4)]).toEqual([128, 0, 0, 128]);
    expect([...pixels.raster.data.slice(12, 16)]).toEqual([0, 0, 255, 255]);

    const png = await rasteriseInWorker(task("png", images));
    if (!("raster" in png)) throw new Error("no raster");
    const decoded = await sharp(png.raster.data).raw().toBuffer();
    expect([...decoded.subarray(0, 4)]).toEqual([255, 0, 0, 128]);
  });

  test("an image whose bytes were not given is named, not drawn blank", async () => {
    expect(await rasteriseInWorker(task("png", []))).toEqual({
      missingImage: "https://artwork.invalid/files/a",
    });
  });
});
