/**
 * The shop's product drawings: for each mockup shape, the sides it has, where each print area
 * sits by default, and the flat catalogue-style line drawing itself (render.ts wraps it into an
 * SVG document and marks the print areas).
 *
 * Coordinates are in the drawings' 1000 × 1000 viewBox. Print areas keep the aspect ratio of the
 * print: a 305 × 406 mm chest print is 220 × 293 units, about half the torso's width as on a
 * size L–XL shirt. Cylinders (mug, tumbler, bottle) mark the part of the wrap that faces the
 * viewer, which is nearly the whole visible body.
 */
import type { MockupSurface } from "#core/design/mockup-surface.ts";
import type { FinishKey, LightPaint } from "./light.ts";
import type { MockupPlacement, MockupShape, MockupView } from "./types.ts";

export type ShapeDefinition = {
  /** The sides this product has; a one-sided product has only "front". */
  views: readonly MockupView[];
  /** Default placement of each print area (by key) on the drawing, in viewBox units 0..1000. */
  areas: Readonly<Record<string, MockupPlacement>>;
};

/**
 * Paint derived from the product colour. `body` is the colour itself, `line` the outline tone;
 * the others are ready-made attribute strings for overlays, so that shading works the same on a
 * black and on a white product without gradients (gradients need ids, which clash when several
 * drawings are inlined in one page).
 */
export type Palette = {
  body: string;
  line: string;
  /** Soft shadow: folds, the far side of a cylinder. */
  shade: string;
  /** Deep shadow: insides (neck opening, mug interior). */
  hollow: string;
  /** Highlight: sheen on the lit side. */
  shine: string;
};

type ShapeDrawing = ShapeDefinition & {
  draw: (view: MockupView, paint: Palette) => string;
  /** The colour under the print areas when it is not the product's (a framed print's paper). */
  printedOn?: string;
  /** What the print areas are made of, for their grain and shading (light.ts). */
  finish: FinishKey;
  /** How a print lies on the product: following the fabric, round a cylinder, or flat. */
  surface: MockupSurface;
  /** The shape's own light, drawn over the design: round shading, gloss, creases. */
  light?: (view: MockupView, paint: LightPaint) => string;
};

/** A point of a half outline; with a control point when the segment arriving here is a curve. */
type OutlineNode = readonly [x: number, y: number] | readonly [x: number, y: number, cx: number, cy: number];

const BOTH_SIDES = ["front", "back"] as const satisfies readonly MockupView[];
const ONE_SIDE = ["front"] as const satisfies readonly MockupView[];

// Seams and stitching take the outline colour through the enclosing group; only their weight
// and opacity are set here.
const SEAM = 'fill="none" stroke-width="3" stroke-opacity=".55"';
const STITCH = `${SEAM} stroke-dasharray="8 7"`;
/** Knit ribbing: a thick dashed stroke along a band paints its short cross lines in one path. */
const rib = (width: number) =>
  `fill="none" stroke-width="${width}" stroke-dasharray="2 13" stroke-opacity=".3" stroke-linecap="butt"`;

/** Knit wales running up a beanie's crown. */
const KNIT = 'fill="none" stroke-width="3" stroke-opacity=".25"';

/** A cast shadow on the wall or table: the same on every product colour. */
const SOFT_SHADOW = 'stroke="none" fill="#000" fill-opacity=".14"';

/** Parts that stay white whatever the product colour: a card's inside, a sticker's backing. */
const NEUTRAL_PAPER = 'fill="#f8fafc" stroke="#94a3b8"';

function path(d: string, attributes = ""): string {
  return `<path d="${d}"${attributes ? ` ${attributes}` : ""}/>`;
}

/** Mirrors markup about the vertical centre line (x = 500). */
function mirrored(markup: string): string {
  return `<g transform="matrix(-1 0 0 1 1000 0)">${markup}</g>`;
}

/** Markup and its mirror image: both sleeves, both sides of a hem. */
function pair(markup: string): string {
  return markup + mirrored(markup);
}

/**
 * A curve symmetric about x = 500, from its left half: the half starts on the centre line (or
 * wherever the curve starts) and ends on it; the right half is the left one mirrored and walked
 * back, so the curve ends at the mirror image of its start.
 */
function symmetricLine(half: readonly OutlineNode[]): string {
  const segment = (x: number, y: number, cx?: number, cy?: number) =>
    cx === undefined ? `L${x} ${y}` : `Q${cx} ${cy} ${x} ${y}`;
  const [start, ...rest] = half;
  if (!start) return "";
  let d = `M${start[0]} ${start[1]}`;
  for (const [x, y, cx, cy] of rest) d += segment(x, y, cx, cy);
  for (let index = half.length - 1; index > 0; index--) {
    const [, , cx, cy] = half[index]!;
    const [x, y] = half[index - 1]!;
    d += segment(1000 - x, y, cx === undefined ? undefined : 1000 - cx, cy);
  }
  return d;
}

/** A closed outline symmetric about x = 500, from its left half, top centre first. */
function symmetric(half: readonly OutlineNode[]): string {
  return `${symmetricLine(half)}Z`;
}

function area(view: MockupView, x: number, y: number, width: number, height: number): MockupPlacement {
  return { view, x, y, width, height };
}

