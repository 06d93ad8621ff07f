import { eq } from "drizzle-orm";
import { fileLimits } from "#core/files.ts";
import { describe, expect, test } from "vitest";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { readStored, useTestStorage } from "#tests/support/storage.ts";
import { insertTestFile, insertTestTemplate } from "#tests/support/templates.ts";
import { designs, files, users } from "../db/schema.ts";
import {
  addTemplates,
  CollectionNotFound,
  CollectionRefused,
  createCollection,
  customiseCopy,
  deleteCollection,
  findCollection,
  listCollections,
  moveTemplate,
  moveTemplateTo,
  removeTemplate,
  reorderTemplates,
  revokeShare,
  setCover,
  shareCollection,
  sharedCollection,
  sharedMockup,
  updateCollection,
} from "./collections.ts";
import { createDesignerSession } from "./designer-sessions.ts";
import { fileStorageKeys, FileRefused } from "./files.ts";
import { shopClock } from "#tests/support/clock.ts";

// The shop's clock runs three hours behind the machine: every rule follows the clock it is given.
const { start, later } = shopClock();

describe.each(testDrivers)("collections on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });
  const db = () => database().db;
  const storage = useTestStorage("disk");

  async function account(email = "ada@example.com") {
    const [row] = await db()
      .insert(users)
      .values({ email, fullName: "Ada Lovelace", createdAt: start, updatedAt: start })
      .returning({ id: users.id });
    return row!.id;
  }

  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof CollectionRefused ? error.reason : error),
    );

  test("a collection is made, renamed, described and deleted; names are 1–80 characters, descriptions up to 500", async () => {
    const userId = await account();
    const { id } = await createCollection(db(), {
      userId,
      name: "  Summer  ",
      description: "Tees",
      now: start,
    });
    expect(await findCollection(db(), userId, id)).toMatchObject({
      name: "Summer",
      description: "Tees",
      shareToken: null,
    });

    expect(await refusal(createCollection(db(), { userId, name: "   ", now: start }))).toBe("nameRequired");
    expect(await refusal(createCollection(db(), { userId, name: "x".repeat(81), now: start }))).toBe(
      "nameTooLong",
    );
    expect(
      await refusal(updateCollection(db(), { userId, id, description: "y".repeat(501), now: start })),
    ).toBe("descriptionTooLong");

    await updateCollection(db(), { userId, id, name: "x".repeat(80), description: "", now: later(1000) });
    expect(await findCollection(db(), userId, id)).toMatchObject({ name: "x".repeat(80), description: "" });

    await deleteCollection(db(), { userId, id });
    expect(await listCollections(db(), userId)).toEqual([]);
    await expect(deleteCollection(db(), { userId, id })).rejects.toBeInstanceOf(CollectionNotFound);
  });

  test("another account's collection and templates are not found, whatever is asked", async () => {
    const owner = await account();
    const other = await account("eve@example.com");
    const { id } = await createCollection(db(), { userId: owner, name: "Mine", now: start });
    const template = await insertTestTemplate(db(), { userId: owner, name: "Tee", now: start });
    const foreign = await insertTestTemplate(db(), { userId: other, name: "Theirs", now: start });

    await expect(findCollection(db(), other, id)).rejects.toBeInstanceOf(CollectionNotFound);
    await expect(
      updateCollection(db(), { userId: other, id, name: "Stolen", now: start }),
    ).rejects.toBeInstanceOf(CollectionNotFound);
    await expect(deleteCollection(db(), { userId: other, id })).rejects.toBeInstanceOf(CollectionNotFound);
    await expect(shareCollection(db(), { userId: other, id, now: start })).rejects.toBeInstanceOf(
      CollectionNotFound,
    );
    await expect(
      addTemplates(db(), { userId: other, id, templateIds: [template.id], now: start }),
    ).rejects.toBeInstanceOf(CollectionNotFound);
    // The owner cannot put someone else's template in their own collection either.
    await expect(
      addTemplates(db(), { userId: owner, id, templateIds: [foreign.id], now: start }),
    ).rejects.toBeInstanceOf(CollectionNotFound);
    await expect(findCollection(db(), owner, "not-a-uuid")).rejects.toBeInstanceOf(CollectionNotFound);
    expect((await findCollection(db(), owner, id)).templates).toEqual([]);
  });

  test("templates are added once, kept in order, moved, reordered and removed; one template may be in several collections", async () => {
    const userId = await account();
    const a = await insertTestTemplate(db(), { userId, name: "A", now: start });
    const b = await insertTestTemplate(db(), { userId, name: "B", now: start });
    const c = await insertTestTemplate(db(), { userId, name: "C", now: start });
    const first = await createCollection(db(), { userId, name: "First", now: start });
    const second = await createCollection(db(), { userId, name: "Second", now: start });
    const names = async (id: string) => (await findCollection(db(), userId, id)).templates.map((t) => t.name);

    await addTemplates(db(), { userId, id: first.id, templateIds: [a.id, b.id], now: start });
    await addTemplates(db(), { userId, id: first.id, templateIds: [a.id, c.id], now: later(1) });
    await addTemplates(db(), { userId, id: second.id, templateIds: [a.id], now: start });
    expect(await names(first.id)).toEqual(["A", "B", "C"]);
    expect(await names(second.id)).toEqual(["A"]);

    await moveTemplate(db(), { userId, id: first.id, templateId: c.id, direction: "up", now: later(2) });
    expect(await names(first.id)).toEqual(["A", "C", "B"]);
    await moveTemplate(db(), { userId, id: first.id, templateId: a.id, direction: "up", now: later(3) });
    expect(await names(first.id)).toEqual(["A", "C", "B"]);

    await reorderTemplates(db(), { userId, id: first.id, templateIds: [b.id, a.id, c.id], now: later(4) });
    expect(await names(first.id)).toEqual(["B", "A", "C"]);
    await expect(
      reorderTemplates(db(), { userId, id: first.id, templateIds: [b.id, a.id], now: later(5) }),
    ).rejects.toBeInstanceOf(CollectionNotFound);

    await removeTemplate(db(), { userId, id: first.id, templateId: a.id, now: later(6) });
    expect(await names(first.id)).toEqual(["B", "C"]);
    expect(await names(second.id)).toEqual(["A"]);
  });

  test("a template is put at a numbered place, the others keeping their order; a place past an end is that end", async () => {
    const userId = await account();
    const list = [];
    for (const name of ["A", "B", "C", "D"])
      list.push(await insertTestTemplate(db(), { userId, name, now: start }));
    const [a, b, c, d] = list.map((template) => template.id) as [string, string, string, string];
    const { id } = await createCollection(db(), { userId, name: "Places", now: start });
    await addTemplates(db(), { userId, id, templateIds: [a, b, c, d], now: start });
    const names = async () => (await findCollection(db(), userId, id)).templates.map((t) => t.name);
    const place = (templateId: string, position: number, ms: number) =>
      moveTemplateTo(db(), { userId, id, templateId, position, now: later(ms) });

    await place(d, 2, 1);
    expect(await names()).toEqual(["A", "D", "B", "C"]);
    await place(a, 3, 2);
    expect(await names()).toEqual(["D", "B", "A", "C"]);
    await place(b, 99, 3);
    expect(await names()).toEqual(["D", "A", "C", "B"]);
    await place(b, 0, 4);
    expect(await names()).toEqual(["B", "D", "A", "C"]);
    await place(b, 1, 5);
    expect(await names()).toEqual(["B", "D", "A", "C"]);

    const outside = await insertTestTemplate(db(), { userId, name: "E", now: start });
    await expect(place(outside.id, 1, 6)).rejects.toBeInstanceOf(CollectionNotFound);
    const other = await account("eve@example.com");
    await expect(
      moveTemplateTo(db(), { userId: other, id, templateId: a, position: 1, now: later(7) }),
    ).rejects.toBeInstanceOf(CollectionNotFound);
    expect(await names()).toEqual(["B", "D", "A", "C"]);
  });

  test("the cover is the chosen template, or the first one when none is chosen or it left", async () => {
    const userId = await account();
    const a = await insertTestTemplate(db(), { userId, name: "A", now: start, mockup: true });
    const b = await insertTestTemplate(db(), { userId, name: "B", now: start, mockup: true });
    const { id } = await createCollection(db(), { userId, name: "Covers", now: start });
    await addTemplates(db(), { userId, id, templateIds: [a.id, b.id], now: start });
    expect((await listCollections(db(), userId))[0]?.cover).toMatchObject({
      id: a.id,
      mockup: { renderId: a.renderId },
    });

    await setCover(db(), { userId, id, templateId: b.id, now: later(1) });
    expect((await listCollections(db(), userId))[0]?.cover?.id).toBe(b.id);
    await removeTemplate(db(), { userId, id, templateId: b.id, now: later(2) });
    expect((await listCollections(db(), userId))[0]?.cover?.id).toBe(a.id);
  });

  test("a shared collection shows names, product, colour and price from the catalogue, never its owner; revoking forgets the link at once", async () => {
    const userId = await account();
    const template = await insertTestTemplate(db(), {
      userId,
      name: "Night tee",
      color: "black",
      now: start,
      mockup: true,
    });
    const { id } = await createCollection(db(), {
      userId,
      name: "Night",
      description: "Dark shirts",
      now: start,
    });
    await addTemplates(db(), { userId, id, templateIds: [template.id], now: start });
    expect(await sharedCollection(db(), "x".repeat(43), "en")).toBeNull();

    const token = await shareCollection(db(), { userId, id, now: later(1) });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const shared = await sharedCollection(db(), token, "fr");
    expect(shared).toMatchObject({
      name: "Night",
      description: "Dark shirts",
      templates: [{ id: template.id, name: "Night tee", color: "black", hasMockup: true }],
    });
    expect(shared?.templates[0]?.fromPriceCents).toBeGreaterThan(0);
    expect(shared?.templates[0]?.productTitle).toBeTruthy();
    const text = JSON.stringify(shared);
    for (const secret of ["Ada", "ada@example.com", userId, template.designId, template.renderId!]) {
      expect(text).not.toContain(secret);
    }
    expect(await sharedMockup(db(), token, template.id)).toEqual({
      renderId: template.renderId,
      designId: template.designId,
    });

    const renewed = await shareCollection(db(), { userId, id, now: later(2) });
    expect(renewed).not.toBe(token);
    expect(await sharedCollection(db(), token, "en")).toBeNull();
    await revokeShare(db(), { userId, id, now: later(3) });
    expect(await sharedCollection(db(), renewed, "en")).toBeNull();
    expect(await sharedMockup(db(), renewed, template.id)).toBeNull();
  });

  test("customising a copy makes a draft of the visitor with their own copies of the files, never the owner's file ids", async () => {
    const userId = await account();
    const fileId = await insertTestFile(db(), { userId, now: start, storage: storage() });
    const template = await insertTestTemplate(db(), { userId, name: "Art tee", fileId, now: start });
    const { id } = await createCollection(db(), { userId, name: "Art", now: start });
    await addTemplates(db(), { userId, id, templateIds: [template.id], now: start });
    const token = await shareCollection(db(), { userId, id, now: start });
    const visitor = await createDesignerSession(db(), start);
    const owner = { designerSessionId: visitor.id };

    const draft = await customiseCopy(db(), storage(), {
      token,
      templateId: template.id,
      owner,
      now: later(1000),
    });
    expect(draft).not.toBeNull();
    const copiedIds = Object.values(draft!.document.areas)
      .flat()
      .flatMap((layer) => (layer.type === "image" ? [layer.fileId] : []));
    expect(copiedIds).toHaveLength(1);
    expect(copiedIds[0]).not.toBe(fileId);
    const [copy] = await db().select().from(files).where(eq(files.id, copiedIds[0]!));
    expect(copy).toMatchObject({ designerSessionId: visitor.id, userId: null, status: "ready" });
    expect(await readStored(storage(), fileStorageKeys(copy!.id).original)).toEqual(
      await readStored(storage(), fileStorageKeys(fileId).original),
    );
    const [row] = await db().select().from(designs).where(eq(designs.id, draft!.id));
    expect(row).toMatchObject({ designerSessionId: visitor.id, frozenAt: null, editsTemplateId: null });

    // The visitor's second copy reuses the file they now hold.
    const again = await customiseCopy(db(), storage(), {
      token,
      templateId: template.id,
      owner,
      now: later(2000),
    });
    expect(JSON.stringify(again!.document)).toContain(copiedIds[0]!);
    expect(await db().select().from(files).where(eq(files.designerSessionId, visitor.id))).toHaveLength(1);

    await revokeShare(db(), { userId, id, now: later(3000) });
    expect(
      await customiseCopy(db(), storage(), { token, templateId: template.id, owner, now: later(4000) }),
    ).toBeNull();
  });

  test("a template outside the shared collection cannot be copied through its link", async () => {
    const userId = await account();
    const inside = await insertTestTemplate(db(), { userId, name: "In", now: start });
    const outside = await insertTestTemplate(db(), { userId, name: "Out", now: start });
    const { id } = await createCollection(db(), { userId, name: "Some", now: start });
    await addTemplates(db(), { userId, id, templateIds: [inside.id], now: start });
    const token = await shareCollection(db(), { userId, id, now: start });
    const reader = await account("bob@example.com");
    const owner = { userId: reader };
    expect(
      await customiseCopy(db(), storage(), { token, templateId: outside.id, owner, now: start }),
    ).toBeNull();
    expect(await sharedMockup(db(), token, outside.id)).toBeNull();
    expect(
      await customiseCopy(db(), storage(), { token, templateId: inside.id, owner, now: start }),
    ).toMatchObject({
      document: { product: "st75v2" },
    });
  });

  test("two copies at once that together go over the visitor's quota: exactly one is made", async () => {
    const userId = await account();
    const firstFile = await insertTestFile(db(), { userId, now: start, storage: storage(), sha: "b" });
    const secondFile = await insertTestFile(db(), { userId, now: start, storage: storage(), sha: "c" });
    const first = await insertTestTemplate(db(), { userId, name: "One", fileId: firstFile, now: start });
    const second = await insertTestTemplate(db(), { userId, name: "Two", fileId: secondFile, now: start });
    const { id } = await createCollection(db(), { userId, name: "Both", now: start });
    await addTemplates(db(), { userId, id, templateIds: [first.id, second.id], now: start });
    const token = await shareCollection(db(), { userId, id, now: start });
    const reader = await account("bob@example.com");
    const [sizes] = await db().select({ size: files.byteSize }).from(files).where(eq(files.id, firstFile));
    const size = sizes!.size;
    // The reader's library has room for one more copy, not two.
    await db()
      .insert(files)
      .values({
        userId: reader,
        name: "big.png",
        status: "ready",
        sourceType: "image/png",
        mediaType: "image/png",
        sha256: "f".repeat(64),
        byteSize: fileLimits.accountQuotaBytes - size - Math.floor(size / 2),
        width: 10,
        height: 10,
        colorSpace: "srgb",
        hasAlpha: false,
        nextAttemptAt: start,
        createdAt: start,
        updatedAt: start,
      });
    const owner = { userId: reader };

    // Both start before either ends; allSettled handles the refusal as soon as it happens.
    const results = await Promise.allSettled([
      customiseCopy(db(), storage(), { token, templateId: first.id, owner, now: later(1) }),
      customiseCopy(db(), storage(), { token, templateId: second.id, owner, now: later(2) }),
    ]);
    const made = results.filter((result) => result.status === "fulfilled");
    const refused = results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
    expect(made).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(FileRefused);
    expect((refused[0] as FileRefused).reason).toBe("quotaExceeded");
    const held = await db().select().from(files).where(eq(files.userId, reader));
    expect(held).toHaveLength(2);
    const usedByReader = held.reduce((sum, file) => sum + file.byteSize + (file.thumbnailBytes ?? 0), 0);
    expect(usedByReader).toBeLessThanOrEqual(fileLimits.accountQuotaBytes);
  });
});
