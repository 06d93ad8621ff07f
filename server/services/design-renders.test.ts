import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { pino } from "pino";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import type { DesignProduct } from "#core/design/product.ts";
import { DESIGN_VERSION, type DesignDocument, type DesignLayer } from "#core/schemas/design.ts";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { pngImage } from "#tests/support/images.ts";
import { readStored, useTestStorage } from "#tests/support/storage.ts";
import { designRenderDeletions, designRenders, designs, fileDeletions, files, users } from "../db/schema.ts";
import { shapeDefinitions, shapeLook } from "../mockups/shapes.ts";
import { designProduct } from "./catalogue.ts";
import {
  documentHash,
  listRenders,
  processDueRenders,
  RENDER_CLAIM_MS,
  removeDeletedRenderBytes,
  renderPreviewWebp,
  renderPrintPng,
  renderStorageKey,
  requestRenders,
} from "./design-renders.ts";
import { DesignRefused, preflightDesign, saveDesign, validateDesign } from "./designs.ts";
import { processDueFiles } from "./file-processing.ts";
import { addUpload, deleteFile, findFile, listFiles } from "./files.ts";
import {
  deleteTemplate,
  draftFromTemplate,
  findTemplate,
  saveTemplateFromDraft,
  templatePreview,
} from "./templates.ts";
import { shopClock } from "#tests/support/clock.ts";