// ---------------------------------------------------------------------------------------------
// Garments

/**
 * Crew neckline of tees and long sleeves: the front dips and shows the inside of the back neck
 * above it (`behind`, drawn before the body); the back sits high.
 */
function crewNeck(view: MockupView, paint: Palette): { outline: OutlineNode[]; behind: string; rib: string } {
  if (view === "back") {
    return {
      outline: [
        [500, 182],
        [412, 150, 452, 184],
      ],
      behind: "",
      rib: path("M398 157Q450 207 500 205Q550 207 602 157", SEAM),
    };
  }
  const backNeck = "M404 150Q500 190 596 150L590 200H410Z";
  return {
    outline: [
      [500, 232],
      [412, 150, 442, 228],
    ],
    behind: path(backNeck) + path(backNeck, paint.hollow),
    rib: path("M400 156Q436 252 500 256Q564 252 600 156", SEAM),
  };
}

function tshirt(view: MockupView, paint: Palette): string {
  const neck = crewNeck(view, paint);
  const outline = symmetric([
    ...neck.outline,
    [292, 184],
    [136, 372, 196, 246],
    [238, 442],
    [270, 372, 262, 412],
    [264, 906, 256, 640],
    [500, 912, 380, 918],
  ]);
  return (
    neck.behind +
    path(outline) +
    pair(
      path("M270 372Q262 640 264 906L306 908Q296 640 302 396Z", paint.shade) +
        path("M292 184Q286 290 270 372", SEAM) +
        path("M150 355L250 424", STITCH),
    ) +
    path(
      symmetricLine([
        [266, 882],
        [500, 888, 380, 894],
      ]),
      STITCH,
    ) +
    neck.rib
  );
}

/** Long sleeves hanging beside the body (long-sleeve, sweatshirt, hoodie), left half. */
const LONG_SLEEVE: OutlineNode[] = [
  [318, 184],
  [168, 430, 208, 214],
  [118, 818],
  [222, 838],
  [298, 402, 258, 600],
];

function longSleeve(view: MockupView, paint: Palette): string {
  const neck = crewNeck(view, paint);
  const outline = symmetric([...neck.outline, ...LONG_SLEEVE, [292, 906, 288, 650], [500, 912, 390, 918]]);
  return (
    neck.behind +
    path(outline) +
    pair(
      path("M298 402Q290 650 292 906L332 908Q324 650 330 420Z", paint.shade) +
        path("M318 184Q310 300 298 402", SEAM) +
        path("M124 782L226 801", STITCH),
    ) +
    path(
      symmetricLine([
        [294, 882],
        [500, 888, 392, 894],
      ]),
      STITCH,
    ) +
    neck.rib
  );
}

/** Sweatshirt and hoodie body: long sleeves with rib cuffs, a rib waistband. */
function fleeceBody(neck: OutlineNode[]): string {
  return symmetric([...neck, ...LONG_SLEEVE, [292, 850, 288, 640], [304, 912], [500, 914, 400, 916]]);
}

function fleeceTrim(paint: Palette): string {
  return (
    pair(
      path("M298 402Q290 640 292 850L330 850Q324 640 330 420Z", paint.shade) +
        path("M318 184Q310 300 298 402", SEAM) +
        path("M125 776L224 796", SEAM) +
        path("M121 797L223 817", rib(40)),
    ) +
    path(
      symmetricLine([
        [292, 850],
        [500, 856, 396, 858],
      ]),
      SEAM,
    ) +
    path("M306 883H694", rib(56))
  );
}

function sweatshirt(view: MockupView, paint: Palette): string {
  const front = view === "front";
  const neckOutline: OutlineNode[] = front
    ? [
        [500, 236],
        [406, 148, 436, 232],
      ]
    : [
        [500, 184],
        [406, 148, 450, 186],
      ];
  const backNeck = "M398 148Q500 192 602 148L596 196H404Z";
  const backNeckRib = "M418 150Q440 200 500 203Q560 200 582 150";
  const ribLine = front
    ? path("M392 158Q432 264 500 268Q568 264 608 158", SEAM) +
      path("M399 153Q434 248 500 252Q566 248 601 153", rib(30))
    : path("M392 156Q448 214 500 214Q552 214 608 156", SEAM) +
      path("M399 152Q450 200 500 199Q550 200 601 152", rib(30));
  return (
    (front ? path(backNeck) + path(backNeck, paint.hollow) + path(backNeckRib, SEAM) : "") +
    path(fleeceBody(neckOutline)) +
    fleeceTrim(paint) +
    ribLine
  );
}

