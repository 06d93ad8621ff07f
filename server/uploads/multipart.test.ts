import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { MalformedUpload, receiveMultipart, TooManyFiles, UploadTooLarge } from "./multipart.ts";

const limits = {
  maxFileBytes: 1000,
  maxFiles: 3,
  maxBodyBytes: 10_000,
  tempDir: mkdtempSync(path.join(tmpdir(), "shop-multipart-test-")),
};

/** What a browser sends for `form`: the body as a stream, and its Content-Type with the boundary. */
function posted(form: FormData) {
  const request = new Request("http://shop.test/upload", { method: "POST", body: form });
  return { body: request.body, type: request.headers.get("content-type") };
}

/** A body written by hand, for what no browser sends. */
function raw(text: string, type = "multipart/form-data; boundary=XyZ") {
  return { body: new Response(text).body, type };
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("receiving a multipart upload", () => {
  test("each file lands in a temporary file with its size and SHA-256; fields are kept; cleanup removes them", async () => {
    const first = Buffer.from("first file's bytes");
    const second = Buffer.alloc(900, 7);
    const form = new FormData();
    form.append("intent", "upload");
    form.append("file", new Blob([first]), "Été à Paris.png");
    form.append("file", new Blob([second]), "b.jpg");
    const { body, type } = posted(form);
    const upload = await receiveMultipart(body, type, limits);
    expect(upload.fields).toEqual({ intent: "upload" });
    expect(
      upload.files.map(({ name, size, sha256: hash, truncated }) => ({ name, size, hash, truncated })),
    ).toEqual([
      { name: "Été à Paris.png", size: first.length, hash: sha256(first), truncated: false },
      { name: "b.jpg", size: second.length, hash: sha256(second), truncated: false },
    ]);
    expect(readFileSync(upload.files[0]!.path)).toEqual(first);
    await upload.cleanup();
    expect(existsSync(path.dirname(upload.files[0]!.path))).toBe(false);
  });

  test("a file over the limit is read to its end but not kept, and says so", async () => {
    const form = new FormData();
    form.append("file", new Blob([Buffer.alloc(5000, 1)]), "huge.png");
    form.append("file", new Blob([Buffer.from("small")]), "small.png");
    const { body, type } = posted(form);
    const upload = await receiveMultipart(body, type, limits);
    expect(upload.files.map((file) => [file.name, file.truncated])).toEqual([
      ["huge.png", true],
      ["small.png", false],
    ]);
    expect(existsSync(upload.files[0]!.path)).toBe(false);
    await upload.cleanup();
  });

  test("no file chosen sends an empty part without a name: that is no file", async () => {
    const form = new FormData();
    form.append("file", new Blob([]), "");
    const { body, type } = posted(form);
    const upload = await receiveMultipart(body, type, limits);
    expect(upload.files).toEqual([]);
    await upload.cleanup();
  });

  test("too many files, too big a body, and what is no multipart body at all are refused", async () => {
    const many = new FormData();
    for (let index = 0; index < 4; index += 1) many.append("file", new Blob(["x"]), `${index}.png`);
    const tooMany = posted(many);
    await expect(receiveMultipart(tooMany.body, tooMany.type, limits)).rejects.toThrow(TooManyFiles);

    const big = new FormData();
    big.append("note", "y".repeat(3000));
    for (let index = 0; index < 3; index += 1)
      big.append("file", new Blob([Buffer.alloc(3000)]), `${index}.png`);
    const tooBig = posted(big);
    await expect(receiveMultipart(tooBig.body, tooBig.type, limits)).rejects.toThrow(UploadTooLarge);

    const cases = [
      raw("anything", "application/json"),
      raw("anything", "multipart/form-data"),
      raw('--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nno end'),
      raw("no boundary in here at all"),
      { body: null, type: "multipart/form-data; boundary=XyZ" },
    ];
    for (const { body, type } of cases) {
      await expect(receiveMultipart(body, type, limits)).rejects.toThrow(MalformedUpload);
    }
  });

  test("a malformed part header followed by more parts in the same chunk is refused, not left hanging", async () => {
    // busboy reports the NUL in the second part's header, then still starts the third part.
    const text =
      '--XyZ\r\nContent-Disposition: form-data; name="a"; filename="a.exe"\r\n\r\nfirst\r\n' +
      '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a\u0000b.png"\r\nContent-Type: image/png\r\n\r\nxyz\r\n' +
      '--XyZ\r\nContent-Disposition: form-data; name="c"; filename="c.png"\r\n\r\ncut here';
    const { body, type } = raw(text);
    await expect(receiveMultipart(body, type, limits)).rejects.toThrow(MalformedUpload);
  });
});
