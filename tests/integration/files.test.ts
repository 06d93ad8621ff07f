/**
 * The file library over HTTP, as browsers and API clients meet it: uploads through the API and
 * through the page's plain form, refusals in the visitor's language that store nothing, files
 * served to their owner alone (ranges, revalidation), a visitor's uploads moving to their account
 * at sign-in, and no 5xx for anything a client can send. Runs on the built shop in process
 * (`npm run build` first), once with disk storage and once with the S3 driver against a local S3
 * server.
 */
import { randomInt } from "node:crypto";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import exifReader from "exif-reader";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "#server/db/schema.ts";
import { hashPassword } from "#server/services/passwords.ts";
import type { StorageConfig } from "#server/storage/storage.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/database.ts";
import {
  photoWithLocation,
  pngBomb,
  pngImage,
  svgDrawing,
  textPretendingToBePng,
} from "#tests/support/images.ts";
import { startS3Server, type S3Server } from "#tests/support/s3-server.ts";
import { cookieClient } from "#tests/support/cookie-client.ts";
import { startShop, type RunningShop } from "#tests/support/shop-server.ts";

type Envelope<T = unknown> = { code: number; msg: string; data: T };
type ListedFile = { id: string; name: string; status: string; width: number; height: number };
type FileList = { files: ListedFile[]; total: number; usage: { usedBytes: number; quotaBytes: number } };

const password = "a long enough passphrase";

/** Bytes as a form's file part. */
const asBlob = (bytes: Uint8Array) => new Blob([new Uint8Array(bytes)]);

/** The stored objects of a storage, by key: what "nothing was stored" is checked against. */
async function storedObjects(config: StorageConfig): Promise<string[]> {
  if (config.driver === "disk") {
    const found = await readdir(config.directory, { recursive: true, withFileTypes: true }).catch(() => []);
    return found
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(config.directory, path.join(entry.parentPath, entry.name)));
  }
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId ?? "", secretAccessKey: config.secretAccessKey ?? "" },
  });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: config.bucket }));
  client.destroy();
  return (listed.Contents ?? []).map((object) => object.Key ?? "");
}

