import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { DESIGN_VERSION, type DesignDocument } from "#core/schemas/design.ts";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { insertReadyImage } from "#tests/support/files.ts";
import { imageLayer, textLayer } from "#tests/support/design-layers.ts";
import { templates, users } from "../db/schema.ts";
import { saveDesign } from "./designs.ts";
import { deleteFile } from "./files.ts";
import { applyTemplate, templateTargets } from "./template-apply.ts";
import { findTemplate, saveTemplateFromDraft, TemplateNotFound, TemplateRefused } from "./templates.ts";
import { shopClock } from "#tests/support/clock.ts";

const { start, later } = shopClock();
const TEE = "st75v2";
const HOODIE = "lg9edn";
// Posters in 3:4 (12 × 16 in is 305 × 406 mm, a t-shirt front's shape; 18 × 24 in is 150 % of it).
const POSTER_3X4 = "g2khvd";

describe.each(testDrivers)("applying templates to other products on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });
  const db = () => database().db;

  async function customer(email: string) {
    const [row] = await db()
      .insert(users)
      .values({ email, fullName: "Élodie", createdAt: start, updatedAt: start })
      .returning({ id: users.id });
    return row!.id;
  }

  const picture = (userId: string, width: number, height: number) =>
    insertReadyImage(db(), { userId }, { width, height, at: start });

  /** A t-shirt template: the picture over 254 × 338.6 mm of the front (10 × 13.33 in) and a line of text. */
  async function teeTemplate(userId: string, pixels: { width: number; height: number }, color = "black") {
    const fileId = await picture(userId, pixels.width, pixels.height);
    const document: DesignDocument = {
      version: DESIGN_VERSION,
      product: TEE,
      color,
      size: null,
      areas: {
        front: [
          imageLayer({ fileId, x: 152.5, y: 203, width: 254, height: 338.6 }),
          textLayer({ x: 152.5, y: 380, sizePt: 24 }),
        ],
      },
    };
    const draft = await saveDesign(db(), { owner: { userId }, document, now: start });
    const template = await saveTemplateFromDraft(db(), {
      userId,
      draftId: draft.id,
      name: "Team shirt",
      now: later(1000),
    });
    return { template, fileId };
  }

  test("products with a front of the same shape are offered, scaled, with the resolution each prints at", async () => {
    const userId = await customer("ada@example.com");
    const { template } = await teeTemplate(userId, { width: 3000, height: 4000 });
    const { targets } = await templateTargets(db(), { userId, id: template.id, language: "fr" });
    const keys = targets.map((target) => target.key);
    expect(keys).not.toContain(TEE);
    // The hoodie's front is wider than tall: not the same shape.
    expect(keys.some((key) => key.startsWith(HOODIE))).toBe(false);
    const small = targets.find((target) => target.key === `${POSTER_3X4}:12x16`)!;
    const large = targets.find((target) => target.key === `${POSTER_3X4}:18x24`)!;
    expect(small).toMatchObject({
      productId: POSTER_3X4,
      size: { key: "12x16" },
      scales: [{ label: "Tirage", percent: 100 }],
      lowestDpi: 300,
      lowResolution: false,
      blocked: null,
      // Posters come in white only: the template's black is not kept.
      color: { key: "white", kept: false },
    });
    expect(large).toMatchObject({
      scales: [{ percent: 150 }],
      lowestDpi: 200,
      lowResolution: true,
      blocked: null,
    });
    const [image, text] = large.document.areas.front!;
    // 457 / 305: the width is the side that fits (610 / 406 is a little more).
    expect(image).toMatchObject({ x: 228.5, y: 305, width: 380.58, height: 507.34 });
    expect(text?.type === "text" && text.sizePt).toBe(36);
    // Another t-shirt keeps the colour and the size of everything.
    const tee = targets.find((target) => target.productId !== POSTER_3X4 && target.color.kept);
    expect(tee).toMatchObject({ scales: [{ percent: 100 }], lowestDpi: 300, blocked: null });
  });

  test("artwork that would print below 150 DPI once scaled is not offered; applying makes a new template", async () => {
    const userId = await customer("ada@example.com");
    const { template } = await teeTemplate(userId, { width: 1500, height: 2000 });
    const { targets } = await templateTargets(db(), { userId, id: template.id, language: "en" });
    expect(targets.find((target) => target.key === `${POSTER_3X4}:12x16`)).toMatchObject({
      lowestDpi: 150,
      blocked: null,
    });
    expect(targets.find((target) => target.key === `${POSTER_3X4}:18x24`)).toMatchObject({
      lowestDpi: 100,
      blocked: "dpiTooLow",
    });
    const refused = await applyTemplate(db(), {
      userId,
      id: template.id,
      target: `${POSTER_3X4}:18x24`,
      name: "Poster",
      now: later(2000),
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TemplateRefused);
    expect((refused as TemplateRefused).reason).toBe("dpiTooLow");

    const applied = await applyTemplate(db(), {
      userId,
      id: template.id,
      target: `${POSTER_3X4}:12x16`,
      name: "Team poster",
      now: later(3000),
    });
    expect(applied).toMatchObject({ name: "Team poster", productId: POSTER_3X4, color: "white" });
    expect(applied.document).toMatchObject({ product: POSTER_3X4, size: "12x16", color: "white" });
    expect(applied.designId).not.toBe(template.designId);
    // The original is as it was.
    expect(await findTemplate(db(), userId, template.id)).toMatchObject({ productId: TEE, color: "black" });
    expect(await db().select().from(templates).where(eq(templates.userId, userId))).toHaveLength(2);
  });

  test("a target the page did not offer, a product of another shape, a bad name: refused, nothing kept", async () => {
    const userId = await customer("ada@example.com");
    const { template } = await teeTemplate(userId, { width: 3000, height: 4000 });
    for (const target of [HOODIE, TEE, "zzzzzz", `${POSTER_3X4}:99x99`, `${POSTER_3X4}`]) {
      const error = await applyTemplate(db(), {
        userId,
        id: template.id,
        target,
        name: "X",
        now: later(2000),
      }).catch((caught: unknown) => caught);
      expect((error as TemplateRefused).reason).toBe("notApplicable");
    }
    const badName = await applyTemplate(db(), {
      userId,
      id: template.id,
      target: `${POSTER_3X4}:12x16`,
      name: " ",
      now: later(2000),
    }).catch((caught: unknown) => caught);
    expect((badName as TemplateRefused).reason).toBe("name");
    expect(await db().select().from(templates).where(eq(templates.userId, userId))).toHaveLength(1);
  });

  test("a file removed from the library still prints where the template is applied", async () => {
    const userId = await customer("ada@example.com");
    const { template, fileId } = await teeTemplate(userId, { width: 3000, height: 4000 });
    await deleteFile(db(), { owner: { userId }, id: fileId, now: later(1500) });
    const applied = await applyTemplate(db(), {
      userId,
      id: template.id,
      target: `${POSTER_3X4}:12x16`,
      name: "Team poster",
      now: later(2000),
    });
    const image = applied.document.areas.front![0]!;
    expect(image.type === "image" && image.fileId).toBe(fileId);
  });

  test("another account's template is no such template", async () => {
    const owner = await customer("ada@example.com");
    const other = await customer("eve@example.com");
    const { template } = await teeTemplate(owner, { width: 3000, height: 4000 });
    const listed = await templateTargets(db(), { userId: other, id: template.id, language: "en" }).catch(
      (error: unknown) => error,
    );
    expect(listed).toBeInstanceOf(TemplateNotFound);
    const applied = await applyTemplate(db(), {
      userId: other,
      id: template.id,
      target: `${POSTER_3X4}:12x16`,
      name: "Mine",
      now: later(2000),
    }).catch((error: unknown) => error);
    expect(applied).toBeInstanceOf(TemplateNotFound);
  });
});
