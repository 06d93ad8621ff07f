/**
 * Templates over HTTP (issue 17), as a browser without scripts and an API client meet them: a
 * design saved as a template from the designer, ordered twice in different sizes (each order keeps
 * the template's design), and another account refused every template page form, the mockup and
 * every endpoint with a 404. Runs on the built shop in process.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { designRenders, designs, orderItems, orders, templates } from "#server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/database.ts";
import { until } from "#tests/support/until.ts";
import { pngImage } from "#tests/support/images.ts";
import { signedInAccount, type SignedInAccount } from "#tests/support/shop-clients.ts";
import { startShop, type RunningShop } from "#tests/support/shop-server.ts";

const TEE = "st75v2";

const text = (words: string) => ({
  type: "text",
  id: "t1",
  text: words,
  font: "oswald",
  sizePt: 40,
  color: "#111827",
  weight: 700,
  align: "center",
  letterSpacing: 0,
  x: 152.5,
  y: 150,
  rotation: 0,
});

describe("templates over HTTP", () => {
  let shop: RunningShop;
  let database: TestDatabase;
  // The shop's clock runs three hours behind the machine: every rule follows the clock it is given.
  const clock = new Date(Date.now() - 3 * 60 * 60_000);

  beforeAll(async () => {
    database = await createTestDatabase("pglite", { seeded: true });
    shop = await startShop({ trustProxy: "loopback" }, { database, now: () => clock });
  });
  afterAll(async () => {
    await shop.close();
    await database.dispose();
  });

  const customer = (email: string, language = "en") =>
    signedInAccount(shop, database, { email, language, clock });

  async function draftOf(buyer: SignedInAccount, words: string): Promise<string> {
    const saved = await buyer.api<{ design: { id: string } }>("/api/designs/save", {
      document: { version: 1, product: TEE, color: "white", areas: { front: [text(words)] } },
    });
    expect(saved.status).toBe(200);
    return saved.body.data.design.id;
  }

  /** The designer's "Save as template" form, posted as without scripts; the template's id. */
  async function savedTemplate(buyer: SignedInAccount, at: (path: string) => string, name: string) {
    const draftId = await draftOf(buyer, name);
    const refused = await buyer.post(at(`/design?draft=${draftId}`), { intent: "save-template", name: " " });
    expect(refused.status).toBe(400);
    const saved = await buyer.post(at(`/design?draft=${draftId}`), { intent: "save-template", name });
    expect(saved.status).toBe(302);
    const [row] = await database.db.select().from(templates).where(eq(templates.name, name));
    return row!;
  }

  /** The template's "Order" form, then the size run and the order placed, as without scripts. */
  async function orderTemplate(
    buyer: SignedInAccount,
    at: (path: string) => string,
    id: string,
    size: string,
  ) {
    const ordered = await buyer.post(at("/account/templates"), { intent: "order", id });
    expect(ordered.status).toBe(302);
    const target = new URL(ordered.location!, shop.url("/"));
    expect(target.pathname).toBe(at("/order/product"));
    const draftId = target.searchParams.get("add")!;
    const added = await buyer.post(at("/order/product"), {
      intent: "quantities",
      designId: draftId,
      variant: `white/${size}`,
      quantity: "1",
    });
    expect(added.status).toBe(302);
    const address = await buyer.api<{ address: { id: string } }>("/api/addresses/save", {
      fullName: "Élodie Martin",
      line1: "12 rue de Rivoli",
      city: "Paris",
      postalCode: "75001",
      country: "FR",
    });
    const addressId = address.body.data.address.id;
    const html = await (
      await buyer.request(at(`/order/confirm?address=${addressId}&method=standard`))
    ).text();
    const placeKey = /name="placeKey" value="([^"]+)"/.exec(html)![1]!;
    const approvedTotal = /name="approvedTotal" value="(\d+)"/.exec(html)![1]!;
    const placed = await buyer.post(at("/order/confirm"), {
      address: addressId,
      method: "standard",
      placeKey,
      approvedTotal,
      approve: "on",
    });
    expect(placed.status).toBe(302);
    return new URL(placed.location!, shop.url("/")).searchParams.get("sn")!;
  }

  test.each([
    ["en", (path: string) => path, "Your templates"],
    ["fr", (path: string) => `/fr${path}`, "Vos modèles"],
  ])(
    "%s: a design saved as a template is listed, and ordered twice in different sizes",
    async (language, at, heading) => {
      const buyer = await customer(`twice-${language}@example.com`, language);
      const template = await savedTemplate(buyer, at, `Team ${language}`);
      const page = await buyer.page(at("/account/templates"));
      expect(page.status).toBe(200);
      expect(page.html).toContain(heading);
      expect(page.html).toContain(`Team ${language}`);
      const found = await buyer.page(at("/account/templates?q=nothing-like-it"));
      expect(found.html).not.toContain(`Team ${language}</h3>`);

      const sns = [
        await orderTemplate(buyer, at, template.id, "s"),
        await orderTemplate(buyer, at, template.id, "xl"),
      ];
      const [kept] = await database.db.select().from(designs).where(eq(designs.id, template.designId));
      const items = [];
      for (const sn of sns) {
        const [item] = await database.db
          .select({ sizeKey: orderItems.sizeKey, document: designs.document })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .innerJoin(designs, eq(designs.id, orderItems.designId))
          .where(eq(orders.sn, sn));
        items.push(item!);
      }
      expect(items.map((item) => item.sizeKey)).toEqual(["s", "xl"]);
      for (const item of items) expect(item.document).toEqual(kept!.document);
    },
  );

  test("rename, duplicate and delete (after the question) on the page; the API lists, saves and orders", async () => {
    const buyer = await customer("manage@example.com");
    const template = await savedTemplate(buyer, (path) => path, "Managed");
    expect(
      (await buyer.post("/account/templates", { intent: "rename", id: template.id, name: "Renamed" })).status,
    ).toBe(302);
    expect(
      (await buyer.post("/account/templates", { intent: "rename", id: template.id, name: "" })).status,
    ).toBe(400);
    expect((await buyer.post("/account/templates", { intent: "duplicate", id: template.id })).status).toBe(
      302,
    );
    const question = await buyer.page(`/account/templates?delete=${template.id}`);
    expect(question.html).toContain("Delete “Renamed”?");
    expect((await buyer.post("/account/templates", { intent: "delete", id: template.id })).status).toBe(302);
    const list = await buyer.api<{ templates: { id: string; name: string }[] }>("/api/templates", {
      sort: "name",
    });
    expect(list.body.data.templates.map((entry) => entry.name)).toEqual(["Renamed (copy)"]);

    const draftId = await draftOf(buyer, "By API");
    const saved = await buyer.api<{ template: { id: string; name: string } }>("/api/templates/save", {
      draftId,
      name: "By API",
    });
    expect(saved.body.data.template.name).toBe("By API");
    const refused = await buyer.api("/api/templates/save", { draftId, name: "x".repeat(81) });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe("Give the template a name of at most 80 characters.");
    const order = await buyer.api<{ draftId: string; orderHref: string }>("/api/templates/order", {
      id: saved.body.data.template.id,
    });
    expect(order.body.data.orderHref).toBe(`/order/product?add=${order.body.data.draftId}`);
    expect((await buyer.api("/api/templates/save", { draftId, name: "x", extra: 1 })).status).toBe(400);
  });

  test("deleting the library file a template uses breaks neither the template nor its orders", async () => {
    const buyer = await customer("retention@example.com");
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(await pngImage(1200, 1200, { alpha: true }))]), "art.png");
    const uploaded = await buyer.request("/api/files/upload", { method: "POST", body: form });
    const fileId = ((await uploaded.json()) as { data: { file: { id: string } } }).data.file.id;
    await until(
      async () => (await buyer.api<{ files: { status: string }[] }>("/api/files", {})).body.data.files,
      (files) => files.every((file) => file.status === "ready"),
    );
    const image = {
      type: "image",
      id: "a1",
      fileId,
      x: 152.5,
      y: 150,
      width: 100,
      height: 100,
      rotation: 0,
      flipX: false,
      flipY: false,
      hidden: false,
      locked: false,
    };
    const draft = await buyer.api<{ design: { id: string } }>("/api/designs/save", {
      document: { version: 1, product: TEE, color: "white", areas: { front: [image] } },
    });
    const saved = await buyer.api<{ template: { id: string } }>("/api/templates/save", {
      draftId: draft.body.data.design.id,
      name: "With artwork",
    });
    const id = saved.body.data.template.id;
    const sn = await orderTemplate(buyer, (path) => path, id, "m");

    const deleted = await buyer.api("/api/files/delete", { id: fileId });
    expect(deleted.status).toBe(200);
    expect((await buyer.api<{ files: unknown[] }>("/api/files", {})).body.data.files).toEqual([]);

    // The template's mockup and the order's previews are still rendered from the file.
    const mockup = await until(
      () => buyer.request(`/account/templates/${id}/mockup`),
      (response) => response.status === 200,
    );
    expect(mockup.headers.get("content-type")).toBe("image/webp");
    const [item] = await database.db
      .select({ designId: orderItems.designId })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.sn, sn));
    const renders = await until(
      () => database.db.select().from(designRenders).where(eq(designRenders.designId, item!.designId!)),
      (rows) => rows.length > 0 && rows.every((row) => row.status !== "queued"),
    );
    expect(renders.map((row) => row.status)).not.toContain("failed");
    // Ordering the template again still works.
    await orderTemplate(buyer, (path) => path, id, "l");
  });

  test("apply to another product: the page offers same-shape products, a plain form post makes a new template; the API too", async () => {
    const buyer = await customer("apply@example.com", "fr");
    const at = (path: string) => `/fr${path}`;
    const template = await savedTemplate(buyer, at, "Équipe");
    const page = await buyer.page(at(`/account/templates/${template.id}/apply`));
    expect(page.status).toBe(200);
    expect(page.html).toContain("Appliquer « Équipe » à un autre produit");
    // A 3:4 poster has the t-shirt front's shape; text prints sharp at any size.
    expect(page.html).toContain('value="g2khvd:18x24"');
    expect(page.html).toContain("Sans photo");
    expect(page.html).not.toContain('value="lg9edn"');

    const nothing = await buyer.post(at(`/account/templates/${template.id}/apply`), { name: "Affiche" });
    expect(nothing.status).toBe(400);
    expect(nothing.html).toContain("Choisissez le produit auquel appliquer le modèle.");
    // A product of another shape, sent by hand: refused in words, what was typed kept.
    const hoodie = await buyer.post(at(`/account/templates/${template.id}/apply`), {
      target: "lg9edn",
      name: "Affiche",
    });
    expect(hoodie.status).toBe(400);
    expect(hoodie.html).toContain("n’ont pas la forme de celles du modèle");
    expect(hoodie.html).toContain('value="Affiche"');

    const applied = await buyer.post(at(`/account/templates/${template.id}/apply`), {
      target: "g2khvd:18x24",
    });
    expect(applied.status).toBe(302);
    expect(applied.location).toBe("/fr/account/templates");
    const [poster] = await database.db.select().from(templates).where(eq(templates.productId, "g2khvd"));
    expect(poster).toMatchObject({ name: "Équipe – Affiche beaux-arts sur papier coton, 45 × 60 cm" });
    const [frozen] = await database.db.select().from(designs).where(eq(designs.id, poster!.designId));
    expect(frozen!.document).toMatchObject({ product: "g2khvd", size: "18x24", color: "white" });

    const targets = await buyer.api<{ targets: { key: string; blocked: string | null }[] }>(
      "/api/templates/targets",
      { id: template.id },
    );
    expect(targets.status).toBe(200);
    expect(targets.body.data.targets.map((target) => target.key)).toContain("g2khvd:12x16");
    const api = await buyer.api<{ template: { name: string; productId: string } }>("/api/templates/apply", {
      id: template.id,
      target: "g2khvd:12x16",
      name: "Petite affiche",
    });
    expect(api.status).toBe(200);
    expect(api.body.data.template).toMatchObject({ name: "Petite affiche", productId: "g2khvd" });
    const refused = await buyer.api("/api/templates/apply", { id: template.id, target: "lg9edn", name: "X" });
    expect(refused.status).toBe(400);
  });

  test("another account gets 404 for your templates: the page's forms, the mockup and every endpoint", async () => {
    const owner = await customer("owner-t@example.com");
    const template = await savedTemplate(owner, (path) => path, "Private");
    const other = await customer("other-t@example.com");
    for (const intent of ["rename", "duplicate", "delete", "copy", "edit", "order"]) {
      const answer = await other.post("/account/templates", { intent, id: template.id, name: "Mine" });
      expect(answer.status, intent).toBe(404);
    }
    expect((await other.request(`/account/templates/${template.id}/mockup`)).status).toBe(404);
    expect((await other.page(`/account/templates/${template.id}/apply`)).status).toBe(404);
    const apply = await other.post(`/account/templates/${template.id}/apply`, { target: "g2khvd:12x16" });
    expect(apply.status).toBe(404);
    const list = await other.api<{ templates: unknown[] }>("/api/templates", {});
    expect(list.body.data.templates).toEqual([]);
    for (const [path, body] of [
      ["/api/templates/rename", { id: template.id, name: "Mine" }],
      ["/api/templates/duplicate", { id: template.id, name: "Mine" }],
      ["/api/templates/delete", { id: template.id }],
      ["/api/templates/order", { id: template.id }],
      ["/api/templates/targets", { id: template.id }],
      ["/api/templates/apply", { id: template.id, target: "g2khvd:12x16", name: "Mine" }],
      ["/api/templates/save", { draftId: template.designId, name: "Mine" }],
    ] as const) {
      const answer = await other.api(path, body);
      expect(answer.status, path).toBe(404);
      expect(answer.body.msg).toBe("This template does not exist.");
    }
    const [still] = await database.db.select().from(templates).where(eq(templates.id, template.id));
    expect(still).toMatchObject({ name: "Private" });
  });
});