describe.each(["disk", "s3"] as const)("the file library over HTTP, %s storage", (driver) => {
  let shop: RunningShop;
  let database: TestDatabase;
  let s3: S3Server | undefined;

  beforeAll(async () => {
    database = await createTestDatabase("pglite", { seeded: true });
    if (driver === "s3") s3 = await startS3Server();
    shop = await startShop({ trustProxy: "loopback", ...(s3 ? { storage: s3.config } : {}) }, { database });
  });
  afterAll(async () => {
    await shop.close();
    await database.dispose();
    await s3?.close();
  });

  const newIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  /** A browser of its own: its cookies, its address, its language. */
  function browser(language = "en") {
    return {
      ...cookieClient(shop.url, { ip: newIp(), language }),
      async upload(bytes: Buffer, name: string) {
        const form = new FormData();
        form.append("file", asBlob(bytes), name);
        const response = await this.request("/api/files/upload", { method: "POST", body: form });
        return {
          status: response.status,
          body: (await response.json()) as Envelope<{ file: ListedFile; existing: boolean }>,
        };
      },
      async list() {
        const response = await this.request("/api/files", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        });
        return ((await response.json()) as Envelope<FileList>).data;
      },
      /** The library once nothing in it is being prepared any more (the job is woken by uploads). */
      async listWhenReady() {
        for (let attempt = 0; attempt < 200; attempt += 1) {
          const list = await this.list();
          if (list.files.every((file) => file.status !== "processing")) return list;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error("files were still being prepared");
      },
      async signIn(email: string) {
        const response = await this.request("/api/login", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ account: email, pwd: password }),
        });
        expect(response.status).toBe(200);
      },
    };
  }

  async function account(): Promise<string> {
    const email = `files-${driver}-${Date.now()}-${randomInt(1e9)}@example.com`;
    const now = new Date();
    await database.db.insert(users).values({
      email,
      fullName: "Frida Files",
      passwordHash: await hashPassword(password),
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    return email;
  }

  test("a visitor's uploads are theirs alone: served to them, 404 to anyone else", async () => {
    const visitor = browser();
    const png = await visitor.upload(await pngImage(400, 300, { alpha: true }), "logo.png");
    expect(png.status).toBe(200);
    expect(png.body).toMatchObject({
      code: 1,
      data: { existing: false, file: { name: "logo.png", status: "processing" } },
    });
    expect(visitor.cookies.has("designer")).toBe(true);
    const photo = await visitor.upload(await photoWithLocation(), "holiday.jpg");
    const library = await visitor.listWhenReady();
    expect(library.files.map((file) => [file.name, file.status, file.width, file.height])).toEqual([
      ["holiday.jpg", "ready", 800, 1200],
      ["logo.png", "ready", 400, 300],
    ]);

    const photoId = photo.body.data.file.id;
    const original = await visitor.request(`/files/${photoId}`);
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    expect(original.headers.get("cache-control")).toBe("private, no-cache");
    expect(original.headers.get("x-content-type-options")).toBe("nosniff");
    // Opened on its own, a customer's file runs nothing and loads nothing; thumbnails and the
    // not-found answer alike.
    expect(original.headers.get("content-security-policy")).toBe("sandbox;default-src 'none'");
    expect(original.headers.get("content-disposition")).toBe("inline; filename=holiday.jpg");
    const served = Buffer.from(await original.arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect([metadata.width, metadata.height, metadata.exif]).toEqual([800, 1200, undefined]);
    // The upload did carry the location; what is served does not.
    expect(exifReader((await sharp(await photoWithLocation()).metadata()).exif!).GPSInfo).toBeDefined();

    const download = await visitor.request(`/files/${photoId}?download`);
    expect(download.headers.get("content-disposition")).toBe("attachment; filename=holiday.jpg");
    const thumbnail = await visitor.request(`/files/${png.body.data.file.id}/thumbnail`);
    expect(thumbnail.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).hasAlpha).toBe(true);

    const stranger = browser();
    const other = browser();
    await other.upload(await pngImage(10, 10), "theirs.png");
    const signedIn = browser();
    await signedIn.signIn(await account());
    for (const someone of [stranger, other, signedIn]) {
      for (const address of [
        `/files/${photoId}`,
        `/files/${photoId}/thumbnail`,
        `/files/${photoId}?download`,
      ]) {
        const response = await someone.request(address);
        expect(response.status, address).toBe(404);
        expect(response.headers.get("content-security-policy")).toBe("sandbox;default-src 'none'");
        expect(await response.text()).toBe("This file does not exist, or it is not yours.");
      }
    }
    expect((await stranger.request("/files/not-a-file")).status).toBe(404);
    expect((await visitor.request(`/files/${photoId}/original.exe`)).status).toBe(404);
  });

  test("ranges, revalidation and HEAD", async () => {
    const visitor = browser();
    const { body } = await visitor.upload(await pngImage(500, 500), "range.png");
    await visitor.listWhenReady();
    const address = `/files/${body.data.file.id}`;
    const whole = Buffer.from(await (await visitor.request(address)).arrayBuffer());

    const part = await visitor.request(address, { headers: { range: "bytes=10-19" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 10-19/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(10, 20));
    const tail = await visitor.request(address, { headers: { range: "bytes=-5" } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(whole.subarray(whole.length - 5));
    const outside = await visitor.request(address, { headers: { range: `bytes=${whole.length + 10}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get("content-range")).toBe(`bytes */${whole.length}`);
    // Several ranges, or a range of another version of the file: the whole file.
    expect((await visitor.request(address, { headers: { range: "bytes=0-1,5-6" } })).status).toBe(200);
    expect(
      (await visitor.request(address, { headers: { range: "bytes=0-1", "if-range": '"old"' } })).status,
    ).toBe(200);

    const etag = part.headers.get("etag") ?? "";
    const again = await visitor.request(address, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    const head = await visitor.request(address, { method: "HEAD" });
    expect([head.status, head.headers.get("content-length")]).toEqual([200, String(whole.length)]);
  });

  test("a visitor's uploads move to their account when they sign in", async () => {
    const email = await account();
    const visitor = browser();
    await visitor.upload(await pngImage(64, 64), "before signing in.png");
    await visitor.listWhenReady();
    const designerCookie = visitor.cookies.get("designer");
    await visitor.signIn(email);
    expect(visitor.cookies.has("designer")).toBe(false);
    const library = await visitor.list();
    expect(library.files.map((file) => file.name)).toEqual(["before signing in.png"]);
    // The old designer session is over: its cookie finds nothing.
    const replay = browser();
    replay.cookies.set("designer", designerCookie ?? "");
    expect((await replay.list()).total).toBe(0);
    // And the account's page lists it.
    const page = await visitor.request("/account/files");
    expect(await page.text()).toContain("before signing in.png");
  });

  test("refusals are clear, translated 4xx answers, and leave nothing stored", async () => {
    const before = await storedObjects(shop.config.storage);
    for (const [language, expected] of [
      ["en", "This file is not a PNG, JPEG, WebP or TIFF image, whatever its name says."],
      ["fr", "Ce fichier n’est pas une image PNG, JPEG, WebP ou TIFF, quel que soit son nom."],
    ] as const) {
      const text = await browser(language).upload(textPretendingToBePng, "art.png");
      expect(text).toEqual({ status: 415, body: { code: 0, msg: expected, data: null } });
    }
    const visitor = browser();
    const svg = await visitor.upload(svgDrawing, "logo.svg");
    expect([svg.status, svg.body.msg]).toEqual([
      415,
      "SVG files are not accepted. Export your artwork as a PNG at 300 DPI and upload that.",
    ]);
    const big = await visitor.upload(Buffer.alloc(60 * 1024 * 1024, 1), "huge.png");
    expect([big.status, big.body.msg]).toEqual([
      413,
      "This file is larger than 50 MB. Make it smaller, or save it as a JPEG.",
    ]);
    const bomb = await browser("fr").upload(pngBomb(), "bomb.png");
    expect([bomb.status, bomb.body.msg]).toEqual([
      422,
      "Cette image mesure 30\u202f000 × 30\u202f000 pixels\u202f; nous acceptons au plus 100 mégapixels.",
    ]);
    const empty = await visitor.upload(Buffer.alloc(0), "empty.png");
    expect([empty.status, empty.body.msg]).toEqual([
      400,
      "Choose an image to upload: the file sent was empty.",
    ]);
    const nothing = await visitor.request("/api/files/upload", { method: "POST" });
    expect([nothing.status, ((await nothing.json()) as Envelope).msg]).toEqual([
      400,
      "The upload could not be read. Please try again.",
    ]);
    const two = new FormData();
    two.append("file", asBlob(await pngImage(5, 5)), "a.png");
    two.append("file", asBlob(await pngImage(6, 6)), "b.png");
    expect((await visitor.request("/api/files/upload", { method: "POST", body: two })).status).toBe(400);
    expect((await visitor.request("/api/files/upload")).status).toBe(405);

    expect(await storedObjects(shop.config.storage)).toEqual(before);
    expect((await visitor.list()).total).toBe(0);
  });

  test("the page's plain form uploads, renames and deletes, in English and French", async () => {
    const user = browser("fr");
    await user.signIn(await account());
    const form = new FormData();
    form.append("file", asBlob(await pngImage(300, 300)), "affiche.png");
    form.append("file", asBlob(await photoWithLocation()), "vacances.jpg");
    const posted = await user.request("/fr/account/files?sort=name", { method: "POST", body: form });
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe("/fr/account/files?sort=name");
    const page = await (await user.request("/fr/account/files?sort=name")).text();
    expect(page).toContain("2 fichiers sont importés.");
    expect(page).toContain("affiche.png");
    expect(page).toContain("vacances.jpg");
    const { files } = await user.listWhenReady();

    const refused = new FormData();
    refused.append("file", asBlob(textPretendingToBePng), "faux.png");
    refused.append("file", asBlob(await pngImage(20, 20)), "vrai.png");
    const answer = await user.request("/fr/account/files", { method: "POST", body: refused });
    expect(answer.status).toBe(415);
    const html = await answer.text();
    expect(html).toContain("Certains fichiers n’ont pas été importés");
    expect(html).toContain(
      "faux.png\u202f: Ce fichier n’est pas une image PNG, JPEG, WebP ou TIFF, quel que soit son nom.",
    );
    // The good one of the two was kept.
    expect((await user.list()).files.map((file) => file.name)).toContain("vrai.png");

    const english = browser("en");
    await english.signIn(await account());
    const emptyPost = new FormData();
    emptyPost.append("file", new Blob([]), "");
    const noFile = await english.request("/account/files", { method: "POST", body: emptyPost });
    expect(noFile.status).toBe(400);
    expect(await noFile.text()).toContain("Choose an image to upload: the file sent was empty.");

    const target = files.find((file) => file.name === "affiche.png")!;
    const rename = await user.request("/fr/account/files", {
      method: "POST",
      body: new URLSearchParams({ intent: "rename", id: target.id, name: "affiche finale.png" }),
    });
    expect(rename.status).toBe(302);
    const blank = await user.request("/fr/account/files", {
      method: "POST",
      body: new URLSearchParams({ intent: "rename", id: target.id, name: "   " }),
    });
    expect(blank.status).toBe(400);
    expect(await blank.text()).toContain("Donnez un nom au fichier.");
    // Someone else's file cannot be renamed or deleted: it does not exist for them.
    const renameTheirs = await english.request("/account/files", {
      method: "POST",
      body: new URLSearchParams({ intent: "rename", id: target.id, name: "mine now.png" }),
    });
    expect(renameTheirs.status).toBe(404);
    const deleteTheirs = await english.request("/account/files", {
      method: "POST",
      body: new URLSearchParams({ intent: "delete", id: target.id }),
    });
    expect(deleteTheirs.status).toBe(404);

    const question = await (await user.request(`/fr/account/files?delete=${target.id}`)).text();
    expect(question).toContain("Supprimer ce fichier\u202f?");
    expect(question).toContain("« affiche finale.png » sera retiré de votre bibliothèque.");
    const removal = await user.request("/fr/account/files", {
      method: "POST",
      body: new URLSearchParams({ intent: "delete", id: target.id }),
    });
    expect(removal.status).toBe(302);
    expect((await user.list()).files.map((file) => file.name)).not.toContain("affiche finale.png");
    expect((await user.request(`/files/${target.id}`)).status).toBe(404);
  });

  test("the API renames and deletes the caller's files only", async () => {
    const visitor = browser();
    const { body } = await visitor.upload(await pngImage(30, 30), "api.png");
    const id = body.data.file.id;
    const call = (who: ReturnType<typeof browser>, endpoint: string, payload: unknown) =>
      who.request(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(payload),
      });
    const renamed = await call(visitor, "/api/files/rename", { id, name: "renamed.png" });
    expect(await renamed.json()).toMatchObject({ code: 1, data: { file: { id, name: "renamed.png" } } });
    const stranger = browser();
    expect((await call(stranger, "/api/files/rename", { id, name: "x" })).status).toBe(404);
    expect((await call(stranger, "/api/files/delete", { id })).status).toBe(404);
    expect((await call(visitor, "/api/files/rename", { id, name: "" })).status).toBe(400);
    expect((await call(visitor, "/api/files/delete", { id, extra: true })).status).toBe(400);
    expect(await (await call(visitor, "/api/files/delete", { id })).json()).toEqual({
      code: 1,
      msg: "",
      data: { id },
    });
    expect((await visitor.list()).total).toBe(0);
  });

  test("200 malformed uploads: never a 5xx", async () => {
    const user = browser();
    await user.signIn(await account());
    const part = fc.record({
      name: fc.oneof(fc.constant("file"), fc.string({ maxLength: 20 })),
      filename: fc.oneof(
        fc.string({ maxLength: 300 }),
        fc.constantFrom("../../etc/passwd", "a\u0000b.png", "\u202egnp.exe", "", "x".repeat(1000)),
      ),
      type: fc.constantFrom("image/png", "text/plain", "", "application/octet-stream"),
      body: fc.oneof(
        fc.uint8Array({ maxLength: 3000 }).map((bytes) => Buffer.from(bytes)),
        fc.constant(textPretendingToBePng),
        fc.constant(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])),
        fc.constant(Buffer.from("%PDF-1.4")),
      ),
    });
    const upload = fc.record({
      boundary: fc.stringMatching(/^[A-Za-z0-9'()+_,-./:=?]{1,70}$/),
      declared: fc.oneof(
        fc.constant("same"),
        fc.constant("other"),
        fc.constant("none"),
        fc.constantFrom(
          "application/json",
          "text/plain",
          "multipart/mixed; boundary=x",
          "multipart/form-data; boundary=",
        ),
      ),
      parts: fc.array(part, { maxLength: 4 }),
      cut: fc.option(fc.nat(), { nil: undefined }),
      target: fc.constantFrom("/api/files/upload", "/account/files", "/fr/account/files"),
      signedIn: fc.boolean(),
    });
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(upload, async ({ boundary, declared, parts, cut, target, signedIn }) => {
        const chunks: Buffer[] = [];
        for (const piece of parts) {
          chunks.push(
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${piece.name}"; filename="${piece.filename}"\r\n` +
                (piece.type ? `Content-Type: ${piece.type}\r\n` : "") +
                "\r\n",
            ),
            piece.body,
            Buffer.from("\r\n"),
          );
        }
        chunks.push(Buffer.from(`--${boundary}--\r\n`));
        let body = Buffer.concat(chunks);
        if (cut !== undefined) body = body.subarray(0, cut % (body.length + 1));
        const contentType =
          declared === "same"
            ? `multipart/form-data; boundary=${boundary}`
            : declared === "other"
              ? "multipart/form-data; boundary=somethingelse"
              : declared === "none"
                ? undefined
                : declared;
        const who = signedIn ? user : browser();
        // A request that never ends must name what was sent, not only time the test out: that is
        // how a part busboy started after a malformed header was found never to end.
        const response = await who
          .request(target, {
            method: "POST",
            body,
            headers: contentType ? { "content-type": contentType } : {},
            signal: AbortSignal.timeout(20_000),
          })
          .catch(async (error: unknown) => {
            const sent = { contentType, target, signedIn, cut, bytes: body.length, parts: parts.length };
            const health = await fetch(shop.url("/healthz"), { signal: AbortSignal.timeout(5000) }).then(
              (answer) => `healthz ${answer.status}`,
              (failure: unknown) => `healthz ${String(failure)}`,
            );
            // The body too (base64), so the request can be sent again by hand.
            const replay = body.toString("base64");
            throw new Error(`no answer to ${JSON.stringify(sent)} (${health}): ${replay}`, { cause: error });
          });
        await response.arrayBuffer();
        answered += 1;
        expect(response.status).toBeLessThan(500);
      }),
      // A failing request is reported as it is: shrinking would send it again and again.
      { numRuns: 200, endOnFailure: true },
    );
    expect(answered).toBe(200);
  }, 120_000);
});
