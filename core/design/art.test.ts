import { describe, expect, test } from "vitest";
import en from "#locales/en/art.ts";
import fr from "#locales/fr/art.ts";
import { DESIGN_VERSION, designEditSchema, layerSchema, type DesignDocument } from "#core/schemas/design.ts";
import { artListBodySchema } from "#core/schemas/art.ts";
import { artCategories, artHref, artPieces, searchArt, type ArtWords } from "./art.ts";
import { checkDesign } from "./checks.ts";
import { applyEdit } from "./edits.ts";
import { renderDesignSvg, renderLayers } from "./render.ts";
import { retargetDesign } from "./retarget.ts";
import { artLayer, testFront, testProduct } from "#tests/support/design-layers.ts";

const documentWith = (layers: DesignDocument["areas"]["front"]): DesignDocument => ({
  version: DESIGN_VERSION,
  product: testProduct.id,
  color: "black",
  size: null,
  areas: { front: layers ?? [] },
});
const edit = (fields: Record<string, unknown>) => designEditSchema.parse(fields);
const context = { product: testProduct, files: new Map(), random: () => 0.5 };
const words =
  (messages: typeof en | typeof fr) =>
  (id: string): ArtWords =>
    (messages.pieces as Record<string, ArtWords>)[id] ?? { name: "", keywords: "" };
const found = (messages: typeof en | typeof fr, q: string, category?: (typeof artCategories)[number]) =>
  searchArt(words(messages), { q, category }).map((piece) => piece.id);

