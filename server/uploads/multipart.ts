/**
 * Reads a `multipart/form-data` body as it streams in: each file part goes to a temporary file
 * (under the data directory, server/uploads/temp-dir.ts) while its SHA-256 and size are counted, and nothing is ever held whole in memory. A file over
 * the size limit stops being written at the limit (the rest of it is read and dropped, so the
 * sender still gets an answer), and is reported as `truncated`.
 */
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm, unlink } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { storableText } from "#core/storable-text.ts";

export type ReceivedFile = {
  /** The temporary file holding the bytes (absent when `truncated`). */
  path: string;
  /** The name the sender gave, without what no query could store (NUL, lone surrogates). */
  name: string;
  size: number;
  sha256: string;
  /** Over `maxFileBytes`: its bytes were dropped. */
  truncated: boolean;
};

export type ReceivedUpload = {
  files: ReceivedFile[];
  fields: Record<string, string>;
  /** Removes the temporary files; call it once the files are stored or refused. */
  cleanup(): Promise<void>;
};

export type MultipartLimits = {
  maxFileBytes: number;
  maxFiles: number;
  /** Bytes read at most, whatever the body claims; past it the body is not read further. */
  maxBodyBytes: number;
  /** Where the parts are written while they arrive (`uploadTempDir`, under the data directory). */
  tempDir: string;
};

/** The body is not a multipart form we can read (wrong type, broken boundary, cut short). */
export class MalformedUpload extends Error {
  override name = "MalformedUpload";
}

/** More file parts than a post may hold. */
export class TooManyFiles extends Error {
  override name = "TooManyFiles";
}

/** The body is larger than any acceptable upload. */
export class UploadTooLarge extends Error {
  override name = "UploadTooLarge";
}

const MAX_FIELDS = 20;
/** A refused body is read to its end so its sender gets the answer, but not beyond this. */
const MAX_DROPPED_BYTES = 1024 * 1024 * 1024;
const MAX_FIELD_BYTES = 4 * 1024;

/** Reads a multipart body; see the module comment. Rejects with the errors above. */
export async function receiveMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string | null,
  limits: MultipartLimits,
): Promise<ReceivedUpload> {
  if (!body || !contentType || !/^multipart\/form-data\s*;/i.test(contentType)) {
    throw new MalformedUpload("not a multipart/form-data body");
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send names as raw UTF-8 ("Été.png"), not in RFC 2231 form.
      defParamCharset: "utf8",
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: limits.maxFiles + MAX_FIELDS,
      },
    });
  } catch (error) {
    throw new MalformedUpload(error instanceof Error ? error.message : "unreadable multipart headers");
  }

  const directory = await mkdtemp(path.join(limits.tempDir, "upload-"));
  const cleanup = () => rm(directory, { recursive: true, force: true });
  const files: ReceivedFile[] = [];
  const fields: Record<string, string> = {};
  const writes: Promise<void>[] = [];
  const fileStreams: Readable[] = [];
  let refusal: Error | undefined;
  let writeFailure: Error | undefined;

  parser.on("file", (_field, stream, info) => {
    const index = files.length;
    const file: ReceivedFile = {
      path: path.join(directory, `part-${index}`),
      name: storableText(info.filename ?? ""),
      size: 0,
      sha256: "",
      truncated: false,
    };
    files.push(file);
    fileStreams.push(stream);
    const hash = createHash("sha256");
    stream.once("limit", () => {
      file.truncated = true;
    });
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        file.size += chunk.length;
        hash.update(chunk);
        done(null, chunk);
      },
    });
    const write = async () => {
      const target = createWriteStream(file.path);
      let diskError: Error | undefined;
      target.once("error", (error) => {
        // The file system's own errors name their system call; others were only passed on to it.
        if ("syscall" in error) diskError = error;
      });
      try {
        await pipeline(stream, counter, target);
      } catch {
        // A temporary file that cannot be written (a full disk) ends the whole upload; a body
        // that breaks off ends the part too, and the parser reports that itself.
        if (diskError) {
          writeFailure ??= diskError;
          parser.destroy(diskError);
        }
        return;
      }
      file.sha256 = hash.digest("hex");
      if (file.truncated) await unlink(file.path).catch(() => undefined);
    };
    writes.push(write());
  });
  parser.on("field", (name, value, info) => {
    if (!info.valueTruncated) fields[storableText(name)] = storableText(value);
  });
  parser.on("filesLimit", () => {
    refusal ??= new TooManyFiles(`more than ${limits.maxFiles} files`);
  });

  // The body is read here rather than piped: a refusal must not cancel it, which would close the
  // connection before the answer is sent. What is left of a refused body is read and dropped.
  const reader = body.getReader();
  let read = 0;
  async function* chunks() {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > limits.maxBodyBytes) throw new UploadTooLarge(`body over ${limits.maxBodyBytes} bytes`);
      yield value;
    }
  }
  try {
    await pipeline(Readable.from(chunks()), parser as unknown as Writable);
    await Promise.all(writes);
  } catch (error) {
    // busboy goes on parsing the rest of a chunk after a malformed part header, and a part it
    // starts then is never ended (seen in the upload fuzz: a request that never got an answer), so
    // every part still open is ended here before its write is awaited.
    for (const stream of fileStreams) stream.destroy();
    await Promise.all(writes);
    await cleanup();
    await dropRest(reader, read);
    if (writeFailure) throw writeFailure;
    if (error instanceof UploadTooLarge) throw error;
    throw new MalformedUpload(error instanceof Error ? error.message : "unreadable body");
  }
  if (writeFailure) {
    await cleanup();
    throw writeFailure;
  }
  if (refusal) {
    await cleanup();
    throw refusal;
  }
  // A form posted with no file chosen sends one empty part without a name: that is no file.
  return { files: files.filter((file) => file.name !== "" || file.size > 0), fields, cleanup };
}

/**
 * Reads what is left of a refused body and drops it, so the sender, still sending, gets the
 * answer; a body that goes on past MAX_DROPPED_BYTES (or that its sender broke off) is cancelled.
 */
async function dropRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let read = alreadyRead;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      read += value.byteLength;
      if (read > MAX_DROPPED_BYTES) break;
    }
  } catch {
    return;
  }
  await reader.cancel().catch(() => undefined);
}