// The shop's clock runs three hours behind the machine: every rule follows the clock it is given.
const { start, later } = shopClock();
const logger = pino({ level: "silent" });
const scratch = mkdtempSync(path.join(tmpdir(), "shop-renders-test-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The seeded classic tee: a 89 × 89 mm left sleeve (small renders keep the tests quick). */
const TEE = "st75v2";

describe.each(testDrivers)("design renders on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });
  const db = () => database().db;
  const storage = useTestStorage("disk");

  async function designWithArtwork(areas: (fileId: string) => Record<string, DesignLayer[]>) {
    const [user] = await db()
      .insert(users)
      .values({ email: `r${Math.random()}@example.com`, fullName: "Ren", createdAt: start, updatedAt: start })
      .returning({ id: users.id });
    const owner = { userId: user!.id };
    const bytes = await pngImage(1200, 1200, { alpha: true });
    const file = path.join(scratch, `upload-${Math.random()}`);
    writeFileSync(file, bytes);
    const { file: uploaded } = await addUpload(db(), storage(), {
      owner,
      upload: {
        path: file,
        name: "art.png",
        size: bytes.length,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        truncated: false,
      },
      now: start,
    });
    await processDueFiles({ db: db(), storage: storage(), logger, clock: () => start });
    const input: DesignDocument = {
      version: DESIGN_VERSION,
      product: TEE,
      color: "white",
      size: null,
      areas: areas(uploaded.id),
    };
    const { document, product } = await validateDesign(db(), owner, input, "en");
    const design = await saveDesign(db(), { owner, document, now: start });
    return { owner, fileId: uploaded.id, design, document, product };
  }

  const sleeve = (fileId: string): Record<string, DesignLayer[]> => ({
    "sleeve-left": [
      {
        type: "image",
        id: "a1",
        fileId,
        x: 44.5,
        y: 44.5,
        width: 60,
        height: 60,
        rotation: 30,
        flipX: true,
        flipY: false,
        hidden: false,
        locked: false,
      },
      {
        type: "text",
        id: "t1",
        text: "Hi",
        font: "oswald",
        sizePt: 30,
        color: "#dc2626",
        weight: 700,
        align: "center",
        letterSpacing: 0,
        x: 44.5,
        y: 70,
        rotation: 0,
        hidden: false,
        locked: false,
      },
    ],
  });
  const process = (now = start) =>
    processDueRenders({ db: db(), storage: storage(), logger, clock: () => now });

  // Three real renders: a few seconds alone, several times that beside the rest of the suite.
  test("a print file per used area (PNG, 300 DPI, sRGB, transparent, the area's exact pixels) and a preview per side and colour", async () => {
    const { design, document, product } = await designWithArtwork(sleeve);
    const asked = await requestRenders(db(), {
      designId: design.id,
      document,
      product,
      colors: ["white", "navy", "not-a-colour"],
      now: start,
    });
    expect(asked.map((render) => [render.kind, render.target, render.status])).toEqual([
      ["preview", "front:navy", "queued"],
      ["preview", "front:white", "queued"],
      ["print", "sleeve-left", "queued"],
    ]);
    // Asking again for the same document asks for nothing more.
    await requestRenders(db(), {
      designId: design.id,
      document,
      product,
      colors: ["white"],
      now: later(1000),
    });
    expect(await listRenders(db(), design.id, documentHash(document))).toHaveLength(3);

    expect(await process()).toEqual({ rendered: 3, failed: 0 });
    const renders = await listRenders(db(), design.id, documentHash(document));
    const print = renders.find((render) => render.kind === "print")!;
    // 89 mm at 300 DPI, rounded up: 1052 px.
    expect(print).toMatchObject({ status: "done", width: 1052, height: 1052 });
    const png = await readStored(storage(), renderStorageKey(print));
    const metadata = await sharp(png!).metadata();
    expect(metadata).toMatchObject({
      format: "png",
      width: 1052,
      height: 1052,
      hasAlpha: true,
      density: 300,
    });
    expect(metadata.icc).toBeDefined();
    // Transparent where nothing is printed (a corner), painted where the text is.
    const { data, info } = await sharp(png!).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
    const at = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]!;
    expect(at(526, 526)).toBeGreaterThan(0);

    const preview = renders.find((render) => render.target === "front:navy")!;
    const webp = await sharp((await readStored(storage(), renderStorageKey(preview)))!).metadata();
    expect(webp).toMatchObject({ format: "webp", width: 1000, height: 1000 });
  }, 90_000);

  test("clip art prints where it is placed, in the colour it was given, and shows in the preview", async () => {
    const { design, document, product } = await designWithArtwork(() => ({
      "sleeve-left": [
        {
          type: "art",
          id: "c1",
          artId: "red-heart",
          color: "#1d4ed8",
          x: 30,
          y: 30,
          width: 40,
          height: 40,
          rotation: 0,
          flipX: false,
          flipY: false,
          hidden: false,
          locked: false,
        },
      ],
    }));
    await requestRenders(db(), { designId: design.id, document, product, colors: ["white"], now: start });
    expect(await process()).toEqual({ rendered: 2, failed: 0 });
    const renders = await listRenders(db(), design.id, documentHash(document));
    const print = renders.find((render) => render.kind === "print")!;
    const { data, info } = await sharp((await readStored(storage(), renderStorageKey(print)))!)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 4, (y * info.width + x + 1) * 4),
    ];
    // The heart's middle, 30 mm in (354 px at 300 DPI), is the ink it was given; far from it, nothing.
    expect(pixel(354, 354)).toEqual([0x1d, 0x4e, 0xd8, 255]);
    expect(pixel(900, 900)[3]).toBe(0);
    expect(renders.find((render) => render.kind === "preview")).toMatchObject({ status: "done" });
  }, 90_000);

  test("an image deleted from the library fails the render with a reason; nothing is stored", async () => {
    const { owner, fileId, design, document, product } = await designWithArtwork(sleeve);
    await deleteFile(db(), { owner, id: fileId, now: start });
    await requestRenders(db(), { designId: design.id, document, product, colors: [], now: start });
    expect(await process()).toEqual({ rendered: 0, failed: 1 });
    const [render] = await listRenders(db(), design.id, documentHash(document));
    expect(render).toMatchObject({ status: "failed", failure: "render.missingFile" });
    expect(
      storage()
        .storedKeys()
        .filter((key) => key.startsWith("design-renders/")),
    ).toEqual([]);
  });

  test("a library file a template and an order print is only removed: hidden, refused in new layers, still rendered for both", async () => {
    const { owner, fileId, design, product } = await designWithArtwork(sleeve);
    const template = await saveTemplateFromDraft(db(), {
      userId: owner.userId,
      draftId: design.id,
      name: "Sleeve",
      now: start,
    });
    // An order's frozen copy of the same design, as placeOrder keeps it.
    const [ordered] = await db()
      .insert(designs)
      .values({
        userId: owner.userId,
        productId: TEE,
        document: design.document,
        frozenAt: start,
        createdAt: start,
        updatedAt: start,
      })
      .returning({ id: designs.id });

    await deleteFile(db(), { owner, id: fileId, now: later(1000) });
    expect((await listFiles(db(), owner)).files).toEqual([]);
    expect(await findFile(db(), owner, fileId)).toBeNull();
    expect(await db().select().from(fileDeletions)).toEqual([]);
    // Its owner still sees it in the designs that print it.
    expect(await findFile(db(), owner, fileId, { withRemoved: true })).not.toBeNull();

    await requestRenders(db(), {
      designId: ordered!.id,
      document: design.document,
      product,
      colors: [],
      kinds: ["print"],
      now: later(1000),
    });
    expect(await process(later(2000))).toEqual({ rendered: 2, failed: 0 });
    expect(await templatePreview(db(), await findTemplate(db(), owner.userId, template.id))).toMatchObject({
      status: "done",
    });

    // Ordering the template again: its draft copy keeps the file and passes the print checks…
    const { draftId } = await draftFromTemplate(db(), {
      userId: owner.userId,
      id: template.id,
      now: later(3000),
    });
    const copy = (await db().select().from(designs).where(eq(designs.id, draftId)))[0]!;
    const valid = await validateDesign(db(), owner, copy.document, "en", copy.document);
    expect(await preflightDesign(db(), owner, valid.document, product)).not.toContainEqual(
      expect.objectContaining({ code: "missingFile" }),
    );
    // …but it is not a new layer of another design.
    const added = await validateDesign(db(), owner, copy.document, "en").catch((error: unknown) => error);
    expect(added).toBeInstanceOf(DesignRefused);
    expect((added as DesignRefused).reason).toBe("unknownFile");

    // The order still prints it after the template is gone.
    await deleteTemplate(db(), { userId: owner.userId, id: template.id });
    expect(await db().select({ id: files.id }).from(files)).toEqual([{ id: fileId }]);
  }, 90_000);

  test("a removed file goes for good with the last kept design that prints it", async () => {
    const { owner, fileId, design } = await designWithArtwork(sleeve);
    const template = await saveTemplateFromDraft(db(), {
      userId: owner.userId,
      draftId: design.id,
      name: "Sleeve",
      now: start,
    });
    await deleteFile(db(), { owner, id: fileId, now: later(1000) });
    expect(await db().select({ id: files.id }).from(files)).toEqual([{ id: fileId }]);
    await deleteTemplate(db(), { userId: owner.userId, id: template.id });
    expect(await db().select().from(files)).toEqual([]);
    expect(await db().select().from(fileDeletions)).toEqual([{ fileId, attempts: 0 }]);
  });

  test("a render is claimed once; a claim left by a stopped worker is taken again when it runs out", async () => {
    const { design, document } = await designWithArtwork(sleeve);
    const product = (await designProduct(db(), TEE, "en"))!;
    await requestRenders(db(), { designId: design.id, document, product, colors: [], now: start });
    // A worker claimed it and stopped (a restart): the row keeps its lease.
    await db()
      .update(designRenders)
      .set({ lockedUntil: later(RENDER_CLAIM_MS) })
      .where(eq(designRenders.designId, design.id));
    expect(await process(later(1000))).toEqual({ rendered: 0, failed: 0 });
    // Two workers at once after the lease ran out: one renders it, the other finds nothing.
    const results = await Promise.all([
      process(later(RENDER_CLAIM_MS + 1)),
      process(later(RENDER_CLAIM_MS + 1)),
    ]);
    expect(results.map((result) => result.rendered).sort()).toEqual([0, 1]);
  });

  test("renders in turns of `concurrency`: each due render is done once, and a batch stops at its size", async () => {
    const product = (await designProduct(db(), TEE, "en"))!;
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const { design, document } = await designWithArtwork(sleeve);
      await requestRenders(db(), { designId: design.id, document, product, colors: [], now: start });
      ids.push(design.id);
    }
    const twoAtOnce = (batchSize: number) =>
      processDueRenders({
        db: db(),
        storage: storage(),
        logger,
        clock: () => start,
        concurrency: 2,
        batchSize,
      });
    expect(await twoAtOnce(2)).toEqual({ rendered: 2, failed: 0 });
    expect(await twoAtOnce(10)).toEqual({ rendered: 1, failed: 0 });
    const rows = await db().select().from(designRenders).where(inArray(designRenders.designId, ids));
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ["done", 1]));
  });

  test("storage out of reach is retried later and later, then the render is given up with a reason", async () => {
    const { design, document, product } = await designWithArtwork(sleeve);
    await requestRenders(db(), { designId: design.id, document, product, colors: [], now: start });
    const row = async () =>
      (await db().select().from(designRenders).where(eq(designRenders.designId, design.id)))[0]!;
    let now = start;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      storage().failNext("put");
      expect(await process(now)).toEqual({ rendered: 0, failed: 1 });
      const after = await row();
      expect(after.attempts).toBe(attempt);
      if (after.status === "failed") break;
      expect(after).toMatchObject({ status: "queued", lockedUntil: null });
      waits.push(after.nextAttemptAt.getTime() - now.getTime());
      // Not before its time, on this clock.
      expect(await process(new Date(after.nextAttemptAt.getTime() - 1))).toEqual({ rendered: 0, failed: 0 });
      now = after.nextAttemptAt;
    }
    expect(waits).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect(await row()).toMatchObject({ status: "failed", failure: "render.failed", attempts: 5 });
    expect(await process(later(24 * 60 * 60_000))).toEqual({ rendered: 0, failed: 0 });
  });

  test("deleting a design removes its renders' bytes from storage", async () => {
    const { design, document, product } = await designWithArtwork(sleeve);
    await requestRenders(db(), { designId: design.id, document, product, colors: ["white"], now: start });
    await process();
    expect(
      storage()
        .storedKeys()
        .filter((key) => key.startsWith("design-renders/")),
    ).toHaveLength(2);
    await db().delete(designs).where(eq(designs.id, design.id));
    expect(await db().select().from(designRenderDeletions)).toHaveLength(2);
    expect(await removeDeletedRenderBytes({ db: db(), storage: storage(), logger })).toEqual({ removed: 2 });
    expect(
      storage()
        .storedKeys()
        .filter((key) => key.startsWith("design-renders/")),
    ).toEqual([]);
    expect(await db().select().from(designRenderDeletions)).toEqual([]);
  });
});

