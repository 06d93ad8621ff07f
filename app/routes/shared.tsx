import { data, Form, redirect } from "react-router";
import { IntentButton } from "#app/components/admin-form.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { clientIpContext, servicesContext } from "#server/context.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { customiseCopySchema } from "#core/schemas/collections.ts";
import { saveOwnerOf } from "#app/edge/designs.server.ts";
import { refusalOf } from "#app/edge/refusals.server.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { type MessagesHandle, useT } from "#app/utils/i18n.tsx";
import { pageNotFound } from "#app/edge/locale-scope.server.ts";
import { localizePath, splitLocale } from "#core/locales.ts";
import { useDisplayPrices } from "#app/hooks/use-price.ts";
import { customiseCopy, sharedCollection } from "#server/services/collections.ts";
import { consumeRateLimit, copyLimits, RateLimited } from "#server/services/rate-limit.ts";
import type { Route } from "./+types/shared.ts";

/**
 * A collection shared by its link (issue 17): read-only, in the visitor's language and display
 * currency, with nothing of its owner. An unknown or revoked token is the shop's 404.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const collection = await sharedCollection(db, params.token, splitLocale(url.pathname).locale);
  if (!collection) throw pageNotFound(url.pathname);
  return { collection, token: params.token };
}

/**
 * "Customise a copy": a draft of the visitor with their own copies of the files, then the
 * designer. Copies cost storage, so they are counted per address; a copy the visitor's library
 * has no room for, or one too many, comes back to the page with why (and when to try again).
 */
export async function action({ request, context, params, url }: Route.ActionArgs) {
  const { db, storage, now } = context.get(servicesContext);
  const { locale } = splitLocale(url.pathname);
  const parsed = customiseCopySchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) throw pageNotFound(url.pathname);
  const sessionCookie = new Headers();
  let draft: Awaited<ReturnType<typeof customiseCopy>>;
  try {
    await consumeRateLimit(db, `shared-copy:ip:${context.get(clientIpContext)}`, copyLimits.perIp, now());
    const owner = await saveOwnerOf(context, request, sessionCookie);
    draft = await customiseCopy(db, storage, {
      token: params.token,
      templateId: parsed.data.templateId,
      owner,
      now: now(),
    });
  } catch (error) {
    if (error instanceof RateLimited) {
      const t = getInstance(context).getFixedT(locale, "collections");
      const refused = t("public.rateLimited", { count: Math.ceil(error.retryAfterSeconds / 60) });
      sessionCookie.set("Retry-After", String(error.retryAfterSeconds));
      return data({ refused, templateId: parsed.data.templateId }, { status: 429, headers: sessionCookie });
    }
    const refusal = refusalOf(error, locale);
    if (!refusal) throw error;
    // A designer session begun for the refused copy is kept: the visitor's next try uses it.
    return data(
      { refused: refusal.message, templateId: parsed.data.templateId },
      { status: refusal.status, headers: sessionCookie },
    );
  }
  if (!draft) throw pageNotFound(url.pathname);
  const search = new URLSearchParams({
    product: draft.document.product,
    color: draft.document.color,
    draft: draft.id,
  });
  return redirect(`${localizePath("/design", splitLocale(url.pathname).locale)}?${search.toString()}`, {
    headers: sessionCookie,
  });
}

// Never kept by the HTML cache nor any shared cache: revoking the link must end it at once
// (server/html-cache.ts also skips these addresses).
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return { "Cache-Control": "private, no-store", ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
}

export const handle: MessagesHandle = { messages: ["collections"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function SharedCollectionRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("collections");
  const prices = useDisplayPrices();
  const { collection, token } = loaderData;
  return (
    <>
      <PageSeo title={collection.name} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">{collection.name}</h1>
        {collection.description ? (
          <p className="mt-2 max-w-2xl text-ink-muted">{collection.description}</p>
        ) : null}
        {collection.templates.length === 0 ? (
          <p className="mt-8 text-ink-muted">{t("public.empty")}</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {collection.templates.map((template) => (
              <li key={template.id}>
                <article
                  aria-label={template.name}
                  className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface-raised"
                >
                  <div className="flex aspect-square items-center justify-center bg-surface">
                    {template.hasMockup ? (
                      <img
                        src={`/shared/${token}/mockups/${template.id}`}
                        alt={t("mockup", { name: template.name, product: template.productTitle })}
                        loading="lazy"
                        className="max-h-full max-w-full object-contain"
                      />
                    ) : (
                      <span className="text-sm text-ink-muted">{t("noMockup")}</span>
                    )}
                  </div>
                  <div className="flex flex-1 flex-col gap-1 p-4 text-sm">
                    <h2 className="text-base font-semibold">{template.name}</h2>
                    <p>{template.productTitle}</p>
                    <p className="text-ink-muted">{t("public.color", { color: template.colorName })}</p>
                    <p className="font-medium">
                      {template.fromPriceCents === null
                        ? t("public.unavailable")
                        : t("public.from", { price: prices.format(template.fromPriceCents) })}
                    </p>
                    <Form method="post" className="mt-auto pt-3">
                      <input type="hidden" name="templateId" value={template.id} />
                      <IntentButton
                        intent="customise"
                        pendingWhen={{ templateId: template.id }}
                        describedBy={`customise-note-${template.id}`}
                        className="btn"
                      >
                        {t("public.customise")}
                      </IntentButton>
                      <p id={`customise-note-${template.id}`} className="mt-1 text-xs text-ink-muted">
                        {t("public.customiseNote")}
                      </p>
                      {actionData?.templateId === template.id ? (
                        <p role="alert" className="mt-2 text-sm text-error-700 dark:text-error-300">
                          {actionData.refused}
                        </p>
                      ) : null}
                    </Form>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
