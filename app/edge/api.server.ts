/**
 * The `/api/*` contract (docs/api.md): JSON in, the `{code, msg, data}` envelope out, `code` 1 on
 * success, otherwise a translated `msg` and an HTTP status that says what went wrong. Every
 * endpoint is built with `apiEndpoint`, so malformed input can never reach a 5xx.
 */
import type { TFunction } from "i18next";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { servicesContext } from "#server/context.ts";
import { userContext } from "#app/middleware/auth-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import type apiMessages from "#locales/en/api.ts";
import { CurrencyNotAvailable } from "#server/services/currency.ts";
import { RateLimited } from "#server/services/rate-limit.ts";
import { SignInCodeRequired } from "#server/services/sign-in.ts";
import type { ApiEnvelope } from "#app/utils/api-client.ts";
import { refusalOf } from "#app/edge/refusals.server.ts";
import { preferredLocale } from "#server/preferred-locale.ts";
import { unstorableTextPath } from "#core/storable-text.ts";

export const API_SUCCESS = 1;
export const API_FAILURE = 0;
/** Bodies are small JSON documents; anything bigger is refused before it is parsed. */
export const MAX_BODY_BYTES = 16 * 1024;

type ApiMessages = keyof typeof apiMessages;

/** A failure the client caused or must know about: HTTP status, message key and its values. */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  readonly messageKey: ApiMessages;
  readonly values: Record<string, string | number>;
  constructor(status: number, messageKey: ApiMessages, values: Record<string, string | number> = {}) {
    super(messageKey);
    this.status = status;
    this.messageKey = messageKey;
    this.values = values;
  }
}

const noStore = { "Cache-Control": "no-store" };

function envelope<T>(body: ApiEnvelope<T>, status: number, headers?: HeadersInit): Response {
  const response = Response.json(body, { status, headers: noStore });
  new Headers(headers).forEach((value, key) => response.headers.append(key, value));
  return response;
}

function apiTranslator(request: Request, context: Readonly<RouterContextProvider>): TFunction<"api"> {
  return getInstance(context).getFixedT(preferredLocale(request), "api");
}

/** Maps what went wrong to the envelope, in one place for every endpoint. */
function failure(error: unknown, request: Request, context: Readonly<RouterContextProvider>): Response {
  const t = apiTranslator(request, context);
  // Refusals carry the same translated reasons the pages show.
  const refusal = refusalOf(error, preferredLocale(request));
  if (refusal) {
    const headers =
      error instanceof RateLimited ? { "Retry-After": String(error.retryAfterSeconds) } : undefined;
    // A sign-in that needs a code names the challenge the code must come back with.
    const data = error instanceof SignInCodeRequired ? { challenge: error.challenge } : null;
    return envelope({ code: API_FAILURE, msg: refusal.message, data }, refusal.status, headers);
  }
  let apiError: ApiError;
  if (error instanceof ApiError) apiError = error;
  else if (error instanceof CurrencyNotAvailable)
    apiError = new ApiError(400, "currencyNotAvailable", { currency: error.code });
  else {
    context
      .get(servicesContext)
      .logger.error({ err: error, path: new URL(request.url).pathname }, "API request failed");
    apiError = new ApiError(500, "serverError");
  }
  const headers = apiError.status === 405 ? { Allow: String(apiError.values.allowed) } : undefined;
  // Keys and values travel together in ApiError, so the per-key typing of `t` cannot follow them.
  const translate = t as unknown as (key: ApiMessages, values: Record<string, string | number>) => string;
  return envelope(
    { code: API_FAILURE, msg: translate(apiError.messageKey, apiError.values), data: null },
    apiError.status,
    headers,
  );
}

/** The signed-in account behind an API call; 401 (the one meaning of 401) without one. */
export function requireApiUser(context: Readonly<RouterContextProvider>) {
  const user = context.get(userContext);
  if (!user) throw new ApiError(401, "signInRequired");
  return user;
}

/**
 * The signed-in operator behind a back-office API call. Everyone else hears that there is no such
 * endpoint (404), as the back-office's pages answer them.
 */
export function requireApiOperator(context: Readonly<RouterContextProvider>, url: URL) {
  const user = context.get(userContext);
  if (user?.role !== "operator") throw new ApiError(404, "notFound", { path: url.pathname });
  return user;
}

/** A refused body is still read, up to this much, so the client hears the answer instead of a reset. */
const MAX_DRAINED_BYTES = 16 * 1024 * 1024;

