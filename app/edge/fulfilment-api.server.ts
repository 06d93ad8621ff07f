/**
 * The back-office's order API (docs/api.md, "Back-office"): every endpoint answers 404 to anyone
 * but an operator before it reads anything, then acts as that operator.
 */
import type { z } from "zod";
import type { RouterContextProvider } from "react-router";
import type { SessionUser } from "#server/services/sessions.ts";
import { apiEndpoint, requireApiOperator } from "#app/edge/api.server.ts";

type OperatorHandlerArgs<Body> = {
  body: Body;
  request: Request;
  url: URL;
  context: Readonly<RouterContextProvider>;
  operator: SessionUser;
};

/** A POST endpoint for operators only, its body checked with the strict `body` schema. */
export function operatorEndpoint<Schema extends z.ZodType, Result>(options: {
  body: Schema;
  handle(args: OperatorHandlerArgs<z.infer<Schema>>): Promise<Result>;
}) {
  return apiEndpoint({
    body: options.body,
    guard: ({ context, url }) => void requireApiOperator(context, url),
    async handle(args) {
      const operator = requireApiOperator(args.context, args.url);
      return { data: await options.handle({ ...args, operator }) };
    },
  });
}
