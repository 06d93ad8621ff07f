import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import type { DesignLayer } from "#core/schemas/design.ts";
import { MessageSourceProvider } from "#app/utils/i18n.tsx";
import { serverMessages } from "#app/edge/messages.server.ts";
import type { DesignPrintArea, DesignProduct } from "#core/design/product.ts";
import { renderLayers } from "#core/design/render.ts";
import { DesignCanvas, type DesignCanvasProps } from "./canvas.tsx";
import { imageLayer, textLayer } from "#tests/support/design-layers.ts";

const front: DesignPrintArea = {
  key: "front",
  label: "Front",
  sizeKey: null,
  widthMm: 300,
  heightMm: 400,
  bleedMm: 3,
  safeMarginMm: 10,
  view: "front",
  mockup: { x: 350, y: 250, width: 300, height: 400 },
  priceCents: 0,
};
const product: DesignProduct = {
  id: "abc123",
  title: "Tee",
  path: "/products/a/b/tee-abc123",
  shape: "tshirt",
  surface: { kind: "fabric", folds: { frequency: [0.016, 0.0032], seed: 3, depth: 3 } },
  colors: [{ key: "black", name: "Black", hex: "#000000" }],
  sizes: [{ key: "m", label: "M" }],
  areas: [front],
  prices: [{ color: "black", size: "m", cents: 2400 }],
  priceTiers: [],
};
const text = textLayer({ color: "#ffffff", rotation: 30 });
const image = imageLayer();
const images = (fileId: string) => `/files/${fileId}`;

function renderCanvas(props: Partial<DesignCanvasProps> = {}, language: "en" | "fr" = "en") {
  const layers: DesignLayer[] = [image, text];
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => (
        <DesignCanvas
          product={product}
          area={front}
          colorKey="black"
          layers={layers}
          images={images}
          selectedId={null}
          interactive={false}
          onSelect={() => {}}
          onChange={() => {}}
          onUndo={() => {}}
          onRedo={() => {}}
          layerName={(layer) => layer.id}
          contents=""
          {...props}
        />
      ),
    },
  ]);
  return renderToString(
    <MessageSourceProvider value={serverMessages(language)}>
      <Stub initialEntries={["/"]} hydrationData={{ loaderData: { root: { locale: language } } }} />
    </MessageSourceProvider>,
  );
}

describe("the design canvas", () => {
  test("the server draws the product in its colour, the design by the one renderer, and the guides", () => {
    const html = renderCanvas();
    expect(html).toContain(
      '<image href="/mockups/abc123/front/black.svg?layer=product" x="0" y="0" width="1000" height="1000">',
    );
    // Millimetres of the area, bleed included, placed on the area's box of the mockup.
    expect(html).toContain('viewBox="-3 -3 306 406"');
    expect(html).toContain(`data-design-layers="">${renderLayers([image, text], images)}</g>`);
    for (const guide of ["trim", "bleed", "safe"]) expect(html).toContain(`data-guide="${guide}"`);
    for (const label of ["Print area edge", "Bleed (cut off)", "Safe zone"]) expect(html).toContain(label);
    // A picture, nothing to grab.
    expect(html).toContain('role="img" aria-label="Tee, Front"');
    expect(html).not.toMatch(/tabindex|data-handle|touch-none/);
  });

  test("interactive, the selected layer shows its turned outline, corner handles and a rotate handle", () => {
    const html = renderCanvas({ interactive: true, selectedId: "t1" });
    expect(html).toContain('role="application"');
    expect(html).toContain('tabindex="0"');
    expect(html).toContain('aria-roledescription="design canvas"');
    expect(html).toMatch(
      /<g (?=[^>]*data-selection="t1")(?=[^>]*transform="translate\(150 200\) rotate\(30\)")/,
    );
    for (const handle of ["nw", "ne", "se", "sw", "rotate"])
      expect(html).toContain(`data-handle="${handle}"`);
    expect(html).toContain("arrows move it 1 mm");
  });

  test("a locked layer is outlined without handles", () => {
    const html = renderCanvas({ interactive: true, selectedId: "t1", layers: [{ ...text, locked: true }] });
    expect(html).toContain('data-selection="t1"');
    expect(html).not.toContain("data-handle");
  });

  test("without bleed there is no bleed guide; a poster's mockup is the one of its size", () => {
    const poster = { ...front, bleedMm: 0, sizeKey: "a3" };
    const html = renderCanvas({ area: poster });
    expect(html).not.toContain('data-guide="bleed"');
    expect(html).not.toContain("Bleed (cut off)");
    expect(html).toContain('href="/mockups/abc123/front/black.svg?size=a3&amp;layer=product"');
  });

  test("the product's light falls on the design, under the guides and handles, and lets presses through", () => {
    // The drawing itself, after the preload links of its mockup.
    const rendered = renderCanvas({ interactive: true, selectedId: "t1" });
    const html = rendered.slice(rendered.indexOf("<svg"));
    const design = html.indexOf("data-design-layers");
    const light = html.indexOf('href="/mockups/abc123/front/black.svg?layer=light"');
    expect(design).toBeGreaterThan(html.indexOf("layer=product"));
    expect(light).toBeGreaterThan(design);
    expect(html.indexOf('data-guide="trim"')).toBeGreaterThan(light);
    expect(html.indexOf('data-handle="nw"')).toBeGreaterThan(light);
    expect(html).toMatch(/<image (?=[^>]*layer=light")(?=[^>]*pointer-events="none")/);
  });

  test("the mockup and its light are preloaded first, with high priority: the page's largest picture", () => {
    const html = renderCanvas();
    for (const layer of ["product", "light"]) {
      const link = html.match(
        new RegExp(`<link rel="preload" href="/mockups/abc123/front/black.svg\\?layer=${layer}"[^>]*>`),
      );
      expect(link?.[0]).toMatch(/as="image"/);
      expect(link?.[0]).toMatch(/fetchPriority="high"/i);
      expect(link?.index).toBeLessThan(html.indexOf("<svg"));
    }
  });

  test("on fabric the design follows the folds; the layers inside are the renderer's, unchanged", () => {
    const html = renderCanvas();
    const filter = html.match(/<filter id="([^"]+-fabric)"/)?.[1];
    expect(filter).toBeDefined();
    expect(html).toMatch(
      new RegExp(`<g filter="url\\(#${filter}\\)" data-surface="fabric"><svg [^>]*>.*data-design-layers="">`),
    );
    expect(html).toContain(`data-design-layers="">${renderLayers([image, text], images)}</g>`);
  });

  test("a mug's wrap is edited flat: the canvas does not bend what is being placed", () => {
    const html = renderCanvas({
      product: {
        ...product,
        shape: "mug",
        surface: { kind: "cylinder", centreX: 490, radius: 200, sag: 36 },
      },
    });
    expect(html).toContain('data-surface="cylinder"');
    expect(html).not.toMatch(/<filter|<mask|<use /);
    expect(html).toContain(`data-design-layers="">${renderLayers([image, text], images)}</g>`);
  });

  test("in French", () => {
    const html = renderCanvas({ interactive: true }, "fr");
    expect(html).toContain("Zone de sécurité");
    expect(html).toContain("Zoom avant");
    expect(html).toContain("100\u202f%");
  });
});