async function readBody(request: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body) {
      size += chunk.byteLength;
      // Past the limit the rest is read and dropped (up to a cap), so the answer is heard.
      if (size > MAX_DRAINED_BYTES) break;
      if (size <= limit) chunks.push(chunk);
    }
  }
  if (size > limit) throw new ApiError(413, "payloadTooLarge", { limit });
  const text = new TextDecoder().decode(Buffer.concat(chunks)).trim();
  // "Body: none" endpoints are called with no body at all; treat that as an empty object.
  if (text === "") return {};
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") throw new ApiError(415, "unsupportedMediaType");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, "invalidJson");
  }
}

function invalidInput(error: z.ZodError, t: TFunction<"api">): ApiError {
  // Unknown fields are named too, so a client sees what to remove.
  const named = error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys" ? issue.keys : [issue.path.join(".")],
  );
  const fields = [...new Set(named.filter(Boolean))];
  return new ApiError(400, "invalidInput", { fields: fields.length ? fields.join(", ") : t("wholeBody") });
}

type HandlerArgs<Body> = {
  body: Body;
  request: Request;
  url: URL;
  context: Readonly<RouterContextProvider>;
};

type EndpointArgs = { request: Request; url: URL; context: Readonly<RouterContextProvider> };

/**
 * A POST-only endpoint around `run`: other methods get 405, every failure the envelope. `guard`
 * runs first, before the method or the body is looked at (the back-office answers 404 to anyone
 * but an operator, whatever they send).
 */
function postEndpoint<Result>(
  run: (args: EndpointArgs) => Promise<{ data: Result; headers?: HeadersInit }>,
  guard?: (args: EndpointArgs) => void,
) {
  const methodNotAllowed = (request: Request, context: Readonly<RouterContextProvider>) =>
    failure(
      new ApiError(405, "methodNotAllowed", { method: request.method, allowed: "POST" }),
      request,
      context,
    );

  return {
    loader(args: EndpointArgs) {
      try {
        guard?.(args);
      } catch (error) {
        return failure(error, args.request, args.context);
      }
      return methodNotAllowed(args.request, args.context);
    },
    async action(args: EndpointArgs) {
      try {
        guard?.(args);
      } catch (error) {
        return failure(error, args.request, args.context);
      }
      if (args.request.method !== "POST") return methodNotAllowed(args.request, args.context);
      try {
        const { data, headers } = await run(args);
        return envelope({ code: API_SUCCESS, msg: "", data }, 200, headers);
      } catch (error) {
        return failure(error, args.request, args.context);
      }
    },
  };
}

/**
 * One POST endpoint: validates the JSON body with `body` (a strict zod object: unknown fields are
 * refused), runs `handle`, and answers with the envelope. GET and other methods get 405.
 */
export function apiEndpoint<Schema extends z.ZodType, Result>(options: {
  body: Schema;
  /** Bodies larger than this are refused unread (a design document is larger than most). */
  maxBodyBytes?: number;
  /** Runs before anything else (`requireApiOperator`); what it throws is the answer. */
  guard?: (args: EndpointArgs) => void;
  handle(args: HandlerArgs<z.infer<Schema>>): Promise<{ data: Result; headers?: HeadersInit }>;
}) {
  return postEndpoint(async ({ request, url, context }) => {
    const body = await readBody(request, options.maxBodyBytes);
    // Before the schema, so every endpoint refuses what no query could store, in one place.
    const unstorable = unstorableTextPath(body);
    if (unstorable !== null) {
      const fields = unstorable || apiTranslator(request, context)("wholeBody");
      throw new ApiError(400, "unstorableText", { fields });
    }
    const parsed = options.body.safeParse(body);
    if (!parsed.success) throw invalidInput(parsed.error, apiTranslator(request, context));
    return options.handle({ body: parsed.data, request, url, context });
  }, options.guard);
}

/**
 * A POST endpoint whose body is not JSON (a multipart upload): `handle` reads the request
 * itself, and is answered with the envelope like every other endpoint.
 */
export function apiStreamEndpoint<Result>(options: {
  handle(args: EndpointArgs): Promise<{ data: Result; headers?: HeadersInit }>;
}) {
  return postEndpoint(options.handle);
}

/** The envelope for an address under /api that is no endpoint. */
export function apiNotFound(request: Request, url: URL, context: Readonly<RouterContextProvider>): Response {
  return failure(new ApiError(404, "notFound", { path: url.pathname }), request, context);
}
