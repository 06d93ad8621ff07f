/**
 * Taking a plain background away from an image (issue 30; docs/decisions/016-artwork-files.md).
 * The colour of the image's edges is its background. Every pixel joined to the edges through
 * pixels within the customer's tolerance of that colour becomes transparent; a region of the same
 * colour enclosed by the artwork (the white eye of a logo) is not joined to the edges, so it stays.
 *
 * Along the rim of what stays, a pixel that is a blend of the background and the artwork just
 * inside it (the anti-aliased edge of a drawing, or a JPEG's soft one) keeps only the artwork's
 * share: that share becomes its alpha and the background is taken out of its colour. Laid on the
 * background colour again it looks as it did; laid on a dark shirt it leaves no pale halo.
 *
 * Pure: RGBA pixels in, the same pixels changed in place (an image can weigh hundreds of
 * megabytes, so there is no copy). Decoding and encoding are the files job's (file-processing.ts).
 */

/** Why an image's background cannot be taken away. */
export type BackgroundRefusal = "noPlainBackground" | "alreadyTransparent" | "nothingLeft";

export type Rgb = { r: number; g: number; b: number };

export type RemovalOutcome =
  | { removed: true; background: Rgb; transparentPixels: number }
  | { removed: false; reason: BackgroundRefusal };

/** Colour differences are distances in RGB, in per cent of black to white. */
const BLACK_TO_WHITE_SQUARED = 3 * 255 * 255;
/**
 * The edges are one colour when this share of their pixels is within PLAIN_DISTANCE of their
 * commonest colour (pixels already transparent count as background too): a logo may touch the
 * edges here and there, a photograph's edges are many colours.
 */
const PLAIN_SHARE = 2 / 3;
const PLAIN_DISTANCE = 12;
/** A pixel this transparent already is background, whatever its colour. */
const TRANSPARENT_ALPHA = 16;
/** How far from the removed background (in pixels) a pixel may be a blend with it. */
const RIM_WIDTH = 2;
/**
 * How far a rim pixel may be from an exact blend of the background and the artwork beside it and
 * still be taken for one; further, it is artwork of its own colour (an outline) and stays opaque.
 */
const BLEND_DISTANCE = 6;

const removedMark = 1;

/** The square of a distance of `percent` per cent, to compare with squared distances. */
function squaredDistanceOf(percent: number): number {
  const share = percent / 100;
  return share * share * BLACK_TO_WHITE_SQUARED;
}

/** The indices of the pixels on the image's four edges, each once. */
function edgeIndices(width: number, height: number): number[] {
  const indices: number[] = [];
  for (let x = 0; x < width; x += 1) indices.push(x);
  if (height > 1) for (let x = 0; x < width; x += 1) indices.push((height - 1) * width + x);
  for (let y = 1; y < height - 1; y += 1) {
    indices.push(y * width);
    if (width > 1) indices.push(y * width + width - 1);
  }
  return indices;
}

/**
 * The background colour: the commonest colour of the edges (counted in coarse bins, then averaged
 * over the edge pixels near it), or why the edges have none.
 */
function edgeColour(pixels: Uint8Array, edge: number[]): Rgb | { refused: BackgroundRefusal } {
  let transparent = 0;
  const bins = new Uint32Array(4096);
  for (const index of edge) {
    const offset = index * 4;
    if (pixels[offset + 3]! < TRANSPARENT_ALPHA) transparent += 1;
    else bins[binOf(pixels, offset)]! += 1;
  }
  if (transparent * 2 >= edge.length) return { refused: "alreadyTransparent" };
  let commonest = 0;
  for (let bin = 1; bin < bins.length; bin += 1) if (bins[bin]! > bins[commonest]!) commonest = bin;
  const inBin = edge.filter((index) => {
    const offset = index * 4;
    return pixels[offset + 3]! >= TRANSPARENT_ALPHA && binOf(pixels, offset) === commonest;
  });
  const rough = averageColour(pixels, inBin);
  const plain = squaredDistanceOf(PLAIN_DISTANCE);
  const near = edge.filter((index) => {
    const offset = index * 4;
    return pixels[offset + 3]! >= TRANSPARENT_ALPHA && squaredDistance(pixels, offset, rough) <= plain;
  });
  if ((near.length + transparent) / edge.length < PLAIN_SHARE) return { refused: "noPlainBackground" };
  return averageColour(pixels, near);
}

