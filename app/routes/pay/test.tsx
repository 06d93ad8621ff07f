import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, Form, isRouteErrorResponse, redirect, useNavigation } from "react-router";
import { FormField } from "#app/components/form-field.tsx";
import { CheckCircle2, CreditCard, Loader2, ShieldCheck, TriangleAlert } from "#app/components/icons.tsx";
import { servicesContext } from "#server/context.ts";
import { readFormData } from "#app/utils/form-data.server.ts";
import { type MessageKey, type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { pageNotFound, guardLocaleScope } from "#app/utils/locale-scope.server.ts";
import { locales } from "#core/locales.ts";
import { formatPrice, USD } from "#core/money.ts";
import { useRootData } from "#app/utils/root-data.ts";
import { useValidatedForm } from "#app/utils/use-validated-form.ts";
import { isTestProvider } from "#server/payments/test-provider.ts";
import { cardFormSchema, groupCardNumber, testCardOutcome, testCards } from "./card-form.ts";
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

type CardReply = SubmissionResult<string[]>;
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
        <Closed
          done
          title={t("testPage.paid.title")}
          message={t("testPage.paid.message")}
          link={{ href: session.successUrl, label: t("testPage.paid.back") }}
        />
      ) : session.status === "expired" ? (
        <Closed
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

/** The page's own frame: no site header or footer, the test-mode label always on top. */
function PaymentFrame({ children }: { children: React.ReactNode }) {
  const t = useT("payment");
  return (
    <main id="main" className="min-h-screen bg-surface-sunken px-4 py-10 sm:py-16">
      <title>{t("testPage.title")}</title>
      <div className="mx-auto max-w-lg">
        <p
          role="note"
          className="mb-4 flex items-center gap-2 rounded-md border-2 border-dashed border-secondary-500 bg-secondary-50 px-4 py-3 text-sm font-semibold text-secondary-900 dark:bg-secondary-900/40 dark:text-secondary-100"
        >
          <span className="rounded bg-secondary-600 px-2 py-0.5 text-xs tracking-wide text-white uppercase">
            {t("testPage.badge")}
          </span>
          {t("testPage.banner")}
        </p>
        <section
          aria-labelledby="test-payment-title"
          className="rounded-lg border border-line bg-surface p-6 shadow-sm sm:p-8"
        >
          <h1
            id="test-payment-title"
            className="mb-4 flex items-center gap-2 text-2xl font-bold tracking-tight"
          >
            <CreditCard aria-hidden="true" className="size-6 text-secondary-600" />
            {t("testPage.title")}
          </h1>
          {children}
        </section>
      </div>
    </main>
  );
}

/** A session that takes no more cards: paid (`done`) or expired. */
function Closed(props: {
  done: boolean;
  title: string;
  message: string;
  link: { href: string; label: string };
}) {
  return (
    <div className="mt-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        {props.done ? (
          <CheckCircle2 aria-hidden="true" className="size-5 text-primary-600" />
        ) : (
          <TriangleAlert aria-hidden="true" className="size-5 text-error-600" />
        )}
        {props.title}
      </h2>
      <p className="mt-2">{props.message}</p>
      <a
        href={props.link.href}
        className="mt-4 inline-flex rounded-md bg-primary-600 px-4 py-2 text-sm font-semibold text-white hover:bg-primary-700"
      >
        {props.link.label}
      </a>
    </div>
  );
}

