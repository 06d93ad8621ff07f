import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm, rmdir, stat, unlink, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Storage } from "./storage.ts";

/**
 * Objects as files under `directory`, one per key (`directory/<key>`). Meant to be reached through
 * createStorage, which checks keys (so none leaves `directory`) and body lengths first.
 */
export function createDiskStorage(directory: string): Storage {
  const root = path.resolve(directory);
  const fileOf = (key: string) => path.join(root, key);

  return {
    driver: "disk",

    async put(key, body) {
      const file = fileOf(key);
      // A reader sees the old file or the new one, never half of one: the bytes go to a temporary
      // file beside the target (keys never start with a dot, so no key names it) and are renamed
      // into place only once all of them are written.
      const temporary = path.join(path.dirname(file), `.${randomBytes(12).toString("hex")}.part`);
      let handle: FileHandle;
      try {
        handle = await createBeside(temporary);
      } catch (error) {
        body.destroy();
        throw error;
      }
      try {
        await pipeline(body, handle.createWriteStream());
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw new Error(`could not store ${key}: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      }
    },

    async get(key, range) {
      // Opening first (rather than checking, then streaming) means a file deleted in between is
      // still a null here and never an error in the middle of a response.
      let handle: FileHandle;
      try {
        handle = await open(fileOf(key), "r");
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        if (!(await handle.stat()).isFile()) {
          await handle.close();
          return null;
        }
      } catch (error) {
        await handle.close();
        throw error;
      }
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async delete(key) {
      const file = fileOf(key);
      try {
        await unlink(file);
      } catch (error) {
        // A folder is not an object (Linux says EISDIR, macOS EPERM): there is nothing to delete.
        if (isMissing(error) || hasCode(error, "EISDIR")) return;
        if (hasCode(error, "EPERM") && (await stat(file)).isDirectory()) return;
        throw error;
      }
      // Each file has its own directory (`files/<uuid>/…`): without this they would pile up
      // forever, empty. A directory still in use refuses to go, which ends the climb.
      for (let folder = path.dirname(file); folder !== root; folder = path.dirname(folder)) {
        try {
          await rmdir(folder);
        } catch (error) {
          if (hasCode(error, "ENOTEMPTY", "EEXIST", "ENOENT")) break;
          throw error;
        }
      }
    },

    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}

/** Creates `file` (which must not exist) and the directories above it. */
async function createBeside(file: string): Promise<FileHandle> {
  // A delete of the last object in a directory removes that directory, and may do so between
  // our mkdir and our open: make it again and retry then.
  for (let attempt = 1; ; attempt++) {
    await mkdir(path.dirname(file), { recursive: true });
    try {
      return await open(file, "wx");
    } catch (error) {
      if (attempt >= 3 || !hasCode(error, "ENOENT")) throw error;
    }
  }
}

// ENOTDIR: a key below another key's file (`a/b` when `a` is a file) names nothing either.
function isMissing(error: unknown): boolean {
  return hasCode(error, "ENOENT", "ENOTDIR");
}

function hasCode(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && "code" in error && codes.includes(String(error.code));
}
