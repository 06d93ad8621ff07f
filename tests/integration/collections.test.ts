/**
 * Collections over HTTP (issue 17), as a browser without scripts meets them: the owner makes a
 * collection, adds a template and shares it; a signed-out French visitor paying in euros sees the
 * mockups and prices and nothing of the owner, customises a copy into a draft of their own; the
 * revoked link is a 404 at once. Another account finds none of it. Runs on the built shop.
 */
import { eq } from "drizzle-orm";
import { fileLimits } from "#core/files.ts";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { designs, files } from "#server/db/schema.ts";
import { consumeRateLimit, copyLimits } from "#server/services/rate-limit.ts";
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

  test("a copy with no room left, or one copy too many from an address, comes back to the page with why", async () => {
    const { template, collectionPath, owner } = await ownerWithTemplate("lise@example.com");
    expect((await owner.post(collectionPath, { intent: "share" })).status).toBe(302);
    const page = await owner.page(collectionPath);
    const token = /\/shared\/([A-Za-z0-9_-]{43})"/.exec(page.html)![1]!;

    // A visitor whose library is full: the owner's file has no room to be copied into it.
    const email = "full@example.com";
    const visitor = await signedInAccount(shop, database, { email, clock, language: "fr" });
    const visitorId = (await database.db.query.users.findFirst({
      where: (user, { eq: is }) => is(user.email, email),
    }))!.id;
    const filler = await insertTestFile(database.db, { userId: visitorId, now: clock, storage, sha: "f" });
    await database.db
      .update(files)
      .set({ byteSize: fileLimits.accountQuotaBytes })
      .where(eq(files.id, filler));
    const full = await visitor.post(`/fr/shared/${token}`, { templateId: template.id });
    expect(full.status).toBe(413);
    expect(full.html).toMatch(/role="alert"[^>]*>Espace insuffisant/);
    const drafts = await database.db.select().from(designs).where(eq(designs.userId, visitorId));
    expect(drafts).toHaveLength(0);

    // Thirty copies an hour from one address, then a wait.
    const ip = "10.9.8.7";
    const busy = shopBrowser(shop, { language: "en", ip });
    for (let copy = 0; copy < copyLimits.perIp.limit; copy++) {
      await consumeRateLimit(database.db, `shared-copy:ip:${ip}`, copyLimits.perIp, clock);
    }
    const limited = await busy.post(`/shared/${token}`, { templateId: template.id });
    expect(limited.status).toBe(429);
    expect(limited.html).toContain("Too many copies from here: try again in 60 minutes.");
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
      { intent: "position", templateId: template.id, position: "1" },
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

  test("a plain form puts a template at a numbered place; a place that is not 1 to n is a translated 400, not a 500", async () => {
    const owner = await signedInAccount(shop, database, {
      email: "places@example.com",
      clock,
      language: "fr",
    });
    const userId = (await database.db.query.users.findFirst({
      where: (user, { eq: is }) => is(user.email, "places@example.com"),
    }))!.id;
    const made = [];
    for (const name of ["Alpha", "Beta", "Gamma"]) {
      made.push(await insertTestTemplate(database.db, { userId, name, now: clock }));
    }
    const created = await owner.post("/fr/account/collections", { name: "Places" });
    const collectionPath = created.location!;
    const noTemplate = await owner.post(collectionPath, { intent: "add", templateId: "" });
    expect(noTemplate.status).toBe(400);
    expect(noTemplate.html).toContain("Choisissez un modèle à ajouter.");
    for (const template of made) {
      expect((await owner.post(collectionPath, { intent: "add", templateId: template.id })).status).toBe(302);
    }
    const gamma = made[2]!.id;
    const moved = await owner.post(collectionPath, { intent: "position", templateId: gamma, position: "1" });
    expect(moved.status).toBe(302);
    const page = await owner.page(collectionPath);
    const cardAt = (name: string) => page.html.indexOf(`aria-label="${name}"`);
    const order = ["Alpha", "Beta", "Gamma"].sort((x, y) => cardAt(x) - cardAt(y));
    expect(cardAt("Alpha")).toBeGreaterThan(0);
    expect(order).toEqual(["Gamma", "Alpha", "Beta"]);

    for (const position of ["0", "4", "1.5", "deux", ""]) {
      const refused = await owner.post(collectionPath, { intent: "position", templateId: gamma, position });
      expect(refused.status, position).toBe(400);
      expect(refused.html, position).toContain(
        "Saisissez un nombre entier entre 1 et le nombre de modèles de la collection.",
      );
    }
  });

  test("the API makes, fills, orders, shares and deletes a collection in the envelope", async () => {
    const owner = await signedInAccount(shop, database, { email: "api@example.com", clock });
    const userId = (await database.db.query.users.findFirst({
      where: (user, { eq: is }) => is(user.email, "api@example.com"),
    }))!.id;
    const a = await insertTestTemplate(database.db, { userId, name: "A", now: clock });
    const b = await insertTestTemplate(database.db, { userId, name: "B", now: clock });
    type Detail = { collection: { id: string; templates: { id: string }[]; coverTemplateId: string | null } };

    const created = await owner.api<Detail>("/api/collections/create", {
      name: "Api",
      description: "Made by a script",
    });
    expect(created.status).toBe(200);
    expect(created.body.code).toBe(1);
    const id = created.body.data.collection.id;
    const added = await owner.api<Detail>("/api/collections/templates", {
      id,
      action: "add",
      templateIds: [a.id, b.id],
    });
    expect(added.body.data.collection.templates.map((t) => t.id)).toEqual([a.id, b.id]);
    const reordered = await owner.api<Detail>("/api/collections/templates", {
      id,
      action: "reorder",
      templateIds: [b.id, a.id],
    });
    expect(reordered.body.data.collection.templates.map((t) => t.id)).toEqual([b.id, a.id]);
    const covered = await owner.api<Detail>("/api/collections/update", { id, coverTemplateId: a.id });
    expect(covered.body.data.collection.coverTemplateId).toBe(a.id);

    const shared = await owner.api<{ shareUrl: string }>("/api/collections/share", { id, shared: true });
    expect(shared.body.data.shareUrl).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
    const path = new URL(shared.body.data.shareUrl).pathname;
    expect((await shopBrowser(shop).page(path)).status).toBe(200);
    const off = await owner.api<{ shareUrl: null }>("/api/collections/share", { id, shared: false });
    expect(off.body.data.shareUrl).toBeNull();
    expect((await shopBrowser(shop).page(path)).status).toBe(404);

    const list = await owner.api<{ collections: { id: string; templateCount: number }[] }>(
      "/api/collections",
      {},
    );
    expect(list.body.data.collections).toEqual([expect.objectContaining({ id, templateCount: 2 })]);

    const tooLong = await owner.api("/api/collections/create", { name: "x".repeat(81) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.msg).toBe("A name has at most 80 characters.");
    expect((await owner.api("/api/collections/create", { name: "ok", extra: 1 })).status).toBe(400);
    expect((await shopBrowser(shop).api("/api/collections", {})).status).toBe(401);

    expect((await owner.api("/api/collections/delete", { id })).body.code).toBe(1);
    expect((await owner.api("/api/collections/delete", { id })).status).toBe(404);
  });

  test("another account gets 404 from every collections endpoint for someone's collection", async () => {
    const owner = await signedInAccount(shop, database, { email: "api-owner@example.com", clock });
    const userId = (await database.db.query.users.findFirst({
      where: (user, { eq: is }) => is(user.email, "api-owner@example.com"),
    }))!.id;
    const template = await insertTestTemplate(database.db, { userId, name: "Mine", now: clock });
    const created = await owner.api<{ collection: { id: string } }>("/api/collections/create", {
      name: "Private",
    });
    const id = created.body.data.collection.id;
    await owner.api("/api/collections/templates", { id, action: "add", templateIds: [template.id] });
    const other = await signedInAccount(shop, database, { email: "api-other@example.com", clock });
    const attempts: [string, Record<string, unknown>][] = [
      ["/api/collections/update", { id, name: "Stolen" }],
      ["/api/collections/update", { id, coverTemplateId: template.id }],
      ["/api/collections/delete", { id }],
      ["/api/collections/templates", { id, action: "add", templateIds: [template.id] }],
      ["/api/collections/templates", { id, action: "remove", templateId: template.id }],
      ["/api/collections/templates", { id, action: "move", templateId: template.id, direction: "down" }],
      ["/api/collections/templates", { id, action: "reorder", templateIds: [template.id] }],
      ["/api/collections/share", { id, shared: true }],
      ["/api/collections/share", { id, shared: false }],
    ];
    for (const [path, body] of attempts) {
      const answer = await other.api(path, body);
      expect(answer.status, path).toBe(404);
      expect(answer.body.code, path).toBe(0);
    }
    // Nor can they put the owner's template into a collection of their own.
    const theirs = await other.api<{ collection: { id: string } }>("/api/collections/create", {
      name: "Theirs",
    });
    const foreign = await other.api("/api/collections/templates", {
      id: theirs.body.data.collection.id,
      action: "add",
      templateIds: [template.id],
    });
    expect(foreign.status).toBe(404);
    const list = await other.api<{ collections: { id: string }[] }>("/api/collections", {});
    expect(list.body.data.collections.map((collection) => collection.id)).not.toContain(id);
    expect(
      (await owner.api<{ collections: unknown[] }>("/api/collections", {})).body.data.collections,
    ).toHaveLength(1);
  });
});