function hoodie(view: MockupView, paint: Palette): string {
  if (view === "back") {
    const hood = "M396 164Q352 200 368 320Q392 440 500 452Q608 440 632 320Q648 200 604 164Q500 132 396 164Z";
    return (
      path(
        fleeceBody([
          [500, 176],
          [400, 160, 452, 178],
        ]),
      ) +
      fleeceTrim(paint) +
      path(hood) +
      path("M372 330Q396 440 500 452Q604 440 628 330Q604 410 500 420Q396 410 372 330Z", paint.shade) +
      path("M500 150V450", STITCH)
    );
  }
  const hoodBehind = "M352 330Q318 60 500 38Q682 60 648 330Z";
  const hoodOpening = "M418 246Q400 108 500 96Q600 108 582 246Q550 286 500 294Q450 286 418 246Z";
  const pocket = "M384 604H616Q636 700 676 756V848H324V756Q364 700 384 604Z";
  return (
    path(hoodBehind) +
    path(hoodOpening, paint.hollow) +
    path("M400 254Q380 86 500 74Q620 86 600 254", SEAM) +
    path(
      fleeceBody([
        [500, 262],
        [402, 168, 430, 252],
      ]),
    ) +
    path(
      symmetricLine([
        [392, 176],
        [500, 286, 424, 280],
      ]),
      SEAM,
    ) +
    path(pocket) +
    path("M390 620H610Q628 704 662 760V834H338V760Q372 704 390 620Z", STITCH) +
    pair(path("M384 604Q364 700 324 756H344Q376 704 394 612Z", paint.shade)) +
    fleeceTrim(paint) +
    pair(
      path("M474 262Q466 310 470 368", 'fill="none" stroke-width="6"') +
        `<circle cx="474" cy="262" r="7"/>` +
        path("M464 366h12v26h-12Z", paint.hollow),
    )
  );
}

function tankTop(view: MockupView, paint: Palette): string {
  const front = view === "front";
  const outline = symmetric([
    front ? [500, 266] : [500, 186],
    front ? [400, 116, 414, 262] : [400, 116, 440, 186],
    [346, 114],
    [280, 402, 346, 356],
    [270, 906, 272, 650],
    [500, 912, 385, 918],
  ]);
  const backInside = "M400 116Q440 188 500 188Q560 188 600 116V300H400Z";
  return (
    (front ? path(backInside) + path(backInside, paint.hollow) : "") +
    path(outline) +
    pair(
      path("M280 402Q272 650 270 906L310 908Q302 650 308 420Z", paint.shade) +
        path("M358 116Q356 346 294 412", SEAM),
    ) +
    path(
      front
        ? symmetricLine([
            [388, 118],
            [500, 282, 402, 278],
          ])
        : symmetricLine([
            [388, 118],
            [500, 202, 432, 202],
          ]),
      SEAM,
    ) +
    path(
      symmetricLine([
        [272, 882],
        [500, 888, 385, 894],
      ]),
      STITCH,
    )
  );
}

// ---------------------------------------------------------------------------------------------
// Headwear

function cap(_view: MockupView, paint: Palette): string {
  const crown = "M236 620Q226 256 500 240Q774 256 764 620Z";
  const visor = "M214 602Q500 556 786 602Q806 700 500 734Q194 700 214 602Z";
  return (
    path(crown) +
    path("M236 620Q226 256 500 240Q306 300 292 620Z", paint.shade) +
    pair(path("M500 244Q354 330 340 612", SEAM) + `<circle cx="292" cy="420" r="8" ${paint.hollow}/>`) +
    path("M500 244V600", SEAM) +
    path(visor) +
    path("M226 612Q500 566 774 612Q786 682 500 710Q214 682 226 612Z", paint.shade) +
    path("M236 630Q500 586 764 630M246 652Q500 610 754 652", STITCH) +
    `<ellipse cx="500" cy="240" rx="26" ry="12"/>`
  );
}

function beanie(_view: MockupView, paint: Palette): string {
  const dome = "M280 600Q262 182 500 170Q738 182 720 600Z";
  const cuff = "M258 574Q500 546 742 574L750 790Q500 820 250 790Z";
  return (
    path(dome) +
    path("M290 560Q300 230 480 176Q300 240 328 560Z", paint.shine) +
    path("M500 176V560", KNIT) +
    pair(path("M446 178Q380 300 380 560M394 190Q306 330 318 560", KNIT)) +
    path(cuff) +
    path("M258 574Q500 546 742 574L744 606Q500 582 256 606Z", paint.shade) +
    path("M254 682Q500 670 746 682", rib(200)) +
    path("M250 790Q500 820 750 790L748 776Q500 804 252 776Z", paint.shade)
  );
}

// ---------------------------------------------------------------------------------------------
// Bags and aprons

/** A flat strap: a thick outline-coloured stroke with a thinner body-coloured one on top. */
function strap(d: string, paint: Palette, width = 38): string {
  return (
    path(d, `fill="none" stroke-width="${width}"`) +
    path(d, `fill="none" stroke="${paint.body}" stroke-width="${width - 10}"`)
  );
}

function toteBag(view: MockupView, paint: Palette): string {
  const body = "M226 340H774L786 912H214Z";
  const farHandle = strap("M372 360V290Q372 96 500 96Q628 96 628 290V360", paint);
  if (view === "back") {
    // The strap on this side is sewn inside the top hem: no box stitches on the face.
    return (
      farHandle +
      strap("M352 360V300Q352 116 500 116Q648 116 648 300V360", paint) +
      path(body) +
      path("M226 340H774L776 372H224Z", paint.shade) +
      path("M224 372H776", STITCH) +
      path("M214 912L226 340H260L250 912Z", paint.shade) +
      path("M586 350h44v20h-44Z", NEUTRAL_PAPER)
    );
  }
  return (
    farHandle +
    path(body) +
    path("M226 340H774L776 372H224Z", paint.shade) +
    path("M224 372H776", STITCH) +
    path("M786 912L774 340H740L750 912Z", paint.shade) +
    strap("M352 440V300Q352 116 500 116Q648 116 648 300V440", paint) +
    pair(path("M338 392h28v36h-28ZM338 392l28 36M366 392l-28 36", SEAM))
  );
}

