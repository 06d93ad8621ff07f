import { localizePath, splitLocale } from "#core/locales.ts";

/** The `{code, msg, data}` envelope every /api endpoint answers with (docs/api.md). */
export type ApiEnvelope<T> = { code: number; msg: string; data: T | null };

/** An /api call that did not succeed; `message` is the server's translated `msg`. */
export class ApiRequestFailed extends Error {
  override name = "ApiRequestFailed";
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

function cookieValue(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const entry = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : undefined;
}

/** Spec §7: a 401 sends the visitor to the home page, in the language of the page they were on. */
function goHome() {
  window.location.assign(localizePath("/", splitLocale(window.location.pathname).locale));
}

/**
 * The browser's request client (spec §7): POST with a JSON body by default, the `Currency` header
 * from the stored choice (default USD); resolves with `data` when `code` is 1 and rejects with the
 * server's `msg` otherwise. A 401 (a session that ended while the page was open) sends the
 * visitor to the home page.
 */
export async function apiRequest<T>(
  path: string,
  options: { method?: string; body?: unknown; onUnauthorized?: () => void } = {},
): Promise<T> {
  const response = await fetch(path, {
    method: options.method ?? "POST",
    headers: {
      accept: "application/json",
      "content-type": "application/json",
      Currency: cookieValue("currency") ?? "USD",
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    credentials: "same-origin",
  });
  if (response.status === 401) {
    (options.onUnauthorized ?? goHome)();
  }
  let envelope: ApiEnvelope<T>;
  try {
    envelope = (await response.json()) as ApiEnvelope<T>;
  } catch {
    throw new ApiRequestFailed(response.statusText, response.status);
  }
  if (envelope.code !== 1 || envelope.data === null)
    throw new ApiRequestFailed(envelope.msg, response.status);
  return envelope.data;
}
