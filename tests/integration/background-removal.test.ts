/**
 * Taking a plain background away (issue 30) over HTTP, as the API and a browser without scripts
 * meet it: a logo on white comes back transparent around the logo (its pixels read with sharp),
 * the original untouched; the preview stays out of the library and out of designs until kept;
 * another owner's file and preview are 404; a bad tolerance is a translated 400, never a 500.
 * Runs on the built shop in process (`npm run build` first): the preview is made by its files job,
 * in a worker thread started from the built bundle.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/database.ts";
import { logoOnWhite, logoShape, speckledPhoto } from "#tests/support/images.ts";
import {
  shopBrowser,
  signedInAccount,
  type Envelope,
  type ShopBrowser,
  type SignedInAccount,
} from "#tests/support/shop-clients.ts";
import { startShop, type RunningShop } from "#tests/support/shop-server.ts";

type ListedFile = {
  id: string;
  name: string;
  status: string;
  failure: string | null;
  hasAlpha: boolean;
  preview: { sourceId: string; tolerance: number } | null;
};

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

let accounts = 0;
function customer(language = "en"): Promise<SignedInAccount> {
  accounts += 1;
  return signedInAccount(shop, database, {
    email: `background-${accounts}-${Date.now()}@example.com`,
    clock: new Date(),
    language,
  });
}

async function upload(browser: ShopBrowser, bytes: Buffer, name: string): Promise<ListedFile> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const response = await browser.request("/api/files/upload", { method: "POST", body: form });
  const { data } = (await response.json()) as Envelope<{ file: ListedFile }>;
  return until(browser, data.file.id, "/api/files");
}

/** The file `id` once the files job is done with it, from the library list or as a preview. */
async function until(browser: ShopBrowser, id: string, from: "/api/files" | "/api/files/preview") {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const file =
      from === "/api/files"
        ? (await browser.api<{ files: ListedFile[] }>("/api/files", {})).body.data.files.find(
            (f) => f.id === id,
          )
        : (await browser.api<{ file: ListedFile }>("/api/files/preview", { id })).body.data.file;
    if (file && file.status !== "processing") return file;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`file ${id} was still being prepared`);
}

async function bytesOf(browser: ShopBrowser, path: string): Promise<Buffer> {
  const response = await browser.request(path);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function alphaAt(png: Buffer, x: number, y: number): Promise<number> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return data[(y * info.width + x) * info.channels + 3]!;
}

describe("the API", () => {
  test("a logo on white: the preview is transparent around the logo, kept it joins the library, the original untouched", async () => {
    const owner = await customer();
    const logo = await upload(owner, await logoOnWhite(), "logo.png");
    const originalBefore = await bytesOf(owner, `/files/${logo.id}`);

    const asked = await owner.api<{ file: ListedFile; existing: boolean }>("/api/files/remove-background", {
      id: logo.id,
      tolerance: 12,
    });
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({
      existing: false,
      file: {
        name: "logo (no background).png",
        status: "processing",
        preview: { sourceId: logo.id, tolerance: 12 },
      },
    });
    const preview = await until(owner, asked.body.data.file.id, "/api/files/preview");
    expect(preview).toMatchObject({ status: "ready", hasAlpha: true });

    // The pixel test, on the file as its owner downloads it.
    const png = await bytesOf(owner, `/files/${preview.id}`);
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", hasAlpha: true });
    expect(await alphaAt(png, 0, 0)).toBe(0);
    expect(await alphaAt(png, 399, 299)).toBe(0);
    expect(await alphaAt(png, 270, 40)).toBe(0);
    expect(await alphaAt(png, logoShape.ring.cx + 67, logoShape.ring.cy)).toBe(255);
    expect(await alphaAt(png, logoShape.ring.cx, logoShape.ring.cy)).toBe(255);
    expect(await alphaAt(png, logoShape.square.left + 40, logoShape.square.top + 40)).toBe(255);

    // A preview is not in the library, and no design may use it.
    const listed = async () =>
      (await owner.api<{ files: ListedFile[] }>("/api/files", { sort: "name" })).body.data.files.map(
        (f) => f.name,
      );
    expect(await listed()).toEqual(["logo.png"]);
    const design = (fileId: string) =>
      owner.api("/api/designs/save", {
        document: {
          version: 1,
          product: "st75v2",
          color: "white",
          areas: {
            front: [
              {
                type: "image",
                id: "i1",
                fileId,
                x: 152.5,
                y: 150,
                width: 100,
                height: 75,
                rotation: 0,
              },
            ],
          },
        },
      });
    expect((await design(preview.id)).status).toBe(400);

    const kept = await owner.api<{ file: ListedFile }>("/api/files/preview/keep", { id: preview.id });
    expect(kept.body.data.file).toMatchObject({ id: preview.id, preview: null });
    expect(await listed()).toEqual(["logo (no background).png", "logo.png"]);
    expect((await design(preview.id)).status).toBe(200);
    expect(await bytesOf(owner, `/files/${logo.id}`)).toEqual(originalBefore);
    // Asked again, the same removal answers with the kept file.
    expect(
      (
        await owner.api<{ file: ListedFile; existing: boolean }>("/api/files/remove-background", {
          id: logo.id,
          tolerance: 12,
        })
      ).body.data,
    ).toMatchObject({ existing: true, file: { id: preview.id } });
  });

  test("another owner's file or preview is a 404; a bad tolerance a translated 400", async () => {
    const owner = await customer();
    const stranger = await customer("fr");
    const logo = await upload(owner, await logoOnWhite(), "logo.png");
    const { body } = await owner.api<{ file: ListedFile }>("/api/files/remove-background", { id: logo.id });
    // The tolerance is optional: 10 by default.
    expect(body.data.file.preview?.tolerance).toBe(10);
    const previewId = body.data.file.id;

    for (const [path, id] of [
      ["/api/files/remove-background", logo.id],
      ["/api/files/preview", previewId],
      ["/api/files/preview/keep", previewId],
      ["/api/files/preview/discard", previewId],
    ] as const) {
      const answer = await stranger.api(path, { id });
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual({
        code: 0,
        msg: "Ce fichier n’existe pas, ou il ne vous appartient pas.",
        data: null,
      });
    }
    const visitor = shopBrowser(shop);
    expect((await visitor.api("/api/files/remove-background", { id: logo.id })).status).toBe(404);
    expect((await visitor.request(`/files/${previewId}`)).status).toBe(404);

    for (const tolerance of [101, -1, 2.5, "ten", null]) {
      const answer = await owner.api("/api/files/remove-background", { id: logo.id, tolerance });
      expect(answer.status, String(tolerance)).toBe(400);
      expect(answer.body.msg).toMatch(/tolerance/);
    }
    const french = await stranger.api("/api/files/remove-background", { id: logo.id, tolerance: 500 });
    expect(french.status).toBe(400);
    expect(french.body.msg).toMatch(/tolerance/);

    await until(owner, previewId, "/api/files/preview");
    expect(await owner.api("/api/files/preview/discard", { id: previewId })).toMatchObject({
      status: 200,
      body: { code: 1, data: { id: previewId } },
    });
    expect((await owner.api("/api/files/preview", { id: previewId })).status).toBe(404);
    expect((await owner.request(`/files/${previewId}`)).status).toBe(404);
  });

  test("a photograph has no plain background: the preview says so, in the caller's words on the page", async () => {
    const owner = await customer();
    const photo = await upload(owner, await speckledPhoto(), "photo.png");
    const { body } = await owner.api<{ file: ListedFile }>("/api/files/remove-background", { id: photo.id });
    const preview = await until(owner, body.data.file.id, "/api/files/preview");
    expect(preview).toMatchObject({ status: "failed", failure: "noPlainBackground" });
    expect((await owner.api("/api/files/preview/keep", { id: preview.id })).status).toBe(409);

    const page = await owner.page(`/remove-background/${photo.id}?preview=${preview.id}`);
    expect(page.html).toContain("This image has no plain background: its edges are not one colour.");
  });
});