function apron(_view: MockupView, paint: Palette): string {
  const body =
    "M372 196H628Q632 330 700 440L712 460Q760 470 766 520V906Q500 924 234 906V520Q240 470 288 460L300 440Q368 330 372 196Z";
  return (
    strap("M384 204Q380 40 500 40Q620 40 616 204", paint, 30) +
    pair(strap("M246 478Q184 488 172 600Q162 700 188 800", paint, 28)) +
    path(body) +
    path(
      symmetricLine([
        [386, 210],
        [500, 210],
      ]),
      STITCH,
    ) +
    path(
      symmetricLine([
        [248, 890],
        [500, 906, 370, 908],
      ]),
      STITCH,
    ) +
    path("M250 510Q500 500 750 510", SEAM) +
    path("M330 640H670V820H330Z", paint.shade) +
    path("M330 640H670V820H330ZM500 640V820", STITCH) +
    pair(path("M234 520Q240 470 288 460L300 440Q260 520 270 906L234 906Z", paint.shade))
  );
}

// ---------------------------------------------------------------------------------------------
// Drinkware

function mug(view: MockupView, paint: Palette): string {
  const handle = "M690 360C872 340 872 660 690 650";
  const front =
    path(handle, `fill="none" stroke-width="74"`) +
    path(handle, `fill="none" stroke="${paint.body}" stroke-width="62"`) +
    path(handle, `fill="none" stroke-width="26" stroke-opacity=".2"`) +
    path("M290 282V740Q490 800 690 740V282Z") +
    `<ellipse cx="490" cy="282" rx="200" ry="36"/>` +
    `<ellipse cx="490" cy="286" rx="184" ry="28" ${paint.hollow}/>`;
  // The back view is the same mug turned round: the handle on the other side, nothing printed.
  return view === "front" ? front : mirrored(front);
}

/**
 * Light on a cylinder's body (`outline`, spanning `left`…`right`): round shading across, dark at
 * both edges where it turns away, a broad sheen and a narrow glaze highlight on the lit left side.
 */
function cylinderLight(
  paint: LightPaint,
  outline: string,
  left: number,
  right: number,
  glaze: number,
): string {
  const width = right - left;
  const streak = left + width * 0.2;
  return paint.within(
    "body",
    outline,
    path(
      outline,
      paint.bands("round", left, right, [
        [0, -0.45],
        [0.1, -0.14],
        [0.2, 0.18],
        [0.3, 0.05],
        [0.42, 0],
        [0.6, 0],
        [0.78, -0.12],
        [0.92, -0.32],
        [1, -0.5],
      ]),
    ) + paint.soft(path(`M${streak} 0h${width * 0.035}V1000h${-width * 0.035}Z`, paint.highlight(glaze)), 4),
  );
}

function mugLight(view: MockupView, paint: LightPaint): string {
  // The front's body spans 290…690; the back is the mirror image, lit from the same side.
  const left = view === "front" ? 290 : 310;
  const right = left + 400;
  const centre = left + 200;
  const body = `M${left} 282A200 36 0 0 0 ${right} 282V740Q${centre} 800 ${left} 740Z`;
  return cylinderLight(paint, body, left, right, 0.7);
}

function tumbler(_view: MockupView, paint: Palette): string {
  return (
    // The straw is clear plastic whatever the tumbler's colour.
    path("M532 160L566 40", `fill="none" stroke-width="18"`) +
    path("M532 160L566 40", `fill="none" stroke="#f1f5f9" stroke-width="10"`) +
    path("M376 230L396 884Q500 904 604 884L624 230Z") +
    path("M366 190Q500 168 634 190L630 236Q500 252 370 236Z") +
    path("M370 236Q500 252 630 236L632 214Q500 230 368 214Z", paint.shade)
  );
}

function waterBottle(_view: MockupView, paint: Palette): string {
  const body = "M444 236V268Q364 300 360 380V880Q500 906 640 880V380Q636 300 556 268V236Z";
  return (
    path("M470 108Q470 56 500 56Q530 56 530 108", `fill="none" stroke-width="14"`) +
    path("M432 112H568L562 240H438Z") +
    path("M432 112H568L566 142H434Z", paint.shade) +
    path(body) +
    path("M444 268H556", SEAM)
  );
}

function tumblerLight(_view: MockupView, paint: LightPaint): string {
  return cylinderLight(paint, "M376 230L396 884Q500 904 604 884L624 230Z", 376, 624, 0.6);
}

function waterBottleLight(_view: MockupView, paint: LightPaint): string {
  return cylinderLight(
    paint,
    "M444 268Q364 300 360 380V880Q500 906 640 880V380Q636 300 556 268Z",
    360,
    640,
    0.6,
  );
}

// ---------------------------------------------------------------------------------------------
// Home

