/** The back office's order commands that set background work off (issue 28). */
import * as artwork from "../services/order-artwork.ts";
import type { ShopServices } from "../shop-services.ts";

/**
 * Prints the file a customer sent with a message in place of an image layer of the order's
 * design (refusals as `printMessageFile` says), and wakes the render job for the new print files
 * and proofs.
 */
export async function printMessageFile(
  services: Pick<ShopServices, "db" | "wakeJob">,
  input: Parameters<typeof artwork.printMessageFile>[1],
): Promise<{ fileId: string; designId: string }> {
  const printed = await artwork.printMessageFile(services.db, input);
  services.wakeJob("design-renders");
  return printed;
}
