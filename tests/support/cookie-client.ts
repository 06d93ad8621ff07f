/**
 * A browser as the integration tests play it over HTTP: its own cookies (kept as a browser keeps
 * them, dropped when the server clears them), its own client address (the shop trusts the
 * loopback proxy's `X-Forwarded-For`) and language; redirects are returned, not followed.
 */
export function cookieClient(url: (pathname: string) => string, options: { ip: string; language: string }) {
  const cookies = new Map<string, string>();
  return {
    cookies,
    async request(pathname: string, init: RequestInit = {}) {
      const headers = new Headers(init.headers);
      if (cookies.size > 0) {
        headers.set("cookie", [...cookies].map(([name, value]) => `${name}=${value}`).join("; "));
      }
      headers.set("x-forwarded-for", options.ip);
      if (!headers.has("accept-language")) headers.set("accept-language", options.language);
      const response = await fetch(url(pathname), { ...init, headers, redirect: "manual" });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const name = pair.slice(0, pair.indexOf("="));
        const value = pair.slice(pair.indexOf("=") + 1);
        if (/max-age=0/i.test(line) || value === "") cookies.delete(name);
        else cookies.set(name, value);
      }
      return response;
    },
  };
}
