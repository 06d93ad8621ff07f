import { describe, expect, test } from "vitest";
import { removePlainBackground } from "./plain-background.ts";

type Colour = [number, number, number];
const white: Colour = [255, 255, 255];
const black: Colour = [0, 0, 0];
const red: Colour = [220, 30, 40];

/** An RGBA image of one colour. */
function canvas(width: number, height: number, colour: Colour) {
  const pixels = new Uint8Array(width * height * 4);
  for (let index = 0; index < width * height; index += 1) pixels.set([...colour, 255], index * 4);
  return {
    width,
    height,
    pixels,
    at: (x: number, y: number) => [...pixels.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)],
    paint(inside: (x: number, y: number) => boolean, paint: Colour) {
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) if (inside(x, y)) pixels.set([...paint, 255], (y * width + x) * 4);
      }
    },
  };
}

/** A logo on white: a black ring around a white eye, and a red square beside it. */
function logoOnWhite() {
  const image = canvas(120, 100, white);
  const ring = (x: number, y: number) => {
    const distance = Math.hypot(x - 50, y - 50);
    return distance <= 30 && distance >= 15;
  };
  image.paint(ring, black);
  image.paint((x, y) => x >= 95 && x < 110 && y >= 40 && y < 55, red);
  return image;
}

describe("taking a plain background away", () => {
  test("a logo on white: the white around it turns transparent, the logo and the white eye inside it stay as they were", () => {
    const image = logoOnWhite();
    const before = image.pixels.slice();
    const outcome = removePlainBackground(image.pixels, image.width, image.height, 10);
    expect(outcome).toMatchObject({ removed: true, background: { r: 255, g: 255, b: 255 } });

    for (const [x, y] of [
      [0, 0],
      [119, 99],
      [60, 0],
      [0, 50],
      [5, 5],
      [85, 50],
      [115, 47],
    ] as const) {
      expect(image.at(x, y)[3], `alpha at ${x},${y}`).toBe(0);
    }
    // The eye: white, enclosed by the ring, opaque.
    expect(image.at(50, 50)).toEqual([255, 255, 255, 255]);
    expect(image.at(42, 50)).toEqual([255, 255, 255, 255]);
    // Every pixel of the logo (anything not white before) is exactly as it was.
    let logoPixels = 0;
    for (let index = 0; index < image.width * image.height; index += 1) {
      const was = [...before.subarray(index * 4, index * 4 + 4)];
      if (was[0] === 255 && was[1] === 255 && was[2] === 255) continue;
      logoPixels += 1;
      expect([...image.pixels.subarray(index * 4, index * 4 + 4)]).toEqual(was);
    }
    expect(logoPixels).toBeGreaterThan(2000);
    expect(outcome.removed && outcome.transparentPixels).toBe(
      image.width * image.height - logoPixels - countInEye(),
    );
  });

  test("an anti-aliased logo keeps a soft edge without a pale halo", () => {
    // A black disc drawn as renderers draw it: edge pixels grey by how much of them it covers.
    const image = canvas(80, 80, white);
    const coverage = (x: number, y: number) => {
      let inside = 0;
      for (let sy = 0; sy < 4; sy += 1) {
        for (let sx = 0; sx < 4; sx += 1) {
          if (Math.hypot(x + (sx + 0.5) / 4 - 40, y + (sy + 0.5) / 4 - 40) <= 25.3) inside += 1;
        }
      }
      return inside / 16;
    };
    for (let y = 0; y < 80; y += 1) {
      for (let x = 0; x < 80; x += 1) {
        const grey = Math.round(255 * (1 - coverage(x, y)));
        image.pixels.set([grey, grey, grey, 255], (y * 80 + x) * 4);
      }
    }
    const before = image.pixels.slice();
    expect(removePlainBackground(image.pixels, 80, 80, 10).removed).toBe(true);

    const soft: number[] = [];
    let worstOnWhite = 0;
    for (let index = 0; index < 80 * 80; index += 1) {
      const [r, g, b, alpha] = [...image.pixels.subarray(index * 4, index * 4 + 4)] as [
        number,
        number,
        number,
        number,
      ];
      if (alpha === 0) continue;
      // Laid on white again, each pixel that stays looks as it did.
      const onWhite = Math.round((r * alpha + 255 * (255 - alpha)) / 255);
      worstOnWhite = Math.max(worstOnWhite, Math.abs(onWhite - before[index * 4]!));
      if (alpha < 255) soft.push(Math.max(r, g, b));
    }
    expect(worstOnWhite).toBeLessThanOrEqual(2);
    expect(soft.length).toBeGreaterThan(50);
    // The rim is the disc's black, partly transparent: no grey left to glow on a dark shirt.
    expect(Math.max(...soft)).toBeLessThanOrEqual(8);
    expect(image.at(40, 40)).toEqual([0, 0, 0, 255]);
  });

  test("the tolerance decides how far from the background a colour may be and still go", () => {
    // An off-white patch (7.8 % from white) joined to the background at the left edge.
    const draw = () => {
      const image = canvas(60, 60, white);
      image.paint((x, y) => x < 20 && y >= 20 && y < 40, [235, 235, 235]);
      image.paint((x, y) => x >= 35 && x < 45 && y >= 25 && y < 35, black);
      return image;
    };
    const strict = draw();
    removePlainBackground(strict.pixels, 60, 60, 5);
    expect(strict.at(5, 30)).toEqual([235, 235, 235, 255]);
    expect(strict.at(5, 5)[3]).toBe(0);

    const loose = draw();
    removePlainBackground(loose.pixels, 60, 60, 10);
    expect(loose.at(5, 30)[3]).toBe(0);
    expect(loose.at(40, 30)).toEqual([0, 0, 0, 255]);
  });

  test("the background is the edges' colour, whatever it is, with a little noise", () => {
    const image = canvas(50, 50, [30, 80, 200]);
    let seed = 7;
    for (let index = 0; index < 50 * 50; index += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      image.pixels[index * 4] = 30 + (seed % 7) - 3;
    }
    image.paint((x, y) => x >= 20 && x < 30 && y >= 20 && y < 30, [250, 240, 10]);
    const outcome = removePlainBackground(image.pixels, 50, 50, 10);
    expect(outcome).toMatchObject({ removed: true, background: { r: 30, g: 80, b: 200 } });
    expect(image.at(2, 2)[3]).toBe(0);
    expect(image.at(25, 25)).toEqual([250, 240, 10, 255]);
  });

  test("a photograph's edges are many colours: refused, nothing changed", () => {
    const noise = canvas(64, 48, white);
    let seed = 42;
    for (let index = 0; index < noise.pixels.length; index += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      if (index % 4 !== 3) noise.pixels[index] = seed >> 16;
    }
    const before = noise.pixels.slice();
    expect(removePlainBackground(noise.pixels, 64, 48, 10)).toEqual({
      removed: false,
      reason: "noPlainBackground",
    });
    expect(noise.pixels).toEqual(before);

    // A sunset: the colour changes along every edge.
    const gradient = canvas(64, 48, white);
    for (let y = 0; y < 48; y += 1) {
      for (let x = 0; x < 64; x += 1) {
        gradient.pixels.set([255 - x * 3, 100 + y, x * 4, 255], (y * 64 + x) * 4);
      }
    }
    expect(removePlainBackground(gradient.pixels, 64, 48, 30)).toEqual({
      removed: false,
      reason: "noPlainBackground",
    });
  });

  test("an image already transparent around its artwork, or of the background colour alone, is refused", () => {
    const cutOut = canvas(20, 20, white);
    for (let index = 0; index < 400; index += 1) cutOut.pixels[index * 4 + 3] = 0;
    cutOut.paint((x, y) => x > 5 && x < 15 && y > 5 && y < 15, black);
    expect(removePlainBackground(cutOut.pixels, 20, 20, 10)).toEqual({
      removed: false,
      reason: "alreadyTransparent",
    });

    const blank = canvas(20, 20, white);
    expect(removePlainBackground(blank.pixels, 20, 20, 10)).toEqual({
      removed: false,
      reason: "nothingLeft",
    });
  });
});

/** White pixels of the logo's eye: inside the ring's inner circle. */
function countInEye(): number {
  let count = 0;
  for (let y = 0; y < 100; y += 1) {
    for (let x = 0; x < 120; x += 1) if (Math.hypot(x - 50, y - 50) < 15) count += 1;
  }
  return count;
}