describe("the clip-art library", () => {
  test("holds over 200 pieces in categories, each named with keywords in English and French", () => {
    expect(artPieces.length).toBeGreaterThanOrEqual(200);
    expect(new Set(artPieces.map((piece) => piece.id)).size).toBe(artPieces.length);
    for (const category of artCategories) {
      expect(artPieces.filter((piece) => piece.category === category).length, category).toBeGreaterThan(10);
    }
    const ids = artPieces.map((piece) => piece.id).sort();
    expect(Object.keys(en.pieces).sort()).toEqual(ids);
    for (const messages of [en, fr]) {
      for (const id of ids) {
        const piece = words(messages)(id);
        expect(piece.name, id).not.toBe("");
        expect(piece.keywords.split(",").length, id).toBeGreaterThanOrEqual(2);
      }
    }
  });

  test("search matches names and keywords in the language asked, whatever the accents, case and plural", () => {
    expect(found(en, "owl")).toEqual(["owl"]);
    expect(found(fr, "hibou")).toEqual(["owl"]);
    expect(found(fr, "chouette")).toEqual(["owl"]);
    expect(found(en, "hibou")).toEqual([]);
    // Accents and case are not needed, nor refused; "coeur" finds "cœur".
    for (const q of ["éléphant", "ELEPHANT", "Elephant", "éLéPhAnT"]) {
      expect(found(fr, q), q).toEqual(["elephant"]);
    }
    expect(found(fr, "coeur rouge")).toEqual(["red-heart"]);
    expect(found(fr, "Cœur", "symbols")).toContain("broken-heart");
    // Every word must match; a plural finds the singular.
    expect(found(en, "red heart")).toEqual(["red-heart"]);
    expect(found(fr, "chats")).toContain("cat-face");
    expect(found(en, "hearts")).toContain("two-hearts");
    expect(found(en, "cat")).toContain("cat-face");
    // A category alone lists its pieces; the two together narrow each other.
    expect(found(en, "", "space")).toEqual(
      artPieces.filter((piece) => piece.category === "space").map((piece) => piece.id),
    );
    expect(found(en, "moon", "space")).toEqual(["crescent-moon", "full-moon"]);
    expect(found(en, "moon", "food")).toEqual([]);
    expect(found(en, "")).toHaveLength(artPieces.length);
  });

  test("an art layer names a piece of the library and may have one colour; anything else is refused", () => {
    expect(layerSchema.parse(artLayer({ color: "#1D4ED8" }))).toMatchObject({ color: "#1d4ed8" });
    expect(layerSchema.parse(artLayer())).not.toHaveProperty("color");
    const unknown = layerSchema.safeParse(artLayer({ artId: "banana-phone" }));
    expect(unknown.error?.issues[0]?.message).toBe("validation.designArt");
    const colour = layerSchema.safeParse(artLayer({ color: "blue" }));
    expect(colour.error?.issues[0]?.message).toBe("validation.designColor");
    expect(() => edit({ intent: "add-art", area: "front", artId: "../secret" })).toThrow(
      "validation.designArt",
    );
    expect(artListBodySchema.safeParse({ q: "owl", language: "fr", category: "animals" }).success).toBe(true);
    expect(artListBodySchema.safeParse({ category: "weapons" }).success).toBe(false);
    expect(artListBodySchema.safeParse({ language: "de" }).success).toBe(false);
  });

  test("a piece is drawn as an image of its own address, recoloured or not, flipped in its box", () => {
    expect(artHref("owl", undefined)).toBe("/art/owl.svg");
    expect(artHref("owl", "#1d4ed8")).toBe("/art/owl.svg?color=1d4ed8");
    const markup = renderLayers(
      [artLayer({ color: "#1d4ed8", rotation: 10, flipX: true, width: 80, height: 60 })],
      () => undefined,
    );
    expect(markup).toBe(
      '<g data-layer="a1" transform="translate(150 200) rotate(10) scale(-1 1)">' +
        '<image href="/art/owl.svg?color=1d4ed8" x="-40" y="-30" width="80" height="60" preserveAspectRatio="none"/></g>',
    );
    // The print renderer gives its own address for the same piece; nothing else changes.
    const print = renderDesignSvg({
      area: testFront,
      layers: [artLayer()],
      images: () => undefined,
      art: (id, color) => `data:image/svg+xml;base64,${id}-${color ?? "own"}`,
    });
    expect(print).toContain('<image href="data:image/svg+xml;base64,owl-own" x="-50" y="-50"');
    expect(renderLayers([artLayer({ hidden: true })], () => undefined)).toBe("");
  });

  test("adding a piece centres it on the area in its own colours, selected", () => {
    const added = applyEdit(
      documentWith([]),
      edit({ intent: "add-art", area: "front", artId: "fox" }),
      context,
    );
    const layer = added.document.areas.front?.[0];
    expect(layer).toEqual({
      type: "art",
      id: expect.any(String),
      artId: "fox",
      x: 150,
      y: 200,
      width: 100,
      height: 100,
      rotation: 0,
      flipX: false,
      flipY: false,
      hidden: false,
      locked: false,
    });
    expect(added.selected).toBe(layer?.id);
    expect(layerSchema.safeParse(layer).success).toBe(true);
  });

  test("the art form recolours the piece or gives it back its own colours, and sets its box", () => {
    const form = {
      intent: "art-layer",
      area: "front",
      layer: "a1",
      x: "120",
      y: "130",
      width: "50",
      height: "100",
      rotation: "-330",
      keepRatio: "on",
      color: "#DB2777",
    };
    const recoloured = applyEdit(documentWith([artLayer()]), edit(form), context).document.areas.front?.[0];
    expect(recoloured).toMatchObject({
      x: 120,
      y: 130,
      width: 50,
      height: 50,
      rotation: 30,
      color: "#db2777",
    });
    const own = applyEdit(
      documentWith([artLayer({ color: "#db2777" })]),
      edit({ ...form, ownColors: "on", keepRatio: undefined }),
      context,
    ).document.areas.front?.[0];
    expect(own).not.toHaveProperty("color");
    expect(own).toMatchObject({ width: 50, height: 100 });
  });

  test("flips and fit apply to art as to images", () => {
    const flipped = applyEdit(
      documentWith([artLayer()]),
      edit({ intent: "layer-action", area: "front", layer: "a1", action: "flip-y" }),
      context,
    );
    expect(flipped.document.areas.front?.[0]).toMatchObject({ flipX: false, flipY: true });
    const fitted = applyEdit(
      documentWith([artLayer({ x: 40, y: 40 })]),
      edit({ intent: "layer-action", area: "front", layer: "a1", action: "fit" }),
      context,
    );
    expect(fitted.document.areas.front?.[0]).toMatchObject({ x: 150, y: 200, width: 300, height: 300 });
  });

  test("vector art has no resolution to check: only its place on the area is", () => {
    expect(checkDesign(documentWith([artLayer({ width: 2, height: 2 })]), [testFront], new Map())).toEqual(
      [],
    );
    expect(checkDesign(documentWith([artLayer({ x: 5 })]), [testFront], new Map())).toEqual([
      { severity: "warning", code: "overEdge", area: "front", layer: "a1" },
    ]);
  });

  test("on another product, a piece scales with the area, keeping its colour", () => {
    const retargeted = retargetDesign(documentWith([artLayer({ color: "#111827" })]), [testFront], {
      productId: "def456",
      color: "black",
      size: null,
      areas: [{ ...testFront, widthMm: 150, heightMm: 200 }],
    });
    expect(retargeted?.document.areas.front?.[0]).toMatchObject({
      x: 75,
      y: 100,
      width: 50,
      height: 50,
      color: "#111827",
    });
  });
});