function SubmitButton(props: { intent: string; label: string; variant: "primary" | "secondary" }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === props.intent;
  const pending = navigation.state !== "idle";
  const look =
    props.variant === "primary"
      ? "bg-primary-600 text-white hover:bg-primary-700"
      : "border border-line hover:border-secondary-500";
  return (
    <button
      type="submit"
      name="intent"
      value={props.intent}
      disabled={pending}
      aria-busy={busy}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-5 py-2.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-70 ${look}`}
    >
      {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
      {props.label}
    </button>
  );
}

const browserClock = () => new Date();

function CardStep(props: { amount: string; reply: CardReply | null; error: string | null }) {
  const t = useT("payment");
  // The browser checks with its own clock; the server's answer (its clock) is the one that counts.
  const { form, fields, onInput } = useValidatedForm(cardFormSchema(browserClock), {
    id: "test-card",
    lastResult: props.reply,
  });
  // The schema's messages are keys of this page's namespace: the fields get them translated.
  // (conform's field metadata is read through getters: copied by name, not spread.)
  const translated = (field: (typeof fields)["number"]) => ({
    id: field.id,
    name: field.name,
    errorId: field.errorId,
    initialValue: field.initialValue,
    errors: field.errors?.map((key) => t(key as MessageKey<"payment">)),
  });
  return (
    <>
      {props.error ? (
        <div
          role="alert"
          className="mt-6 flex gap-2 rounded-md border border-error-600 bg-error-50 px-3 py-2 text-sm font-medium text-error-700 dark:bg-error-700/20 dark:text-error-100"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            {t(props.error as MessageKey<"payment">)}{" "}
            {props.error.startsWith("declines.") ? t("testPage.tryAnother") : null}
          </p>
        </div>
      ) : null}
      <Form method="post" id={form.id} onSubmit={form.onSubmit} onInput={onInput} noValidate className="mt-6">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold">{t("testPage.form.legend")}</legend>
          {/* Never autocompleted: a browser must not offer a real saved card to a test page. */}
          <FormField
            className="sm:col-span-2"
            label={t("testPage.form.number")}
            field={translated(fields.number)}
            inputMode="numeric"
            autoComplete="off"
            placeholder="4242 4242 4242 4242"
            required
          />
          <FormField
            label={t("testPage.form.expiry")}
            field={translated(fields.expiry)}
            inputMode="numeric"
            autoComplete="off"
            placeholder="MM/YY"
            required
          />
          <FormField
            label={t("testPage.form.cvc")}
            field={translated(fields.cvc)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            required
          />
          <FormField
            className="sm:col-span-2"
            label={t("testPage.form.name")}
            field={translated(fields.name)}
            autoComplete="off"
            required
          />
        </fieldset>
        <div className="mt-6">
          <SubmitButton
            intent="pay"
            label={t("testPage.form.pay", { amount: props.amount })}
            variant="primary"
          />
        </div>
      </Form>
      <TestCardTable />
    </>
  );
}

function TestCardTable() {
  const t = useT("payment");
  return (
    <div className="mt-8">
      <p className="text-sm text-ink-muted">{t("testPage.explanation")}</p>
      <table className="mt-3 w-full text-start text-sm">
        <caption className="mb-2 text-start text-sm font-medium">{t("testPage.cards.caption")}</caption>
        <thead>
          <tr className="border-b border-line text-ink-muted">
            <th scope="col" className="py-1 pe-4 text-start font-medium">
              {t("testPage.cards.number")}
            </th>
            <th scope="col" className="py-1 text-start font-medium">
              {t("testPage.cards.result")}
            </th>
          </tr>
        </thead>
        <tbody>
          {testCards.map((card) => (
            <tr key={card.number} className="border-b border-line last:border-0">
              <td className="py-1.5 pe-4 font-mono whitespace-nowrap tabular-nums">
                {groupCardNumber(card.number)}
              </td>
              <td className="py-1.5">{t(`testPage.cards.${card.label}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AuthenticationStep({ token }: { token: string }) {
  const t = useT("payment");
  return (
    <div className="mt-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck aria-hidden="true" className="size-5 text-secondary-600" />
        {t("testPage.authentication.title")}
      </h2>
      <p className="mt-2">{t("testPage.authentication.explanation")}</p>
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="token" value={token} />
        <SubmitButton intent="authorise" label={t("testPage.authentication.authorise")} variant="primary" />
        <SubmitButton
          intent="failAuthentication"
          label={t("testPage.authentication.fail")}
          variant="secondary"
        />
      </Form>
    </div>
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