function pillow(view: MockupView, paint: Palette): string {
  const body = "M168 168Q500 204 832 168Q796 500 832 832Q500 796 168 832Q204 500 168 168Z";
  return (
    path(body) +
    path("M832 168Q796 500 832 832Q500 796 168 832Q500 770 770 770Q760 500 832 168Z", paint.shade) +
    // The stuffing rounds the face: darker toward the seams, corners pulled into creases.
    path(
      `${body}M236 232Q500 262 764 232Q738 500 764 768Q500 738 236 768Q262 500 236 232Z`,
      `${paint.shade} fill-rule="evenodd"`,
    ) +
    pair(path("M168 168Q200 196 236 206M168 832Q200 804 236 794", SEAM)) +
    (view === "back"
      ? path(
          "M236 806Q500 786 764 806",
          'fill="none" stroke-width="10" stroke-dasharray="3 4" stroke-opacity=".8"',
        ) + path("M250 796h30v38h-30Z")
      : "")
  );
}

function blanket(_view: MockupView, paint: Palette): string {
  // A fleece throw laid flat: soft wavy edges, a binding all round, a few creases.
  const edge =
    "M182 96Q340 112 500 98Q660 84 818 96Q842 98 842 122Q828 300 842 500Q856 700 842 878Q842 902 818 902" +
    "Q660 888 500 902Q340 916 182 902Q158 902 158 878Q172 700 158 500Q144 300 158 122Q158 98 182 96Z";
  const binding =
    "M190 118Q340 132 500 118Q660 104 810 118Q808 300 820 500Q834 700 820 880Q660 866 500 880Q340 894 182 880" +
    "Q194 700 180 500Q166 300 190 118Z";
  return (
    path(edge) +
    path(binding, 'fill="none" stroke-width="28" stroke-opacity=".18"') +
    path(binding, SEAM) +
    path("M240 300Q420 360 560 600Q420 380 240 300ZM520 150Q640 300 790 330Q640 320 520 150Z", paint.shade) +
    path("M420 880Q560 760 780 740Q580 780 470 886Z", paint.shade)
  );
}

function mousePad(_view: MockupView, _paint: Palette): string {
  return (
    // The rubber base shows as a dark edge under the printed cloth top.
    `<rect x="150" y="226" width="700" height="600" rx="34" fill="#374151" stroke="#1f2937"/>` +
    `<rect x="150" y="212" width="700" height="600" rx="34"/>`
  );
}

/** The cloth top lies flat under a broad soft light: a little brighter in the middle. */
function mousePadLight(_view: MockupView, paint: LightPaint): string {
  return `<rect x="150" y="212" width="700" height="600" rx="34" ${paint.bands("across", 150, 850, [
    [0, -0.1],
    [0.12, 0],
    [0.45, 0.06],
    [0.88, 0],
    [1, -0.12],
  ])}/>`;
}

// ---------------------------------------------------------------------------------------------
// Wall art

/** A sheet of paper hung with two strips of tape, in the product (paper) colour. */
function poster(x: number, y: number, width: number, height: number): string {
  const tape = (cx: number, angle: number) =>
    `<rect x="${cx - 56}" y="${y - 20}" width="112" height="40" transform="rotate(${angle} ${cx} ${y})" fill="#e7e5e4" fill-opacity=".85" stroke="#a8a29e" stroke-width="2"/>`;
  return (
    `<rect x="${x + 10}" y="${y + 14}" width="${width}" height="${height}" ${SOFT_SHADOW}/>` +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}"/>` +
    tape(x + 14, -40) +
    tape(x + width - 14, 40)
  );
}

/** A hung sheet's light: brighter toward the top left, its edges lifting a little off the wall. */
function posterLight(paint: LightPaint, x: number, y: number, width: number, height: number): string {
  const sheet = `M${x} ${y}h${width}v${height}h${-width}Z`;
  return paint.within(
    "sheet",
    sheet,
    path(
      sheet,
      paint.bands("across", x, x + width, [
        [0, -0.08],
        [0.04, 0],
        [0.35, 0.05],
        [0.7, 0],
        [0.96, -0.02],
        [1, -0.1],
      ]),
    ) +
      paint.soft(path(`M${x} ${y}H${x + width * 0.45}L${x} ${y + height * 0.32}Z`, paint.highlight(0.1)), 30),
  );
}

/** The framed print's own paper: the product colour is the frame's. */
const FRAMED_PRINT_PAPER = "#f1f5f9";

function framedPoster(_view: MockupView, paint: Palette): string {
  return (
    `<rect x="204" y="138" width="612" height="752" ${paint.hollow}/>` +
    `<rect x="194" y="124" width="612" height="752"/>` +
    // Mitred corners of the moulding.
    path("M194 124L230 160M806 124L770 160M194 876L230 840M806 876L770 840", SEAM) +
    path("M194 124H806L770 160H230Z", paint.shine) +
    `<rect x="230" y="160" width="540" height="680" fill="#fafaf9" stroke="#a8a29e" stroke-width="3"/>` +
    path("M230 160H770L754 176H246V824L230 840Z", 'fill="#000" fill-opacity=".08" stroke="none"') +
    `<rect x="290" y="220" width="420" height="560" fill="${FRAMED_PRINT_PAPER}" stroke="#94a3b8" stroke-width="2"/>`
  );
}

