import { createHash } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver, { type S3rverStore } from "s3rver";
import type { StorageConfig } from "#server/storage/storage.ts";

export type S3Server = {
  /** A storage configuration for the server's one bucket. */
  config: Extract<StorageConfig, { driver: "s3" }>;
  /** Stops the server and removes everything it stored. */
  close(): Promise<void>;
};

/**
 * A real S3 API on loopback (s3rver, objects in a temporary directory), so the S3 driver is tested
 * against the protocol it speaks in production: signing, ranges, errors.
 */
export async function startS3Server(): Promise<S3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), "shop-s3-"));
  const bucket = "shop-test";
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  storeWholeObjectsOnly(server.store);
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
  return {
    config: {
      driver: "s3",
      bucket,
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${port}`,
      // The only credentials s3rver accepts.
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * S3 stores an upload whole or not at all. s3rver creates the object's file as soon as a PUT starts,
 * keeps it (cut short) when the upload breaks off, and answers before the last bytes reach the
 * disk: a broken upload would show as an object, at a moment no test could predict, and a GET right
 * after a PUT could read part of it. Here an object is written once all of it has arrived, and
 * before the answer.
 */
function storeWholeObjectsOnly(store: S3rverStore): void {
  store.putObject = async (object) => {
    let content: Buffer;
    if (Buffer.isBuffer(object.content)) {
      content = object.content;
    } else {
      // Rejects ("aborted") when the client goes away before the end of its body.
      const chunks: Buffer[] = [];
      for await (const chunk of object.content) chunks.push(chunk);
      content = Buffer.concat(chunks);
    }
    const file = store.getResourcePath(object.bucket, object.key, "object");
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
    const md5 = createHash("md5").update(content).digest("hex");
    await store.putMetadata(object.bucket, object.key, object.metadata, md5);
    return { size: content.length, md5 };
  };
}
