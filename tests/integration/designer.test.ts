/**
 * The designer over HTTP, as a browser without scripts and the editor's autosave meet it: the
 * design middleware's refusals, a design made with plain form posts, and documents the shop will
 * not keep answered with a clear 4xx that changes nothing. Runs on the built shop in process.
 */
import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DesignDocument } from "#core/schemas/design.ts";
import { designs } from "#server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/database.ts";
import { pngImage } from "#tests/support/images.ts";
import { cookieClient } from "#tests/support/cookie-client.ts";
import { startShop, type RunningShop } from "#tests/support/shop-server.ts";

type Envelope<T = unknown> = { code: number; msg: string; data: T };
const TEE = "st75v2";

describe("the designer over HTTP", () => {
  let shop: RunningShop;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase("pglite", { seeded: true });
    shop = await startShop({ trustProxy: "loopback" }, { database });
  });
  afterAll(async () => {
    await shop.close();
    await database.dispose();
  });

  /** A browser of its own: its cookies and its address. */
  function browser(language = "en") {
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    return {
      ...cookieClient(shop.url, { ip, language }),
      /** A plain form post, as a browser without scripts sends it; answers where it redirects. */
      async post(pathname: string, fields: Record<string, string>) {
        const response = await this.request(pathname, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams(fields).toString(),
        });
        return response;
      },
      async save(body: unknown) {
        const response = await this.request("/api/designs/save", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        return {
          status: response.status,
          body: (await response.json()) as Envelope<{ design: { id: string } }>,
        };
      },
    };
  }

  async function documentOf(id: string): Promise<DesignDocument> {
    const [row] = await database.db.select().from(designs).where(eq(designs.id, id));
    return row!.document;
  }

  test("the design middleware sends anything but a product, colour or own draft to the product list", async () => {
    const visitor = browser();
    for (const [address, list] of [
      ["/design", "/products"],
      ["/fr/design", "/fr/products"],
      [`/design?product=zzzzzz`, "/products"],
      [`/design?product=${TEE}&color=chartreuse`, "/products"],
      ["/design?draft=3f1e2d4c-5b6a-4978-8a9b-0c1d2e3f4a5b", "/products"],
      ["/design?draft=not-an-id", "/products"],
    ] as const) {
      const response = await visitor.request(address);
      expect(response.status, address).toBe(302);
      expect(response.headers.get("location"), address).toBe(list);
      // The reason travels as a toast (remix-toast's flash cookie).
      expect(response.headers.getSetCookie().join(";"), address).toMatch(/toast/);
    }
    const page = await visitor.request(`/design?product=${TEE}&color=black`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain("Design: Unisex Classic Cotton T-Shirt");
    const french = await browser("fr").request(`/fr/design?product=${TEE}`);
    expect(await french.text()).toContain("Personnalisation\u202f: T-shirt unisexe classique en coton");
  });

  test("without scripts: upload, place, add text, move it and change colour with plain forms", async () => {
    const visitor = browser();
    const upload = new FormData();
    upload.append("file", new Blob([new Uint8Array(await pngImage(3000, 3000, { alpha: true }))]), "art.png");
    const uploaded = await visitor.request(`/design?product=${TEE}&color=black&area=front`, {
      method: "POST",
      body: upload,
    });
    expect(uploaded.status).toBe(302);
    const location = new URL(uploaded.headers.get("location")!, shop.url("/"));
    const draft = location.searchParams.get("draft")!;
    expect(draft).toMatch(/^[0-9a-f-]{36}$/);
    let document = await documentOf(draft);
    expect(document.areas.front).toEqual([expect.objectContaining({ type: "image", x: 152.5, y: 203 })]);

    const here = `/design?draft=${draft}&area=front`;
    expect(
      (await visitor.post(here, { intent: "add-text", area: "front", text: "Bonjour", font: "lora" })).status,
    ).toBe(302);
    document = await documentOf(draft);
    const text = document.areas.front![1]!;
    expect(text).toMatchObject({ type: "text", text: "Bonjour", font: "lora" });

    const moved = await visitor.post(here, {
      intent: "text-layer",
      area: "front",
      layer: text.id,
      x: "162.5",
      y: "300",
      rotation: "15",
      text: "Bonjour",
      font: "oswald",
      weight: "700",
      sizePt: "40",
      color: "#ff0000",
      align: "center",
      letterSpacing: "0.05",
    });
    expect(moved.status).toBe(302);
    expect(await visitor.post(here, { intent: "color", color: "navy" })).toHaveProperty("status", 302);
    document = await documentOf(draft);
    expect(document.color).toBe("navy");
    expect(document.areas.front![1]).toMatchObject({
      x: 162.5,
      y: 300,
      rotation: 15,
      font: "oswald",
      sizePt: 40,
      color: "#ff0000",
      letterSpacing: 0.05,
    });

    // A wrong number is answered on the page with the field's message; the draft is unchanged.
    const refused = await visitor.post(`${here}&layer=${text.id}`, {
      intent: "text-layer",
      area: "front",
      layer: text.id,
      x: "abc",
      y: "300",
      rotation: "15",
      text: "Bonjour",
      font: "oswald",
      weight: "700",
      sizePt: "40",
      color: "#ff0000",
      align: "center",
      letterSpacing: "0",
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Enter a number.");
    expect(await documentOf(draft)).toEqual(document);

    // Someone else gets nothing of it.
    const stranger = browser();
    const theirs = await stranger.request(`/design?draft=${draft}`);
    expect(theirs.status).toBe(302);
  });

  test("documents the shop will not keep get a clear 4xx and change nothing (a shape it does not draw, clip art it does not have too)", async () => {
    const visitor = browser();
    const other = browser();
    const upload = async (who: ReturnType<typeof browser>) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(await pngImage(500, 500))]), "a.png");
      const response = await who.request("/api/files/upload", { method: "POST", body: form });
      return ((await response.json()) as Envelope<{ file: { id: string } }>).data.file.id;
    };
    const mine = await upload(visitor);
    const theirs = await upload(other);
    const layer = (fileId: string, change: object = {}) => ({
      type: "image",
      id: "a1",
      fileId,
      x: 100,
      y: 100,
      width: 100,
      height: 100,
      rotation: 0,
      ...change,
    });
    const star = (change: object = {}) => ({
      type: "shape",
      id: "s1",
      shape: "star",
      fill: "#facc15",
      stroke: null,
      x: 100,
      y: 100,
      width: 60,
      height: 60,
      rotation: 0,
      ...change,
    });
    const owl = (change: object = {}) => ({
      type: "art",
      id: "c1",
      artId: "owl",
      color: "#1d4ed8",
      x: 150,
      y: 150,
      width: 60,
      height: 60,
      rotation: 0,
      ...change,
    });
    const document = (areas: object, change: object = {}) => ({
      version: 1,
      product: TEE,
      color: "black",
      areas,
      ...change,
    });
    const saved = await visitor.save({ document: document({ front: [layer(mine), star(), owl()] }) });
    expect(saved.status).toBe(200);
    const id = saved.body.data.design.id;
    const before = await documentOf(id);

    for (const [body, status, message] of [
      [{ id, document: document({}, { product: "zzzzzz" }) }, 400, "a product that is not in the catalogue"],
      [{ id, document: document({ front: [layer(mine, { x: 2000 })] }) }, 400, "placed off its print area"],
      [{ id, document: document({ pocket: [layer(mine)] }) }, 400, "print area the product does not have"],
      [{ id, document: document({ front: [layer(theirs)] }) }, 400, "not in your file library"],
      [
        { id, document: document({ front: [layer("3f1e2d4c-5b6a-4978-8a9b-0c1d2e3f4a5b")] }) },
        400,
        "not in your file library",
      ],
      [
        {
          id,
          document: document({
            front: Array.from({ length: 10_000 }, (_, index) => layer(mine, { id: `l${index}` })),
          }),
        },
        413,
        "too large",
      ],
      [{ id, document: "nonsense" }, 400, "cannot be read"],
      [{ id, document: document({ front: [star({ shape: "cloud" })] }) }, 400, "Choose a rectangle, ellipse"],
      [
        { id, document: document({ front: [star({ fill: null, stroke: null })] }) },
        400,
        "Give the shape a fill or an outline",
      ],
      [
        { id, document: document({ front: [owl({ artId: "banana-phone" })] }) },
        400,
        "Choose a piece from the clip-art library",
      ],
      [{ id, document: document({ front: [owl({ color: "blue" })] }) }, 400, "Choose a colour"],
      [{ id: "3f1e2d4c-5b6a-4978-8a9b-0c1d2e3f4a5b", document: document({}) }, 404, "not one of yours"],
    ] as const) {
      const answer = await visitor.save(body);
      expect(answer.status, message).toBe(status);
      expect(answer.body.code).toBe(0);
      expect(answer.body.msg.toLowerCase(), message).toContain(message.toLowerCase());
    }
    // Another visitor cannot save over the draft either.
    expect((await other.save({ id, document: document({}) })).status).toBe(404);
    expect(await documentOf(id)).toEqual(before);
  });
});
