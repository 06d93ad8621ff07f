/**
 * The request client exactly as spec §7 describes it, for checking what such a client sees:
 * POST by default, a JSON body, the `Currency` header (default USD), the `Token` header when one
 * exists; `code` 1 gives `data`, anything else fails with `msg`; HTTP 401 sends the user to `/`.
 * A mobile app or script written from the spec behaves like this.
 */
export type SpecClientOutcome<T> =
  { kind: "data"; data: T } | { kind: "failed"; msg: string } | { kind: "sentHome"; to: string };

export function specClient(
  baseUrl: (path: string) => string,
  options: { currency?: string; token?: string } = {},
) {
  const { token } = options;
  return {
    async call<T>(path: string, body?: unknown, headers: Record<string, string> = {}) {
      const response = await fetch(baseUrl(path), {
        method: "POST",
        headers: {
          "content-type": "application/json",
          Currency: options.currency ?? "USD",
          ...(token ? { Token: token } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (response.status === 401) return { kind: "sentHome", to: "/" } as SpecClientOutcome<T>;
      const envelope = (await response.json()) as { code: number; msg: string; data: T };
      return (
        envelope.code === 1 ? { kind: "data", data: envelope.data } : { kind: "failed", msg: envelope.msg }
      ) as SpecClientOutcome<T>;
    },
  };
}
