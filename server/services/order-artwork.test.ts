import { and, eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { DESIGN_VERSION, type DesignDocument } from "#core/schemas/design.ts";
import { imageLayer, textLayer } from "#tests/support/design-layers.ts";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { createTestOrder, createTestUser } from "#tests/support/orders.ts";
import { insertTestFile, TEMPLATE_PRODUCT } from "#tests/support/templates.ts";
import { auditLog, designRenders, designs, files, orderItems, orders } from "../db/schema.ts";
import type { AuditActor } from "./audit.ts";
import { documentHash } from "./design-renders.ts";
import { deleteFile } from "./files.ts";
import {
  addOrderMessage,
  FulfilmentInputRefused,
  OrderActionRefused,
  orderMessagesOf,
} from "./fulfilment.ts";
import { artworkLayers, layerWithFile, orderMessageFile, printMessageFile } from "./order-artwork.ts";
import { shopClock } from "#tests/support/clock.ts";

// The shop's clock runs three hours behind the machine: every time written is the one given.
const { start, minutesLater: later } = shopClock();

describe("layerWithFile", () => {
  test("a square file in a wide box keeps the centre and turn, as tall as the box", () => {
    const old = imageLayer({ x: 120, y: 90, width: 200, height: 100, rotation: 15 });
    expect(layerWithFile(old, { id: "new", width: 800, height: 800 })).toEqual({
      ...old,
      fileId: "new",
      width: 100,
      height: 100,
    });
  });

  test("a wide file in a square box is as wide as the box", () => {
    const old = imageLayer({ width: 90, height: 90 });
    expect(layerWithFile(old, { id: "new", width: 3000, height: 1000 })).toMatchObject({
      width: 90,
      height: 30,
    });
  });
});

describe.each(testDrivers)("artwork sent about an order on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });
  const db = () => database().db;

  async function operator(): Promise<AuditActor> {
    const user = await createTestUser(db(), start);
    return { userId: user.id, label: user.email };
  }

  /** A paid order of one white tee whose front prints a logo in a 200 × 100 mm box, and a text. */
  async function orderWithLogo(status: "paid" | "on_hold" | "shipped" = "on_hold") {
    const order = await createTestOrder(db(), { status, placedAt: start });
    await db().update(orders).set({ paidAt: start }).where(eq(orders.id, order.id));
    const logo = await insertTestFile(db(), { userId: order.userId!, now: start, sha: "1" });
    const document: DesignDocument = {
      version: DESIGN_VERSION,
      product: TEMPLATE_PRODUCT,
      color: "white",
      size: null,
      areas: {
        front: [
          imageLayer({ id: "logo", fileId: logo, x: 152.5, y: 150, width: 200, height: 100 }),
          textLayer({ id: "words", text: "Team", x: 152.5, y: 300 }),
        ],
      },
    };
    const [design] = await db()
      .insert(designs)
      .values({
        userId: order.userId!,
        productId: TEMPLATE_PRODUCT,
        document,
        frozenAt: start,
        createdAt: start,
        updatedAt: start,
      })
      .returning({ id: designs.id });
    await db()
      .insert(orderItems)
      .values({
        orderId: order.id,
        position: 1,
        productId: TEMPLATE_PRODUCT,
        productTitle: { en: "Tee", fr: "T-shirt" },
        sku: "TEE-WHITE-M",
        colorKey: "white",
        colorName: { en: "White", fr: "Blanc" },
        sizeKey: "m",
        sizeLabel: { en: "M", fr: "M" },
        quantity: 2,
        unitPriceCents: 1000,
        listPriceCents: 1000,
        designId: design!.id,
      });
    return { order, logo, designId: design!.id, document };
  }

  /** A square file of the order's customer, sent with an answer; returns the message and file ids. */
  async function answerWithFile(order: { sn: string; userId: string | null }, sha = "2") {
    const fileId = await insertTestFile(db(), { userId: order.userId!, now: later(1), sha });
    await db().update(files).set({ width: 1200, height: 1200 }).where(eq(files.id, fileId));
    const { id } = await addOrderMessage(db(), {
      sn: order.sn,
      author: "customer",
      userId: order.userId!,
      body: "Here is the bigger logo.",
      fileId,
      now: later(1),
    });
    return { messageId: id, fileId };
  }

  test("the customer's answer brings a file of their library; both sides read it with the message", async () => {
    const { order } = await orderWithLogo();
    const { fileId } = await answerWithFile(order);
    const [message] = await orderMessagesOf(db(), order.id);
    expect(message).toMatchObject({
      author: "customer",
      body: "Here is the bigger logo.",
      file: { id: fileId, name: "art-2.png", status: "ready", width: 1200, height: 1200 },
    });
    expect((await orderMessageFile(db(), order.sn, fileId))?.id).toBe(fileId);
  });

  test("a file that is not the customer's, or is removed or unreadable, is refused and nothing is sent", async () => {
    const { order } = await orderWithLogo();
    const stranger = await createTestUser(db(), start);
    const theirs = await insertTestFile(db(), { userId: stranger.id, now: start, sha: "9" });
    const failed = await insertTestFile(db(), { userId: order.userId!, now: start, sha: "8" });
    await db().update(files).set({ status: "failed" }).where(eq(files.id, failed));
    const removed = await insertTestFile(db(), { userId: order.userId!, now: start, sha: "7" });
    await db().update(files).set({ removedAt: start }).where(eq(files.id, removed));
    for (const fileId of [theirs, failed, removed, "not-a-uuid"]) {
      const sending = addOrderMessage(db(), {
        sn: order.sn,
        author: "customer",
        userId: order.userId!,
        body: "Here it is.",
        fileId,
        now: later(1),
      });
      await expect(sending).rejects.toBeInstanceOf(FulfilmentInputRefused);
      await expect(sending).rejects.toMatchObject({ reason: "file" });
    }
    expect(await orderMessagesOf(db(), order.id)).toEqual([]);
  });

  test("a sent file stays with the order when its owner deletes it from the library; other orders do not see it", async () => {
    const { order } = await orderWithLogo();
    const other = await createTestOrder(db(), { userId: order.userId!, status: "paid", placedAt: start });
    const { fileId } = await answerWithFile(order);
    await deleteFile(db(), { owner: { userId: order.userId! }, id: fileId, now: later(2) });
    const [kept] = await db().select().from(files).where(eq(files.id, fileId));
    expect(kept?.removedAt).toEqual(later(2));
    expect((await orderMessageFile(db(), order.sn, fileId))?.id).toBe(fileId);
    expect(await orderMessageFile(db(), other.sn, fileId)).toBeNull();
    // An address that only looks like an id is as absent (never a database error).
    expect(await orderMessageFile(db(), order.sn, "-".repeat(36))).toBeNull();
  });

  test("the image layers of the order's designs are what a sent file may replace", async () => {
    const { order, designId } = await orderWithLogo();
    expect(await artworkLayers(db(), order.id, "fr")).toEqual([
      { designId, item: 1, area: "front", areaLabel: "Devant", layerId: "logo", fileName: "art-1.png" },
    ]);
  });

  test("an operator prints the sent file in the logo's place: the design changes, renders are queued, the audit log says so", async () => {
    const actor = await operator();
    const { order, logo, designId, document } = await orderWithLogo();
    const { messageId, fileId } = await answerWithFile(order);
    const result = await printMessageFile(db(), {
      sn: order.sn,
      messageId,
      designId,
      area: "front",
      layerId: "logo",
      actor,
      now: later(5),
    });
    expect(result).toEqual({ fileId, designId });

    const [design] = await db().select().from(designs).where(eq(designs.id, designId));
    expect(design!.document.areas.front).toEqual([
      { ...document.areas.front![0], fileId, width: 100, height: 100 },
      document.areas.front![1],
    ]);
    expect(design!.updatedAt).toEqual(later(5));
    const renders = await db()
      .select({ kind: designRenders.kind, target: designRenders.target, status: designRenders.status })
      .from(designRenders)
      .where(
        and(
          eq(designRenders.designId, designId),
          eq(designRenders.documentHash, documentHash(design!.document)),
        ),
      );
    expect(renders).toEqual(
      expect.arrayContaining([
        { kind: "print", target: "front", status: "queued" },
        { kind: "preview", target: "front:white", status: "queued" },
      ]),
    );
    const [line] = await db().select().from(auditLog).where(eq(auditLog.targetId, order.sn));
    expect(line).toMatchObject({
      action: "order.useFile",
      actor: actor.label,
      at: later(5),
      details: { message: messageId, design: designId, area: "front", layer: "logo", from: logo, to: fileId },
    });
  });

  test("refused: a message without a file, an operator's, a text layer, a file still being prepared, a shipped order", async () => {
    const actor = await operator();
    const { order, designId } = await orderWithLogo();
    const { messageId, fileId } = await answerWithFile(order);
    const plain = await addOrderMessage(db(), {
      sn: order.sn,
      author: "customer",
      userId: order.userId!,
      body: "No file this time.",
      now: later(2),
    });
    const use = (change: { messageId?: number; layerId?: string; designId?: string }) =>
      printMessageFile(db(), {
        sn: order.sn,
        messageId,
        designId,
        area: "front",
        layerId: "logo",
        actor,
        now: later(5),
        ...change,
      });
    await expect(use({ messageId: plain.id })).rejects.toMatchObject({ reason: "artwork" });
    await expect(use({ layerId: "words" })).rejects.toMatchObject({ reason: "artwork" });
    await expect(use({ designId: "00000000-0000-4000-8000-000000000000" })).rejects.toMatchObject({
      reason: "artwork",
    });
    await db().update(files).set({ status: "processing" }).where(eq(files.id, fileId));
    await expect(use({})).rejects.toMatchObject({ reason: "artworkNotReady" });
    await db().update(files).set({ status: "ready" }).where(eq(files.id, fileId));
    await db().update(orders).set({ status: "shipped" }).where(eq(orders.id, order.id));
    await expect(use({})).rejects.toBeInstanceOf(OrderActionRefused);
    expect(await db().select().from(auditLog).where(eq(auditLog.targetId, order.sn))).toEqual([]);
  });
});
