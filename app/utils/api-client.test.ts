import { afterEach, describe, expect, test, vi } from "vitest";
import { apiRequest, ApiRequestFailed } from "#app/utils/api-client.ts";

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async () => Response.json(body, { status }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  test("posts JSON with the Currency header and resolves with data when code is 1", async () => {
    const fetchMock = answer(200, { code: 1, msg: "", data: { currency: "EUR" } });
    await expect(apiRequest("/api/currency", { body: { currency: "EUR" } })).resolves.toEqual({
      currency: "EUR",
    });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/api/currency");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"currency":"EUR"}');
    expect(new Headers(init?.headers).get("currency")).toBe("USD");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
  });

  test("rejects with the server's message when code is not 1", async () => {
    answer(400, { code: 0, msg: "The currency XYZ is not available.", data: null });
    await expect(apiRequest("/api/currency", { body: { currency: "XYZ" } })).rejects.toEqual(
      new ApiRequestFailed("The currency XYZ is not available.", 400),
    );
  });

  test("a 401 sends the visitor home", async () => {
    answer(401, { code: 0, msg: "Please sign in.", data: null });
    const onUnauthorized = vi.fn<() => void>();
    await expect(apiRequest("/api/orders", { onUnauthorized })).rejects.toBeInstanceOf(ApiRequestFailed);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  test("without a handler, a 401 goes to the home page of the page's language", async () => {
    const assign = vi.fn<(url: string) => void>();
    for (const [pathname, home] of [
      ["/fr/products/apparel", "/fr"],
      ["/fr", "/fr"],
      ["/account/settings", "/"],
    ]) {
      vi.stubGlobal("window", { location: { pathname, assign } });
      answer(401, { code: 0, msg: "Please sign in.", data: null });
      await expect(apiRequest("/api/orders")).rejects.toBeInstanceOf(ApiRequestFailed);
      expect(assign).toHaveBeenLastCalledWith(home);
    }
  });

  test("a response that is not JSON is a failure, not a crash", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn<typeof fetch>(
        async () => new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }),
      ),
    );
    await expect(apiRequest("/api/init")).rejects.toEqual(new ApiRequestFailed("Bad Gateway", 502));
  });
});
