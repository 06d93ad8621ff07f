/**
 * A design's print files and previews over HTTP: asked for with the designer's "check and
 * preview" form, made by the shop's own render job, and served at /design/renders/:id to the
 * design's owner alone (a visitor's designer session or an account); everyone else, and any
 * address that is not a render, gets the same 404. Runs on the built shop in process (`npm run
 * build` first).
 */
import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { designRenders, users } from "#server/db/schema.ts";
import { hashPassword } from "#server/services/passwords.ts";
import { cookieClient } from "#tests/support/cookie-client.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/database.ts";
import { pngImage } from "#tests/support/images.ts";
import { startShop, type RunningShop } from "#tests/support/shop-server.ts";

type Envelope<T = unknown> = { code: number; msg: string; data: T };
type Render = typeof designRenders.$inferSelect;

/** The seeded classic tee; its 89 mm sleeve keeps the print file small and the test quick. */
const TEE = "st75v2";
const password = "a long enough passphrase";

describe("design renders over HTTP", () => {
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

  /** A browser of its own: its cookies, its address, its language. */
  function browser(language = "en") {
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    return {
      ...cookieClient(shop.url, { ip, language }),
      async signIn(email: string) {
        const response = await this.request("/api/login", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ account: email, pwd: password }),
        });
        expect(response.status).toBe(200);
      },
      /** An upload, once the files job has prepared it. */
      async upload(bytes: Buffer) {
        const form = new FormData();
        form.append("file", new Blob([new Uint8Array(bytes)]), "art.png");
        const response = await this.request("/api/files/upload", { method: "POST", body: form });
        const { id } = ((await response.json()) as Envelope<{ file: { id: string } }>).data.file;
        for (let attempt = 0; attempt < 400; attempt += 1) {
          if ((await this.request(`/files/${id}`, { method: "HEAD" })).status === 200) return id;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error("the upload was never prepared");
      },
      /** A saved design with the image and a line of text on the left sleeve; its draft id. */
      async design(fileId: string) {
        const response = await this.request("/api/designs/save", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            document: {
              version: 1,
              product: TEE,
              color: "black",
              areas: {
                "sleeve-left": [
                  { type: "image", id: "a1", fileId, x: 44.5, y: 40, width: 50, height: 50, rotation: 20 },
                  {
                    type: "text",
                    id: "t1",
                    text: "Hi",
                    font: "lora",
                    sizePt: 24,
                    color: "#facc15",
                    weight: 700,
                    align: "center",
                    letterSpacing: 0,
                    x: 44.5,
                    y: 75,
                    rotation: 0,
                  },
                ],
              },
            },
          }),
        });
        expect(response.status).toBe(200);
        return ((await response.json()) as Envelope<{ design: { id: string } }>).data.design.id;
      },
      /** The designer's "check and preview" form, posted as a browser without scripts posts it. */
      async check(draft: string) {
        const response = await this.request(`/design?draft=${draft}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "check" }).toString(),
        });
        expect(response.status).toBe(302);
        expect(response.headers.get("location")).toContain("proof=1");
      },
    };
  }

  /**
   * The design's renders once the shop's job (woken by the form) has made them all. Rendering
   * takes seconds on a busy machine, hence the tests' own timeouts.
   */
  async function finishedRenders(designId: string): Promise<Render[]> {
    for (let attempt = 0; attempt < 1200; attempt += 1) {
      const rows = await database.db.select().from(designRenders).where(eq(designRenders.designId, designId));
      if (rows.length > 0 && rows.every((row) => row.status !== "queued")) return rows;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("the renders were never made");
  }

  async function account(): Promise<string> {
    const email = `renders-${Date.now()}-${randomInt(1e9)}@example.com`;
    const now = new Date();
    await database.db.insert(users).values({
      email,
      fullName: "Rhoda Renders",
      passwordHash: await hashPassword(password),
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    return email;
  }

  test("a visitor's print file and preview are theirs alone; anyone else gets a 404", async () => {
    const visitor = browser();
    const draft = await visitor.design(await visitor.upload(await pngImage(1000, 1000, { alpha: true })));
    await visitor.check(draft);
    const renders = await finishedRenders(draft);
    expect(renders.map((render) => [render.kind, render.target, render.status]).sort()).toEqual([
      ["preview", "front:black", "done"],
      ["print", "sleeve-left", "done"],
    ]);
    const print = renders.find((render) => render.kind === "print")!;
    const preview = renders.find((render) => render.kind === "preview")!;

    const printResponse = await visitor.request(`/design/renders/${print.id}`);
    expect(printResponse.status).toBe(200);
    expect(printResponse.headers.get("content-type")).toBe("image/png");
    expect(printResponse.headers.get("cache-control")).toBe("private, no-cache");
    expect(printResponse.headers.get("content-disposition")).toMatch(/^inline/);
    const png = Buffer.from(await printResponse.arrayBuffer());
    // 89 mm of sleeve at 300 DPI, rounded up.
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1052, density: 300 });

    const previewResponse = await visitor.request(`/design/renders/${preview.id}`);
    expect(previewResponse.headers.get("content-type")).toBe("image/webp");
    const webp = Buffer.from(await previewResponse.arrayBuffer());
    expect(await sharp(webp).metadata()).toMatchObject({ format: "webp", width: 1000, height: 1000 });

    // Asked again, the browser's copy is still good; `?download` saves it under a plain name.
    const etag = printResponse.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const again = await visitor.request(`/design/renders/${print.id}`, {
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);
    const download = await visitor.request(`/design/renders/${print.id}?download`);
    expect(download.headers.get("content-disposition")).toBe("attachment; filename=print-sleeve-left.png");

    // Another visitor, a signed-in stranger, and addresses that are no render: the same 404.
    const stranger = browser("fr");
    const signedIn = browser();
    await signedIn.signIn(await account());
    for (const [who, address] of [
      [stranger, `/design/renders/${print.id}`],
      [stranger, `/design/renders/${preview.id}?download`],
      [signedIn, `/design/renders/${print.id}`],
      [visitor, "/design/renders/3f1e2d4c-5b6a-4978-8a9b-0c1d2e3f4a5b"],
      [visitor, "/design/renders/not-a-render"],
      [visitor, `/design/renders/${print.id.toUpperCase()}x`],
    ] as const) {
      const response = await who.request(address);
      expect(response.status, address).toBe(404);
      expect(response.headers.get("cache-control"), address).toBe("no-store");
    }
    expect(await (await stranger.request(`/design/renders/${print.id}`)).text()).toBe(
      "Ce rendu n’existe pas, ou il ne vous appartient pas.",
    );
  });

  test("an account's renders are served to the account, not to a visitor without it", async () => {
    const owner = browser();
    await owner.signIn(await account());
    const draft = await owner.design(await owner.upload(await pngImage(800, 800)));
    await owner.check(draft);
    const renders = await finishedRenders(draft);
    const print = renders.find((render) => render.kind === "print")!;
    expect(print.status).toBe("done");
    expect((await owner.request(`/design/renders/${print.id}`)).status).toBe(200);
    expect((await browser().request(`/design/renders/${print.id}`)).status).toBe(404);
  }, 120_000);
});