function binOf(pixels: Uint8Array, offset: number): number {
  return ((pixels[offset]! >> 4) << 8) | ((pixels[offset + 1]! >> 4) << 4) | (pixels[offset + 2]! >> 4);
}

function averageColour(pixels: Uint8Array, indices: number[]): Rgb {
  let r = 0;
  let g = 0;
  let b = 0;
  for (const index of indices) {
    r += pixels[index * 4]!;
    g += pixels[index * 4 + 1]!;
    b += pixels[index * 4 + 2]!;
  }
  const count = Math.max(1, indices.length);
  return { r: Math.round(r / count), g: Math.round(g / count), b: Math.round(b / count) };
}

function squaredDistance(pixels: Uint8Array, offset: number, colour: Rgb): number {
  const dr = pixels[offset]! - colour.r;
  const dg = pixels[offset + 1]! - colour.g;
  const db = pixels[offset + 2]! - colour.b;
  return dr * dr + dg * dg + db * db;
}

/**
 * Marks (`removedMark`) every pixel joined to an edge pixel through background pixels, four
 * neighbours at a time (a diagonal gap in an outline does not let the background in). A scanline
 * fill: the stack holds runs, not pixels, so it stays small. Returns how many were marked.
 */
function fillFromEdges(
  marks: Uint8Array,
  width: number,
  height: number,
  edge: number[],
  isBackground: (index: number) => boolean,
): number {
  let stack = new Int32Array(1024);
  let top = 0;
  const push = (index: number) => {
    if (top === stack.length) {
      const grown = new Int32Array(stack.length * 2);
      grown.set(stack);
      stack = grown;
    }
    stack[top] = index;
    top += 1;
  };
  const open = (index: number) => marks[index] === 0 && isBackground(index);
  for (const index of edge) if (open(index)) push(index);
  let filled = 0;
  while (top > 0) {
    top -= 1;
    const index = stack[top]!;
    if (marks[index] !== 0) continue;
    const y = Math.floor(index / width);
    const rowStart = y * width;
    let left = index;
    while (left > rowStart && open(left - 1)) left -= 1;
    let right = index;
    while (right < rowStart + width - 1 && open(right + 1)) right += 1;
    marks.fill(removedMark, left, right + 1);
    filled += right - left + 1;
    for (const row of [y - 1, y + 1]) {
      if (row < 0 || row >= height) continue;
      const shift = (row - y) * width;
      let inRun = false;
      for (let column = left; column <= right; column += 1) {
        if (open(column + shift)) {
          if (!inRun) push(column + shift);
          inRun = true;
        } else inRun = false;
      }
    }
  }
  return filled;
}

/**
 * Marks the pixels within RIM_WIDTH of the removed background with their distance to it plus one
 * (`removedMark + 1` is next to it), and lists them by that distance, nearest first.
 */
function markRim(marks: Uint8Array, width: number, height: number): number[][] {
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = y * width + x;
      if (marks[index] !== removedMark) continue;
      const border =
        (x > 0 && marks[index - 1] !== removedMark) ||
        (x < width - 1 && marks[index + 1] !== removedMark) ||
        (y > 0 && marks[index - width] !== removedMark) ||
        (y < height - 1 && marks[index + width] !== removedMark);
      if (!border) continue;
      for (let dy = -RIM_WIDTH; dy <= RIM_WIDTH; dy += 1) {
        const row = y + dy;
        if (row < 0 || row >= height) continue;
        for (let dx = -RIM_WIDTH; dx <= RIM_WIDTH; dx += 1) {
          const column = x + dx;
          if (column < 0 || column >= width) continue;
          const near = row * width + column;
          const mark = marks[near]!;
          if (mark === removedMark) continue;
          const distance = removedMark + Math.max(Math.abs(dx), Math.abs(dy));
          if (mark === 0 || mark > distance) marks[near] = distance;
        }
      }
    }
  }
  const rims: number[][] = Array.from({ length: RIM_WIDTH }, () => []);
  for (let index = 0; index < marks.length; index += 1) {
    const mark = marks[index]!;
    if (mark > removedMark) rims[mark - removedMark - 1]!.push(index);
  }
  return rims;
}