/** The glass of the frame catches a window: a broad and a narrow streak across the print. */
function framedPosterLight(_view: MockupView, paint: LightPaint): string {
  return paint.within(
    "glass",
    "M230 160H770V840H230Z",
    path("M230 160H560L230 560Z", paint.highlight(0.16)) +
      paint.soft(path("M600 160H660L230 690V616Z", paint.highlight(0.12)), 6) +
      // The moulding's shadow falls on the mat and the top of the print.
      paint.soft(path("M230 160H770V182H252V840H230Z", paint.shadow(0.22)), 6),
  );
}

function canvasLight(_view: MockupView, paint: LightPaint): string {
  return `<rect x="236" y="156" width="480" height="600" ${paint.bands("across", 236, 716, [
    [0, 0.05],
    [0.5, 0],
    [0.97, -0.04],
    [1, -0.12],
  ])}/>`;
}

function canvas(_view: MockupView, paint: Palette): string {
  // The print wraps round the stretcher bars: the right and bottom edges show its depth.
  const side = "M716 156L766 190V790L716 756Z";
  const bottom = "M236 756H716L766 790H286Z";
  return (
    path(side) +
    path(side, paint.shade) +
    path(bottom) +
    path(bottom, paint.hollow) +
    `<rect x="236" y="156" width="480" height="600"/>`
  );
}

// ---------------------------------------------------------------------------------------------
// Stationery and small goods

function phoneCase(_view: MockupView, _paint: Palette): string {
  // Seen from behind the phone, so the camera sits top left and the side buttons on the left.
  return (
    pair(path("M304 290h10v70h-10Z")) +
    path("M304 380h10v60h-10Z") +
    `<rect x="308" y="108" width="384" height="784" rx="62"/>` +
    `<rect x="326" y="126" width="348" height="748" rx="48" fill="none" stroke-width="3" stroke-opacity=".35"/>` +
    `<rect x="340" y="140" width="168" height="168" rx="42" fill="#111827" stroke-width="8"/>` +
    `<g fill="#1f2937" stroke="#4b5563" stroke-width="6">` +
    `<circle cx="386" cy="186" r="30"/><circle cx="386" cy="262" r="30"/><circle cx="462" cy="224" r="30"/></g>` +
    `<circle cx="462" cy="168" r="9" fill="#fde68a" stroke="none"/>`
  );
}

/** A glossy case: rounded edges darken, a diagonal reflection crosses the back. */
function phoneCaseLight(_view: MockupView, paint: LightPaint): string {
  const outline =
    "M370 108H630A62 62 0 0 1 692 170V830A62 62 0 0 1 630 892H370A62 62 0 0 1 308 830V170A62 62 0 0 1 370 108Z";
  return paint.within(
    "case",
    outline,
    path(
      outline,
      paint.bands("across", 308, 692, [
        [0, -0.35],
        [0.05, -0.05],
        [0.12, 0.08],
        [0.5, 0],
        [0.93, -0.04],
        [1, -0.4],
      ]),
    ) + paint.soft(path("M308 610L692 330V410L308 690Z", paint.highlight(0.2)), 14),
  );
}

/** A laminated cover: a soft sheen toward the spine side's top, darker at the fore-edge. */
function notebookLight(view: MockupView, paint: LightPaint): string {
  const [left, right] = view === "front" ? [252, 752] : [248, 748];
  return `<rect x="${left}" y="154" width="${right - left}" height="690" ${paint.bands(
    `cover-${view}`,
    left,
    right,
    [
      [0, 0],
      [0.25, 0.08],
      [0.8, 0],
      [1, -0.1],
    ],
  )}/>`;
}

function notebook(view: MockupView, paint: Palette): string {
  // Hardcover: the hinge groove runs beside the spine, on the left of the front cover and on the
  // right of the back cover; the ribbon bookmark hangs out at the bottom.
  const cover =
    path("M464 848V930L478 914L492 930V848", 'fill="#b91c1c" stroke="#7f1d1d" stroke-width="3"') +
    `<rect x="274" y="164" width="476" height="690" rx="10" ${paint.hollow}/>` +
    path("M252 154H740Q752 154 752 166V832Q752 844 740 844H252Z") +
    path("M252 154H290V844H252Z", paint.shade) +
    path("M300 160V838", SEAM);
  return view === "front" ? cover : mirrored(cover);
}

function greetingCard(view: MockupView, _paint: Palette): string {
  const card =
    path("M692 196L756 226V786L692 760Z", NEUTRAL_PAPER) +
    `<ellipse cx="520" cy="776" rx="300" ry="16" ${SOFT_SHADOW}/>` +
    `<rect x="292" y="196" width="400" height="564"/>`;
  if (view === "front") return card;
  return mirrored(card) + path("M460 722H540M476 738H524", SEAM);
}

