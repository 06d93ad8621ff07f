/** The library's file commands that set background work off (issue 28). */
import * as files from "../services/files.ts";
import type { ShopServices } from "../shop-services.ts";

/**
 * Deletes the owner's file from their library (`FileNotFound` when it is not theirs or gone), and
 * wakes the deletions job, which takes its bytes out of storage once nothing uses them.
 */
export async function deleteFile(
  services: Pick<ShopServices, "db" | "now" | "wakeJob">,
  input: { owner: files.FileOwner; id: string },
): Promise<void> {
  await files.deleteFile(services.db, { ...input, now: services.now() });
  services.wakeJob("file-deletions");
}
