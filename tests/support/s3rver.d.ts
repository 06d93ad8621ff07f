// s3rver ships no types; only what tests/support/s3-server.ts uses.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  /** An object as a PUT hands it to the store: its body, still arriving, and its headers. */
  export type S3rverObject = {
    bucket: string;
    key: string;
    content: AsyncIterable<Buffer> | Buffer;
    metadata: Record<string, string>;
  };

  export type S3rverStore = {
    /** Where the store keeps a resource of an object (`object`, its bytes). */
    getResourcePath(bucket: string, key: string, resource: string): string;
    putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
    putObject(object: S3rverObject): Promise<{ size: number; md5: string }>;
  };

  export default class S3rver {
    constructor(options: {
      port?: number;
      address?: string;
      silent?: boolean;
      directory: string;
      configureBuckets?: { name: string }[];
    });
    readonly store: S3rverStore;
    /** Creates the configured buckets and listens. */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
