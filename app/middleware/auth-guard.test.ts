import { RouterContextProvider } from "react-router";
import { describe, expect, test } from "vitest";
import type { SessionUser } from "#server/services/sessions.ts";
import { requireUserMiddleware, userContext } from "./auth-guard.ts";

async function runGuard(pathname: string, user: SessionUser | null) {
  const context = new RouterContextProvider();
  context.set(userContext, user);
  const url = new URL(`http://shop.test${pathname}`);
  const next = async () => new Response("the guarded page");
  try {
    return await requireUserMiddleware(
      { request: new Request(url), url, params: {}, context, pattern: "" },
      next,
    );
  } catch (thrown) {
    return thrown;
  }
}

describe("the auth guard", () => {
  test("an anonymous visitor goes home with the sign-in dialog open and a way back", async () => {
    const response = (await runGuard("/account/orders?page=2", null)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/?auth=signin&redirectTo=%2Faccount%2Forders%3Fpage%3D2");
  });

  test("a French visitor stays in French", async () => {
    const response = (await runGuard("/fr/order/shipping", null)) as Response;
    expect(response.headers.get("location")).toBe("/fr?auth=signin&redirectTo=%2Ffr%2Forder%2Fshipping");
  });

  test("a signed-in visitor reaches the page", async () => {
    const response = (await runGuard("/account/orders", {
      id: "u1",
      email: "ada@example.com",
      fullName: "Ada",
      avatar: null,
      locale: "en",
      currency: "USD",
      hasPassword: true,
      role: "customer",
    })) as Response;
    expect(await response.text()).toBe("the guarded page");
  });
});