/**
 * Takes the background out of a rim pixel that is a blend of it and the artwork deeper inside
 * (a neighbour further from the removed background that is not background itself): the blend's
 * share of artwork becomes the pixel's alpha, and its colour the artwork's. A pixel that is no
 * such blend is artwork of its own and is left as it is.
 */
function unblend(
  pixels: Uint8Array,
  marks: Uint8Array,
  width: number,
  height: number,
  index: number,
  background: Rgb,
  isBackground: (index: number) => boolean,
): void {
  const offset = index * 4;
  const depth = marks[index]!;
  const x = index % width;
  const y = Math.floor(index / width);
  const wr = pixels[offset]! - background.r;
  const wg = pixels[offset + 1]! - background.g;
  const wb = pixels[offset + 2]! - background.b;
  let best: { share: number; residual: number; reach: number } | null = null;
  for (let dy = -RIM_WIDTH; dy <= RIM_WIDTH; dy += 1) {
    const row = y + dy;
    if (row < 0 || row >= height) continue;
    for (let dx = -RIM_WIDTH; dx <= RIM_WIDTH; dx += 1) {
      const column = x + dx;
      if (column < 0 || column >= width || (dx === 0 && dy === 0)) continue;
      const near = row * width + column;
      const mark = marks[near]!;
      // Deeper: not yet looked at (kept, or further along the rim), so its colour is its own.
      if (!(mark === 0 || mark > depth) || isBackground(near)) continue;
      const vr = pixels[near * 4]! - background.r;
      const vg = pixels[near * 4 + 1]! - background.g;
      const vb = pixels[near * 4 + 2]! - background.b;
      const length = vr * vr + vg * vg + vb * vb;
      const share = Math.min(1, Math.max(0, (wr * vr + wg * vg + wb * vb) / length));
      const er = wr - share * vr;
      const eg = wg - share * vg;
      const eb = wb - share * vb;
      const residual = er * er + eg * eg + eb * eb;
      const reach = dx * dx + dy * dy;
      if (!best || residual < best.residual || (residual === best.residual && reach < best.reach)) {
        best = { share, residual, reach };
      }
    }
  }
  if (!best || best.residual > squaredDistanceOf(BLEND_DISTANCE) || best.share >= 254.5 / 255) return;
  const { share } = best;
  pixels[offset + 3] = Math.round(share * pixels[offset + 3]!);
  if (share === 0) return;
  // The colour that, laid over the background at this alpha, gives the pixel as it was.
  pixels[offset] = clampByte(background.r + wr / share);
  pixels[offset + 1] = clampByte(background.g + wg / share);
  pixels[offset + 2] = clampByte(background.b + wb / share);
}

function clampByte(value: number): number {
  return Math.min(255, Math.max(0, Math.round(value)));
}

/**
 * Makes the plain background of `pixels` (RGBA, `width` × `height`, changed in place)
 * transparent, with a soft rim. `tolerance` (0–100) is how far a colour may be from the
 * background's, in per cent of black to white, and still be background.
 */
export function removePlainBackground(
  pixels: Uint8Array,
  width: number,
  height: number,
  tolerance: number,
): RemovalOutcome {
  if (pixels.length !== width * height * 4) throw new RangeError("pixels are not width × height RGBA");
  const edge = edgeIndices(width, height);
  const background = edgeColour(pixels, edge);
  if ("refused" in background) return { removed: false, reason: background.refused };
  const limit = squaredDistanceOf(tolerance);
  const isBackground = (index: number) =>
    pixels[index * 4 + 3]! < TRANSPARENT_ALPHA || squaredDistance(pixels, index * 4, background) <= limit;

  const marks = new Uint8Array(width * height);
  const filled = fillFromEdges(marks, width, height, edge, isBackground);
  if (filled === marks.length) return { removed: false, reason: "nothingLeft" };
  // Nearest the background first: each pixel is compared with deeper ones, not yet changed.
  for (const rim of markRim(marks, width, height)) {
    for (const index of rim) {
      if (!isBackground(index)) unblend(pixels, marks, width, height, index, background, isBackground);
    }
  }
  for (let index = 0; index < marks.length; index += 1) {
    if (marks[index] === removedMark) pixels[index * 4 + 3] = 0;
  }
  return { removed: true, background, transparentPixels: filled };
}