describe("a mockup preview and the print file of one design", () => {
  /** A product of `shape` with one area of `widthMm` × `heightMm` on its front's default box. */
  function productOf(shape: "tshirt" | "mug", key: string, widthMm: number, heightMm: number): DesignProduct {
    const box = shapeDefinitions[shape].areas[key]!;
    return {
      id: "abc123",
      title: shape,
      path: "/",
      shape,
      surface: shapeLook(shape).surface,
      colors: [{ key: "white", name: "White", hex: "#ffffff" }],
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

  /** One flat red panel over the whole area. */
  const panel = (widthMm: number, heightMm: number): DesignLayer => ({
    type: "shape",
    id: "panel",
    shape: "rect",
    fill: "#dc2626",
    stroke: null,
    strokeMm: 0,
    x: widthMm / 2,
    y: heightMm / 2,
    width: widthMm,
    height: heightMm,
    rotation: 0,
    hidden: false,
    locked: false,
  });

  test.each([
    ["tshirt", "front", 305, 406],
    ["mug", "wrap", 216, 89],
  ] as const)(
    "on a %s the preview shows the print lit by the product; the print file stays flat",
    async (shape, key, widthMm, heightMm) => {
      const product = productOf(shape, key, widthMm, heightMm);
      const area = product.areas[0]!;
      const document: DesignDocument = {
        version: DESIGN_VERSION,
        product: product.id,
        color: "white",
        size: null,
        areas: { [key]: [panel(widthMm, heightMm)] },
      };
      const print = await renderPrintPng({ area, layers: document.areas[key]! }, new Map());
      const printRed = (await sharp(print.png).stats()).channels[0]!;
      expect([printRed.min, printRed.max]).toEqual([0xdc, 0xdc]);

      const preview = await renderPreviewWebp(
        { document, product, view: "front", color: "white" },
        new Map(),
      );
      // A band across the middle of the print area, inside the panel whatever the fold or the wrap.
      const { x, y, width, height } = area.mockup;
      const crop = await sharp(preview.webp)
        .extract({
          left: Math.round(x + width * 0.1),
          top: Math.round(y + height / 2 - 20),
          width: Math.round(width * 0.8),
          height: 40,
        })
        .toBuffer();
      // Statistics of the crop itself (sharp's stats() reads a pipeline's input).
      const middle = await sharp(crop).stats();
      const [red, green, blue] = middle.channels;
      // Still the red the customer chose, but shaded and textured, never one flat tone.
      expect(red!.mean).toBeGreaterThan(green!.mean + 60);
      expect(red!.mean).toBeGreaterThan(blue!.mean + 60);
      expect(red!.stdev).toBeGreaterThan(2);
      expect(red!.max - red!.min).toBeGreaterThan(12);
    },
    60_000,
  );
});
