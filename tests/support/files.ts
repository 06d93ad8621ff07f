import type { Database } from "#server/db/client.ts";
import { files } from "#server/db/schema.ts";
import type { DesignOwner } from "#server/services/designs.ts";

/**
 * A processed PNG in `owner`'s library, as the upload job leaves one (its bytes are not stored:
 * for tests that only need the row). `tag` makes its name and checksum; returns its id.
 */
export async function insertReadyImage(
  db: Database,
  owner: DesignOwner,
  options: { tag?: string; width?: number; height?: number; at: Date },
): Promise<string> {
  const tag = options.tag ?? "a";
  const [row] = await db
    .insert(files)
    .values({
      ...("userId" in owner ? { userId: owner.userId } : { designerSessionId: owner.designerSessionId }),
      name: `art-${tag}.png`,
      status: "ready",
      sourceType: "image/png",
      mediaType: "image/png",
      sha256: tag.repeat(64).slice(0, 64),
      byteSize: 1000,
      width: options.width ?? 3000,
      height: options.height ?? 3000,
      colorSpace: "srgb",
      hasAlpha: true,
      nextAttemptAt: options.at,
      createdAt: options.at,
      updatedAt: options.at,
    })
    .returning({ id: files.id });
  if (!row) throw new Error("the file was not inserted");
  return row.id;
}
