import { parseWithZod } from "@conform-to/zod/v4";
import { data, isRouteErrorResponse, redirect } from "react-router";
import { AuthenticationStep } from "#app/components/test-card/authentication-step.tsx";
import { cardFormSchema, testCardOutcome } from "#app/components/test-card/card-form.ts";
import { CardStep, type CardReply } from "#app/components/test-card/card-step.tsx";
import { ClosedSession } from "#app/components/test-card/closed-session.tsx";
import { PaymentFrame } from "#app/components/test-card/payment-frame.tsx";
import { servicesContext } from "#server/context.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { pageNotFound, guardLocaleScope } from "#app/edge/locale-scope.server.ts";
import { locales } from "#core/locales.ts";
import { formatPrice, USD } from "#core/money.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { isTestProvider } from "#server/payments/test-provider.ts";
import type { Route } from "./+types/test.ts";

/**
 * The built-in test provider's hosted payment page (`/pay/test/:id`, `/fr/pay/test/:id`): what a
 * real provider's checkout page is to the shop, without the site's layout, labelled as test mode.
 * The customer pays with a test card (the table on the page says what each one does); the
 * provider then tells the shop by a signed webhook before sending the customer back. Everything
 * works as plain form posts.
 */

/** The configured provider's hosted session, or the page's 404. */
async function requireSession(context: Route.LoaderArgs["context"], id: string, pathname: string) {
  const { payments } = context.get(servicesContext);
  // With Stripe configured there is no test page to show.
  if (!isTestProvider(payments)) throw pageNotFound(pathname);
  const session = await payments.hosted.find(id);
  if (!session) throw pageNotFound(pathname);
  return { provider: payments, session };
}

export async function loader({ request, url, params, context }: Route.LoaderArgs) {
  guardLocaleScope({ request, url, lang: params.lang });
  const { session } = await requireSession(context, params.id, url.pathname);
  return {
    session: {
      amountCents: session.amountCents,
      description: session.description,
      status: session.status,
      lastDecline: session.lastDecline,
      successUrl: session.successUrl,
      cancelUrl: session.cancelUrl,
    },
  };
}

type ActionData =
  { step: "card"; reply: CardReply | null; error: string | null } | { step: "authenticate"; token: string };

const cardStep = (reply: CardReply | null, error: string | null = null): ActionData => ({
  step: "card",
  reply,
  error,
});

/**
 * `intent=pay` with the card; `authorise` / `failAuthentication` from the authentication step.
 * A paid session redirects (303) to the shop's success address; a refused card answers the page
 * again with the reason (402), and the customer may try another card.
 */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  guardLocaleScope({ request, url, lang: params.lang });
  const { now } = context.get(servicesContext);
  const { provider, session } = await requireSession(context, params.id, url.pathname);
  const form = await readFormData(request);
  const intent = form.get("intent");
  const paid = async () => {
    const result = await provider.hosted.pay(session.id);
    // Paid meanwhile (another window): the page now says so.
    if (!result) throw redirect(url.pathname, 303);
    throw redirect(result.successUrl, 303);
  };
  if (session.status !== "open") throw redirect(url.pathname, 303);

  if (intent === "pay") {
    const submission = parseWithZod(form, { schema: cardFormSchema(now) });
    if (submission.status !== "success") return data(cardStep(submission.reply()), { status: 400 });
    const outcome = testCardOutcome(submission.value.number);
    if (!outcome) {
      return data(cardStep(submission.reply({ fieldErrors: { number: ["testPage.errors.notTestCard"] } })), {
        status: 400,
      });
    }
    if (outcome.kind === "succeeds") return paid();
    if (outcome.kind === "authentication") {
      return {
        step: "authenticate",
        token: provider.hosted.authenticationToken(session.id),
      } satisfies ActionData;
    }
    await provider.hosted.decline(session.id, outcome.failure);
    return data(cardStep(submission.reply({ hideFields: ["cvc"] }), `declines.${outcome.failure}`), {
      status: 402,
    });
  }

  if (intent === "authorise" || intent === "failAuthentication") {
    const token = form.get("token");
    if (typeof token !== "string" || !provider.hosted.checkAuthenticationToken(session.id, token)) {
      return data(cardStep(null, "testPage.errors.authenticationExpired"), { status: 400 });
    }
    if (intent === "authorise") return paid();
    await provider.hosted.decline(session.id, "authenticationFailed");
    return data(cardStep(null, "declines.authenticationFailed"), { status: 402 });
  }

  return data(cardStep(null, "testPage.errors.unknownAction"), { status: 400 });
}

/** A payment page is one customer's: never kept by a shared cache (nor the shop's HTML cache). */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const handle: MessagesHandle = { messages: ["payment"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function TestPaymentRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("payment");
  const tag = locales[useLocale()].tag;
  const merchant = useRootData()?.site.siteName;
  const { session } = loaderData;
  const amount = formatPrice(session.amountCents, USD, tag);
  return (
    <PaymentFrame>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t("testPage.merchant")}</dt>
        <dd className="font-medium">{merchant}</dd>
        <dt className="text-ink-muted">{t("testPage.description")}</dt>
        <dd>{session.description}</dd>
        <dt className="text-ink-muted">{t("testPage.amount")}</dt>
        <dd>
          <span className="text-2xl font-bold tabular-nums">{amount}</span>
          <span className="ms-2 text-ink-muted">{t("testPage.usdOnly")}</span>
        </dd>
      </dl>
      {session.status === "paid" ? (
        <ClosedSession
          done
          title={t("testPage.paid.title")}
          message={t("testPage.paid.message")}
          link={{ href: session.successUrl, label: t("testPage.paid.back") }}
        />
      ) : session.status === "expired" ? (
        <ClosedSession
          done={false}
          title={t("testPage.expired.title")}
          message={t("testPage.expired.message")}
          link={{ href: session.cancelUrl, label: t("testPage.expired.back") }}
        />
      ) : actionData?.step === "authenticate" ? (
        <AuthenticationStep token={actionData.token} />
      ) : (
        <CardStep
          amount={amount}
          reply={actionData?.step === "card" ? actionData.reply : null}
          // After a refusal (this answer, or an earlier one for a reloaded page), say why.
          error={
            actionData?.step === "card"
              ? actionData.error
              : session.lastDecline
                ? `declines.${session.lastDecline}`
                : null
          }
        />
      )}
      {session.status === "open" ? (
        <p className="mt-6 border-t border-line pt-4 text-sm">
          <a
            href={session.cancelUrl}
            className="font-medium text-secondary-700 underline dark:text-secondary-300"
          >
            {t("testPage.cancel")}
          </a>
        </p>
      ) : null}
    </PaymentFrame>
  );
}

/** An unknown session (or no test provider), or a failure: said plainly, in the page's own frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT("payment");
  const tc = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PaymentFrame>
      <div role="alert">
        <h2 className="text-lg font-semibold">
          {notFound ? t("testPage.unknown.title") : tc("errors.serverErrorTitle")}
        </h2>
        <p className="mt-2">{notFound ? t("testPage.unknown.message") : tc("errors.serverErrorMessage")}</p>
      </div>
    </PaymentFrame>
  );
}
