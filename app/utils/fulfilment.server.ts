/**
 * The back-office's order actions at the HTTP edge, for the pages and the API alike: who acts and
 * where the customer's mail links to, and what a refusal says (in the `fulfilment` namespace)
 * with its HTTP status.
 */
import type { TFunction } from "i18next";
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "#server/context.ts";
import { auditActorOf } from "#app/middleware/operator-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import type { Locale } from "#core/locales.ts";
import {
  FulfilmentInputRefused,
  OrderActionRefused,
  type OperatorContext,
} from "#server/services/fulfilment.ts";
import { OrderNotFound } from "#server/services/order-lifecycle.ts";
import type { SessionUser } from "#server/services/sessions.ts";

/** The operator `user` acting now, as the fulfilment service wants it. */
export function operatorContext(
  context: Readonly<RouterContextProvider>,
  user: SessionUser,
  origin: string,
): OperatorContext {
  const { now, config } = context.get(servicesContext);
  return { actor: auditActorOf(user), now: now(), origin: config.publicUrl ?? origin };
}

/** A refused operator action in `locale`'s words; null for an error that is not one. */
export function fulfilmentErrorMessage(
  error: unknown,
  context: Readonly<RouterContextProvider>,
  locale: Locale,
): string | null {
  const i18n = getInstance(context);
  const t: TFunction<"fulfilment"> = i18n.getFixedT(locale, "fulfilment");
  if (error instanceof OrderActionRefused) {
    const status = i18n.getFixedT(locale, "order")(`status.${error.status}`);
    return t(`errors.refused.${error.action}`, { status });
  }
  if (error instanceof FulfilmentInputRefused) {
    return t(`errors.input.${error.reason}`);
  }
  if (error instanceof OrderNotFound) return t("errors.notFound", { sn: error.message });
  return null;
}

export function fulfilmentErrorStatus(error: unknown): number {
  if (error instanceof OrderNotFound) return 404;
  // The order is not in a state for this: the client must read it again, not fix its request.
  if (error instanceof OrderActionRefused) return 409;
  return 400;
}
