import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import type { Logger } from "../logger.ts";
import type { Storage, StorageConfig } from "./storage.ts";

/**
 * Objects in a bucket of AWS S3 or an S3-compatible server (MinIO, Ceph, R2…). Meant to be reached
 * through createStorage, which checks keys and makes a body of the wrong length fail first.
 */
export function createS3Storage(
  config: Extract<StorageConfig, { driver: "s3" }>,
  logger?: Pick<Logger, "warn" | "error">,
): Storage {
  const { bucket } = config;
  const options: S3ClientConfig = {
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Since 3.729 the SDK sends every upload as `aws-chunked` with a CRC trailer, which many
    // S3-compatible servers (and s3rver, which the tests run against) do not understand: checksums
    // only where an operation requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  };
  if (config.endpoint) options.endpoint = config.endpoint;
  // The SDK speaks on the console unless given a logger: its warnings go to the shop's log.
  if (logger) {
    options.logger = {
      debug: () => undefined,
      info: () => undefined,
      warn: (...content: unknown[]) => logger.warn({ s3: content.map(String) }, "S3 client warning"),
      error: (...content: unknown[]) => logger.error({ s3: content.map(String) }, "S3 client error"),
    };
  }
  // Without both keys the SDK's default chain applies (environment, instance or task role…).
  if (config.accessKeyId && config.secretAccessKey) {
    options.credentials = { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey };
  }
  const client = new S3Client(options);

  return {
    driver: "s3",

    async put(key, body, { size, contentType }) {
      const abort = new AbortController();
      let bodyError: unknown;
      // The SDK pipes its body into the request and never watches it for errors, so it gets one
      // that hands the body on and deals with the body's failure here.
      async function* forward(): AsyncGenerator<Buffer> {
        let sent = 0;
        try {
          for await (const chunk of body as AsyncIterable<Buffer>) {
            sent += chunk.length;
            yield chunk;
          }
        } catch (error) {
          bodyError = error;
          // Short of `size` bytes the request would wait for the rest: cut it off (S3 keeps nothing
          // of a request cut off). With all of them sent the server takes the request whole
          // however it ends: let it answer, and delete what it stored afterwards.
          if (sent < size) {
            abort.abort();
            throw error;
          }
        }
      }
      const requestBody = Readable.from(forward(), { objectMode: false });
      // Its error is `bodyError`, and the request is aborted already.
      requestBody.on("error", () => undefined);

      let requestError: unknown;
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: requestBody,
            ContentLength: size,
            ContentType: contentType,
          }),
          { abortSignal: abort.signal },
        );
        // The server answers once it has `size` bytes, which can be before the body turns out to
        // be longer than that.
        await finished(requestBody);
      } catch (error) {
        requestError = error;
        requestBody.destroy();
      }
      const failure = bodyError ?? requestError;
      if (failure === undefined) return;
      // S3 itself never keeps part of an upload, though some compatible servers might. This also
      // removes an object the put was to replace (unlike on disk), which no caller relies on keeping.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })).catch(() => undefined);
      throw new Error(
        `could not store ${key}: ${failure instanceof Error ? failure.message : String(failure)}`,
        {
          cause: failure,
        },
      );
    },

    async get(key, range) {
      try {
        const { Body, ContentRange } = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!(Body instanceof Readable)) throw new Error(`the body of ${key} is not a Node stream`);
        return range ? onlyRange(Body, range, ContentRange, key) : Body;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },

    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
  };
}

// GetObject says NoSuchKey; HeadObject has no body to say it in, so only its 404 shows.
function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * `body` cut down to `range`. HTTP lets a server answer a range with the whole object, and some
 * send more than was asked (s3rver reads `bytes=0-0` as `bytes=0-`); a caller must get only the
 * bytes it asked for, whatever the server.
 */
function onlyRange(
  body: Readable,
  range: { start: number; end: number },
  contentRange: string | undefined,
  key: string,
): Readable {
  if (contentRange?.startsWith(`bytes ${range.start}-${range.end}/`)) return body;
  // Without Content-Range the body is the whole object, from byte 0.
  const sentFrom = contentRange === undefined ? 0 : Number(/^bytes (\d+)-/.exec(contentRange)?.[1]);
  if (!(sentFrom <= range.start)) {
    body.destroy();
    throw new Error(`asked for bytes ${range.start}-${range.end} of ${key}, got ${contentRange}`);
  }
  return Readable.from(slice(body, range.start - sentFrom, range.end - range.start + 1));
}

/** `take` bytes of `body` after the first `skip`; stops reading (and destroys `body`) once it has them. */
async function* slice(body: Readable, skip: number, take: number): AsyncGenerator<Buffer> {
  for await (const chunk of body as AsyncIterable<Buffer>) {
    const from = Math.min(skip, chunk.length);
    const part = chunk.subarray(from, Math.min(chunk.length, from + take));
    skip -= from;
    take -= part.length;
    if (part.length > 0) yield part;
    if (take === 0) return;
  }
}