describe("the page, without scripts", () => {
  test("preview, keep, and back to the library with a toast; in French too", async () => {
    for (const language of ["en", "fr"] as const) {
      const owner = await customer(language);
      const logo = await upload(owner, await logoOnWhite(), "logo.png");
      const prefix = language === "fr" ? "/fr" : "";
      const page = `${prefix}/remove-background/${logo.id}?back=${encodeURIComponent(`${prefix}/account/files`)}`;
      const opened = await owner.page(page);
      expect(opened.status).toBe(200);
      // The owner's page: never kept by the HTML cache or a shared one.
      expect(opened.headers.get("cache-control")).toBe("private, no-store");

      const refused = await owner.post(page, { intent: "preview", id: logo.id, tolerance: "abc" });
      expect(refused.status).toBe(400);
      expect(refused.html).toContain(
        language === "fr" ? "Saisissez un nombre entier de 0 à 100." : "Enter a whole number from 0 to 100.",
      );

      const asked = await owner.post(page, { intent: "preview", id: logo.id, tolerance: "10" });
      expect(asked.status).toBe(302);
      const previewId = new URL(asked.location!, "http://shop.test").searchParams.get("preview")!;
      expect(asked.location).toContain(`${prefix}/remove-background/${logo.id}?preview=${previewId}&back=`);
      await until(owner, previewId, "/api/files/preview");
      const shown = await owner.page(asked.location!);
      expect(shown.html).toContain(`/files/${previewId}/thumbnail`);
      expect(shown.html).toContain(language === "fr" ? "Garder dans ma bibliothèque" : "Keep in my library");

      const kept = await owner.post(asked.location!, { intent: "keep", id: previewId });
      expect(kept).toMatchObject({ status: 302, location: `${prefix}/account/files` });
      const library = await owner.page(`${prefix}/account/files`);
      expect(library.html).toContain(
        language === "fr"
          ? "«\u202flogo (sans arrière-plan).png\u202f» est dans votre bibliothèque."
          : "“logo (no background).png” is in your library.",
      );
    }
  });

  test("another owner's page is a 404; discarding goes back to the page without the preview", async () => {
    const owner = await customer();
    const stranger = await customer();
    const logo = await upload(owner, await logoOnWhite(), "logo.png");
    expect((await stranger.page(`/remove-background/${logo.id}`)).status).toBe(404);
    expect(
      (
        await stranger.post(`/remove-background/${logo.id}`, {
          intent: "preview",
          id: logo.id,
          tolerance: "10",
        })
      ).status,
    ).toBe(404);

    const asked = await owner.post(`/remove-background/${logo.id}`, {
      intent: "preview",
      id: logo.id,
      tolerance: "20",
    });
    const previewId = new URL(asked.location!, "http://shop.test").searchParams.get("preview")!;
    await until(owner, previewId, "/api/files/preview");
    const discarded = await owner.post(asked.location!, { intent: "discard", id: previewId });
    expect(discarded).toMatchObject({ status: 302, location: `/remove-background/${logo.id}` });
    expect((await owner.api("/api/files/preview", { id: previewId })).status).toBe(404);
  });
});
