/**
 * A guest becomes a customer with an account (docs/decisions/026-guest-checkout.md): at a
 * verified sign-in, what the browser's designer session holds moves to the account, and every
 * order placed with the account's email and no account becomes the account's.
 */
import { localizePath, type Locale } from "#core/locales.ts";
import { signUp } from "../services/accounts.ts";
import { claimGuestAddresses } from "../services/addresses.ts";
import { claimGuestCart } from "../services/cart.ts";
import { claimGuestDesigns } from "../services/designs.ts";
import { claimGuestOrders, guestOrderOwner } from "../services/orders.ts";
import type { ShopServices } from "../shop-services.ts";

/**
 * Moves the session's cart, addresses, drafts, order copies and files (in that order: the session
 * ends with its files) to the account, then claims the guest orders of the account's email. The
 * caller has checked the email is the account owner's (only verified accounts sign in).
 */
export async function claimGuestShopping(
  services: Pick<ShopServices, "db" | "now">,
  input: { userId: string; email: string; designerSessionId: string | null },
): Promise<{ orders: number }> {
  const { db, now } = services;
  const { userId, designerSessionId } = input;
  if (designerSessionId) {
    await claimGuestCart(db, { designerSessionId, userId, now: now() });
    await claimGuestAddresses(db, { designerSessionId, userId, now: now() });
    // Drafts first: they are repointed at the account's copy of any file it already had.
    await claimGuestDesigns(db, { designerSessionId, userId, now: now() });
  }
  return { orders: await claimGuestOrders(db, { userId, email: input.email }) };
}

/** The order is not a paid guest order of this session's that no account has yet. */
export class NotAGuestOrder extends Error {
  override name = "NotAGuestOrder";
}

/**
 * After paying, a guest keeps their order: an account is made with the order's email, the name
 * it is delivered to and the password they chose, and the verification mail sent (the link leads
 * to the order). Signing in with it then claims the order. An email that already has an account
 * gets what sign-up sends then (a mail to its owner): the answer is the same, so nobody learns
 * whether an address has an account. Throws `NotAGuestOrder`, `PasswordTooCommon`, `RateLimited`.
 */
export async function keepGuestOrder(
  services: Pick<ShopServices, "db" | "now">,
  input: {
    designerSessionId: string;
    sn: string;
    password: string;
    locale: Locale;
    origin: string;
    ip: string;
  },
): Promise<{ email: string }> {
  const { db, now } = services;
  const order = await guestOrderOwner(db, input.sn, input.designerSessionId);
  if (!order?.paid || order.claimed) throw new NotAGuestOrder();
  await signUp(
    db,
    {
      fullName: order.fullName,
      email: order.email,
      password: input.password,
      locale: input.locale,
      currency: order.currency,
      returnTo: localizePath(`/account/orders/${input.sn}`, input.locale),
    },
    { origin: input.origin, ip: input.ip, now: now() },
  );
  return { email: order.email };
}