/** The card's face bends toward its fold: darker beside the spine. */
function greetingCardLight(view: MockupView, paint: LightPaint): string {
  const [left, right] = view === "front" ? [292, 692] : [308, 708];
  const spineOnRight = view === "front";
  return `<rect x="${left}" y="196" width="400" height="564" ${paint.bands(`face-${view}`, left, right, [
    [0, spineOnRight ? 0.04 : -0.16],
    [0.08, spineOnRight ? 0.04 : -0.04],
    [0.5, 0],
    [0.92, spineOnRight ? -0.04 : 0.04],
    [1, spineOnRight ? -0.16 : 0.04],
  ])}/>`;
}

/** Vinyl with a gloss laminate: a soft reflection across the upper half. */
function stickerLight(_view: MockupView, paint: LightPaint): string {
  const outline = "M276 360Q276 276 360 276H640Q724 276 724 360V620L620 724H360Q276 724 276 640Z";
  return paint.within(
    "vinyl",
    outline,
    paint.soft(path("M276 470L520 276H600L276 540Z", paint.highlight(0.3)), 10),
  );
}

function sticker(_view: MockupView, _paint: Palette): string {
  return (
    `<rect x="220" y="220" width="560" height="560" rx="24" ${NEUTRAL_PAPER} stroke-width="3"/>` +
    `<rect x="268" y="268" width="464" height="464" rx="84" fill="none" stroke="#94a3b8" stroke-width="3" stroke-dasharray="10 6"/>` +
    path("M276 360Q276 276 360 276H640Q724 276 724 360V620L620 724H360Q276 724 276 640Z") +
    path("M724 620L620 724Q640 650 724 620Z", 'fill="#ffffff" stroke-width="3"') +
    path("M726 622Q700 690 640 722", 'fill="none" stroke="#000" stroke-opacity=".15" stroke-width="8"')
  );
}

// ---------------------------------------------------------------------------------------------

const FLAT: MockupSurface = { kind: "flat" };

/**
 * Cloth hanging or lying loose: folds longer than wide, running down, each shape with its own seed
 * so no two products crease alike; a print moves with them by about `depth` units.
 */
function fabric(seed: number, depth = 3): MockupSurface {
  return { kind: "fabric", folds: { frequency: [0.012, 0.0026], seed, depth } };
}

/** The 305 × 406 mm chest and back print; wider back prints (356 mm) are centred likewise. */
const GARMENT_CHEST = { x: 390, width: 220, height: 293 } as const;

