import { parseWithZod } from "@conform-to/zod/v4";
import { Mail } from "#app/components/icons.tsx";
import { type MessagesHandle, useT } from "#app/utils/i18n.tsx";
import { data } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { ContactSection } from "#app/components/help-center/contact-section.tsx";
import { FaqNav, FaqSections, MoreLinks } from "#app/components/help-center/faq.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { clientIpContext, servicesContext } from "#server/context.ts";
import { userContext } from "#app/middleware/auth-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { contactSchema, contactTopicSchema } from "#core/schemas/contact.ts";
import { readContactSent, writeContactSent, type ContactSent } from "#app/edge/contact.server.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { splitLocale } from "#core/locales.ts";
import { sendContactMessage } from "#server/services/contact.ts";
import { RateLimited } from "#server/services/rate-limit.ts";
import type { Route } from "./+types/help-center.ts";

/**
 * The contact form starts with the signed-in user's name and email, and with the topic a link
 * chose (`/help-center?topic=shipping#contact`); `sent` is the message this browser just sent.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  const user = context.get(userContext);
  const topic = contactTopicSchema.safeParse(url.searchParams.get("topic"));
  const sent = await readContactSent(request, config);
  const contact = {
    defaults: { name: user?.fullName ?? "", email: user?.email ?? "", topic: topic.data ?? "" },
    sent,
  };
  // Shown once: a reload shows an empty form again.
  if (!sent) return { contact };
  return data({ contact }, { headers: { "Set-Cookie": await writeContactSent(config, null) } });
}

/**
 * Sends the contact form: invalid input comes back with its errors and everything typed (400),
 * too many messages likewise with when to try again (429); a sent message redirects back to the
 * form, emptied, with a toast and the confirmation.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const { db, config, now } = context.get(servicesContext);
  const submission = parseWithZod(await readFormData(request), { schema: contactSchema });
  if (submission.status !== "success") return data({ reply: submission.reply() }, { status: 400 });
  const locale = splitLocale(url.pathname).locale;
  const t = getInstance(context).getFixedT(locale, "pages");
  let sent: ContactSent;
  try {
    const { reference } = await sendContactMessage(
      db,
      { ...submission.value, locale },
      {
        ip: context.get(clientIpContext),
        now: now(),
        shopAddress: config.contactEmail,
        accountEmail: context.get(userContext)?.email ?? null,
      },
    );
    sent = { reference, email: submission.value.email };
  } catch (error) {
    if (!(error instanceof RateLimited)) throw error;
    const count = Math.ceil(error.retryAfterSeconds / 60);
    return data(
      { reply: submission.reply({ formErrors: [t("help.contact.rateLimited", { count })] }) },
      { status: 429, headers: { "Retry-After": String(error.retryAfterSeconds) } },
    );
  }
  return redirectWithSuccess(`${url.pathname}#contact`, t("help.contact.sentToast"), {
    headers: { "Set-Cookie": await writeContactSent(config, sent) },
  });
}

/** A refused message's Retry-After goes out with the page that says when to try again. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : undefined;
}

/** The words this page is written with, besides `common` (loaded before it renders). */
export const handle: MessagesHandle = { messages: ["pages"] };

export default function HelpCenterRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("pages");
  const { contact } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
      <PageSeo title={t("help.title")} description={t("help.description")} />

      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight">{t("help.title")}</h1>
        <p className="mt-4 text-lg text-ink-muted">{t("help.intro")}</p>
        <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2 text-ink-muted">
          {t("help.contact.prompt")}
          <a
            href="#contact"
            className="inline-flex items-center gap-2 rounded-md border border-line px-3 py-1.5 text-sm font-semibold text-ink hover:border-primary-500 hover:text-primary-700 dark:hover:text-primary-300"
          >
            <Mail aria-hidden="true" className="size-4 text-primary-700 dark:text-primary-300" />
            {t("help.contact.heading")}
          </a>
        </p>
      </header>

      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <FaqNav />

        <div className="min-w-0 max-w-3xl space-y-12">
          <FaqSections />

          <MoreLinks />

          <ContactSection defaults={contact.defaults} sent={contact.sent} lastResult={actionData?.reply} />
        </div>
      </div>
    </div>
  );
}
