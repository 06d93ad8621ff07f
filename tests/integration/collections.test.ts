/**
 * Collections over HTTP (issue 17), as a browser without scripts meets them: the owner makes a
 * collection, adds a template and shares it; a signed-out French visitor paying in euros sees the
 * mockups and prices and nothing of the owner, customises a copy into a draft of their own; the
 * revoked link is a 404 at once. Another account finds none of it. Runs on the built shop.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { designs, files } from "#server/db/schema.ts";
import { createStorage, type Storage } from "#server/storage/storage.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/database.ts";
import { shopBrowser, signedInAccount } from "#tests/support/shop-clients.ts";
import { startShop, type RunningShop } from "#tests/support/shop-server.ts";
import { insertTestFile, insertTestTemplate } from "#tests/support/templates.ts";

describe("collections over HTTP", () => {
  let shop: RunningShop;
  let database: TestDatabase;
  let storage: Storage;
  // The shop's clock runs three hours behind the machine: every rule follows the clock it is given.
  const clock = new Date(Date.now() - 3 * 60 * 60_000);

  beforeAll(async () => {
    database = await createTestDatabase("pglite", { seeded: true });
    shop = await startShop({ trustProxy: "loopback" }, { database, now: () => clock });
    storage = await createStorage(shop.config.storage);
  }, 60_000);
  afterAll(async () => {
    await shop.close();
    await database.dispose();
  });

  async function ownerWithTemplate(email: string) {
    const owner = await signedInAccount(shop, database, {
      email,
      clock,
      fullName: "Rosalind Owner-Name",
    });
    const userId = (await database.db.query.users.findFirst({
      where: (user, { eq: is }) => is(user.email, email),
    }))!.id;
    const fileId = await insertTestFile(database.db, { userId, now: clock, storage, sha: email[0] });
    const template = await insertTestTemplate(database.db, {
      userId,
      name: "Midnight logo tee",
      fileId,
      now: clock,
      mockup: true,
      storage,
    });
    const created = await owner.post("/account/collections", {
      name: "Night shirts",
      description: "Dark tees",
    });
    expect(created.status).toBe(302);
    const collectionPath = created.location!;
    expect(collectionPath).toMatch(/^\/account\/collections\/[0-9a-f-]{36}$/);
    const added = await owner.post(collectionPath, { intent: "add", templateId: template.id });
    expect(added.status).toBe(302);
    return { owner, userId, fileId, template, collectionPath };
  }

  test("a shared link shows the mockups and euro prices in French without the owner; a copy becomes the visitor's draft; revoking makes it a 404", async () => {
    const { owner, fileId, template, collectionPath } = await ownerWithTemplate("rosalind@example.com");
    expect((await owner.post(collectionPath, { intent: "share" })).status).toBe(302);
    const page = await owner.page(collectionPath);
    const link = /value="(https?:\/\/[^"]+\/shared\/[A-Za-z0-9_-]{43})"/.exec(page.html)?.[1];
    expect(link).toBeDefined();
    const token = link!.split("/shared/")[1]!;

    const visitor = shopBrowser(shop, { language: "fr" });
    visitor.cookies.set("currency", "EUR");
    const shared = await visitor.page(`/fr/shared/${token}`);
    expect(shared.status).toBe(200);
    expect(shared.headers.get("cache-control")).toMatch(/no-store/);
    expect(shared.html).toContain("Night shirts");
    expect(shared.html).toContain("Midnight logo tee");
    expect(shared.html).toContain("Personnaliser une copie");
    expect(shared.html).toMatch(/à partir de[^<]*€/);
    expect(shared.html).toContain(`/shared/${token}/mockups/${template.id}`);
    for (const secret of [
      "Rosalind",
      "rosalind@example.com",
      template.designId,
      template.renderId!,
      fileId,
    ]) {
      expect(shared.html).not.toContain(secret);
    }
    const image = await visitor.request(`/shared/${token}/mockups/${template.id}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");

    const copied = await visitor.post(`/fr/shared/${token}`, { templateId: template.id });
    expect(copied.status).toBe(302);
    const draftId = new URL(copied.location!, "http://shop.invalid").searchParams.get("draft");
    expect(copied.location).toMatch(/^\/fr\/design\?/);
    const [draft] = await database.db.select().from(designs).where(eq(designs.id, draftId!));
    expect(draft?.designerSessionId).toBeTruthy();
    expect(draft?.userId).toBeNull();
    const used = JSON.stringify(draft?.document);
    expect(used).not.toContain(fileId);
    const copies = await database.db
      .select()
      .from(files)
      .where(eq(files.designerSessionId, draft!.designerSessionId!));
    expect(copies).toHaveLength(1);
    expect(used).toContain(copies[0]!.id);
    expect((await visitor.page(copied.location!)).status).toBe(200);

    // Viewed again (a cacheable request if anything were kept), then revoked: gone at once.
    const anonymous = shopBrowser(shop, { language: "fr" });
    expect((await anonymous.page(`/fr/shared/${token}`)).status).toBe(200);
    expect((await owner.post(collectionPath, { intent: "revoke" })).status).toBe(302);
    expect((await anonymous.page(`/fr/shared/${token}`)).status).toBe(404);
    expect((await visitor.page(`/shared/${token}`)).status).toBe(404);
    expect((await anonymous.request(`/shared/${token}/mockups/${template.id}`)).status).toBe(404);
    expect((await visitor.post(`/fr/shared/${token}`, { templateId: template.id })).status).toBe(404);
  });

  test("another account gets 404 for someone's collection pages and forms", async () => {
    const { collectionPath, template } = await ownerWithTemplate("owner2@example.com");
    const other = await signedInAccount(shop, database, { email: "other@example.com", clock });
    expect((await other.page(collectionPath)).status).toBe(404);
    expect((await other.page(`/fr${collectionPath}`)).status).toBe(404);
    const attempts: Record<string, string>[] = [
      { intent: "update", name: "Stolen" },
      { intent: "add", templateId: template.id },
      { intent: "remove", templateId: template.id },
      { intent: "move", templateId: template.id, direction: "up" },
      { intent: "cover", templateId: template.id },
      { intent: "share" },
      { intent: "revoke" },
      { intent: "delete" },
      { intent: "nonsense" },
    ];
    for (const fields of attempts) {
      expect((await other.post(collectionPath, fields)).status, fields.intent).toBe(404);
    }
    const list = await other.page("/account/collections");
    expect(list.status).toBe(200);
    expect(list.html).not.toContain("Night shirts");
  });

  test("a bad name is a translated 400, not a 500", async () => {
    const owner = await signedInAccount(shop, database, {
      email: "names@example.com",
      clock,
      language: "fr",
    });
    const refused = await owner.post("/fr/account/collections", { name: "x".repeat(81) });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("Un nom compte au plus 80 caractères.");
  });
});