const shapes: Record<MockupShape, ShapeDrawing> = {
  tshirt: {
    views: BOTH_SIDES,
    areas: {
      front: area("front", GARMENT_CHEST.x, 290, GARMENT_CHEST.width, GARMENT_CHEST.height),
      back: area("back", GARMENT_CHEST.x, 250, GARMENT_CHEST.width, GARMENT_CHEST.height),
      "sleeve-left": area("front", 740, 312, 60, 60),
    },
    draw: tshirt,
    finish: "jersey",
    surface: fabric(3),
  },
  "long-sleeve": {
    views: BOTH_SIDES,
    areas: {
      front: area("front", GARMENT_CHEST.x, 290, GARMENT_CHEST.width, GARMENT_CHEST.height),
      back: area("back", GARMENT_CHEST.x, 250, GARMENT_CHEST.width, GARMENT_CHEST.height),
      "sleeve-left": area("front", 748, 446, 64, 64),
    },
    draw: longSleeve,
    finish: "jersey",
    surface: fabric(5),
  },
  "tank-top": {
    views: BOTH_SIDES,
    areas: {
      front: area("front", GARMENT_CHEST.x, 312, GARMENT_CHEST.width, GARMENT_CHEST.height),
      back: area("back", GARMENT_CHEST.x, 250, GARMENT_CHEST.width, GARMENT_CHEST.height),
    },
    draw: tankTop,
    finish: "jersey",
    surface: fabric(7),
  },
  hoodie: {
    views: BOTH_SIDES,
    areas: {
      // Between the drawstrings and the kangaroo pocket: 330 × 254 mm.
      front: area("front", 381, 398, 238, 183),
      // Below the hood, which lies over the upper back: 356 × 406 mm.
      back: area("back", 372, 480, 257, GARMENT_CHEST.height),
    },
    draw: hoodie,
    finish: "fleece",
    surface: fabric(4),
  },
  sweatshirt: {
    views: BOTH_SIDES,
    areas: {
      front: area("front", GARMENT_CHEST.x, 300, GARMENT_CHEST.width, GARMENT_CHEST.height),
      back: area("back", 372, 260, 257, GARMENT_CHEST.height),
    },
    draw: sweatshirt,
    finish: "fleece",
    surface: fabric(9),
  },
  cap: {
    views: ONE_SIDE,
    areas: { front: area("front", 370, 400, 260, 104) },
    draw: cap,
    finish: "weave",
    // The crown's front panel curves round the head, seen from a little below (the visor's edge).
    surface: { kind: "cylinder", centreX: 500, radius: 264, sag: -16 },
  },
  beanie: {
    views: ONE_SIDE,
    areas: { front: area("front", 400, 644, 200, 69) },
    draw: beanie,
    finish: "jersey",
    surface: { kind: "cylinder", centreX: 500, radius: 246, sag: 0 },
  },
  "tote-bag": {
    views: BOTH_SIDES,
    areas: { front: area("front", 334, 460, 333, 380), back: area("back", 334, 420, 333, 380) },
    draw: toteBag,
    finish: "weave",
    surface: fabric(6, 2),
  },
  apron: {
    views: ONE_SIDE,
    areas: { front: area("front", 400, 250, 200, 200) },
    draw: apron,
    finish: "weave",
    surface: fabric(8, 2),
  },
  mug: {
    views: BOTH_SIDES,
    areas: { wrap: area("front", 316, 334, 340, 396) },
    draw: mug,
    finish: "smooth",
    // The rim's ellipse is 36 high.
    surface: { kind: "cylinder", centreX: 490, radius: 200, sag: 36 },
    light: mugLight,
  },
  tumbler: {
    views: ONE_SIDE,
    areas: { wrap: area("front", 404, 280, 192, 552) },
    draw: tumbler,
    finish: "smooth",
    surface: { kind: "cylinder", centreX: 500, radius: 114, sag: 10 },
    light: tumblerLight,
  },
  "water-bottle": {
    views: ONE_SIDE,
    areas: { wrap: area("front", 380, 400, 240, 440) },
    draw: waterBottle,
    finish: "smooth",
    surface: { kind: "cylinder", centreX: 500, radius: 140, sag: 13 },
    light: waterBottleLight,
  },
  pillow: {
    views: BOTH_SIDES,
    areas: { front: area("front", 216, 216, 568, 568), back: area("back", 216, 216, 568, 568) },
    draw: pillow,
    finish: "cushion",
    surface: fabric(10, 2),
  },
  blanket: {
    views: ONE_SIDE,
    areas: { front: area("front", 204, 140, 592, 710) },
    draw: blanket,
    finish: "fleece",
    surface: fabric(12, 3),
  },
  "poster-2x3": {
    views: ONE_SIDE,
    areas: { front: area("front", 220, 80, 560, 840) },
    draw: () => poster(220, 80, 560, 840),
    finish: "paper",
    surface: FLAT,
    light: (_view, paint) => posterLight(paint, 220, 80, 560, 840),
  },
  "poster-3x4": {
    views: ONE_SIDE,
    areas: { front: area("front", 185, 80, 630, 840) },
    draw: () => poster(185, 80, 630, 840),
    finish: "paper",
    surface: FLAT,
    light: (_view, paint) => posterLight(paint, 185, 80, 630, 840),
  },
  "framed-poster-3x4": {
    views: ONE_SIDE,
    areas: { front: area("front", 290, 220, 420, 560) },
    draw: framedPoster,
    printedOn: FRAMED_PRINT_PAPER,
    finish: "paper",
    surface: FLAT,
    light: framedPosterLight,
  },
  "canvas-4x5": {
    views: ONE_SIDE,
    areas: { front: area("front", 236, 156, 480, 600) },
    draw: canvas,
    finish: "art-canvas",
    surface: FLAT,
    light: canvasLight,
  },
  "phone-case": {
    views: ONE_SIDE,
    areas: { front: area("front", 334, 330, 332, 528) },
    draw: phoneCase,
    finish: "smooth",
    surface: FLAT,
    light: phoneCaseLight,
  },
  "mouse-pad": {
    views: ONE_SIDE,
    areas: { front: area("front", 162, 229, 676, 567) },
    draw: mousePad,
    finish: "cloth",
    surface: FLAT,
    light: mousePadLight,
  },
  notebook: {
    views: BOTH_SIDES,
    areas: {
      "front-cover": area("front", 306, 190, 436, 618),
      "back-cover": area("back", 258, 190, 436, 618),
    },
    draw: notebook,
    finish: "paper",
    surface: FLAT,
    light: notebookLight,
  },
  "greeting-card": {
    views: BOTH_SIDES,
    areas: { front: area("front", 292, 196, 400, 564), back: area("back", 308, 196, 400, 564) },
    draw: greetingCard,
    finish: "paper",
    surface: FLAT,
    light: greetingCardLight,
  },
  sticker: {
    views: ONE_SIDE,
    areas: { front: area("front", 300, 300, 400, 400) },
    draw: sticker,
    finish: "smooth",
    surface: FLAT,
    light: stickerLight,
  },
};

/** The sides and default print-area placements of every shape (the seed copies these). */
export const shapeDefinitions: Record<MockupShape, ShapeDefinition> = Object.fromEntries(
  Object.entries(shapes).map(([shape, { views, areas }]) => [shape, { views, areas }]),
) as Record<MockupShape, ShapeDefinition>;

/**
 * The drawing of one side of a shape (SVG elements, no document wrapper, no print areas), and the
 * colour its print areas sit on when that is not the product colour.
 */
export function drawShape(
  shape: MockupShape,
  view: MockupView,
  paint: Palette,
): { markup: string; printedOn?: string } {
  const { draw, printedOn } = shapes[shape];
  return { markup: draw(view, paint), printedOn };
}

/** How a shape takes the light: its material, the surface its prints lie on, and its own light. */
export function shapeLook(shape: MockupShape): {
  finish: FinishKey;
  surface: MockupSurface;
  light?: (view: MockupView, paint: LightPaint) => string;
} {
  const { finish, surface, light } = shapes[shape];
  return light ? { finish, surface, light } : { finish, surface };
}
