import { Form, Link } from "react-router";
import { RenameDisclosure } from "#app/components/rename-disclosure.tsx";
import { Trash } from "#app/components/icons.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { namedTemplateSchema, TEMPLATE_NAME_MAX } from "#core/schemas/templates.ts";
import { useLocale, useT } from "#app/utils/i18n.tsx";
import { locales } from "#core/locales.ts";
import type { useValidatedForm } from "#app/hooks/use-validated-form.ts";

/** A template as the page shows it. */
export type TemplateSummary = {
  id: string;
  name: string;
  productTitle: string;
  updatedAt: string;
  /** The mockup preview: made, still being made by the render job, or none to show. */
  mockup: "done" | "queued" | "none";
};

type TemplateCardProps = {
  template: TemplateSummary;
  search: string;
  reply: Parameters<typeof useValidatedForm>[1]["lastResult"];
};

export function TemplateCard({ template, search, reply }: TemplateCardProps) {
  const t = useT("templates");
  const locale = useLocale();
  const changed = new Intl.DateTimeFormat(locales[locale].tag, {
    dateStyle: "medium",
    timeStyle: "short",
  }).format(new Date(template.updatedAt));
  const deleteParams = new URLSearchParams(search);
  deleteParams.set("delete", template.id);
  const post = (intent: string, label: string, note?: string) => (
    <Form method="post" action={search || undefined}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={template.id} />
      <button type="submit" className="btn-quiet" title={note}>
        {label}
      </button>
    </Form>
  );
  return (
    <article
      aria-label={template.name}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface-raised"
    >
      <div className="flex aspect-square items-center justify-center bg-surface-sunken">
        {template.mockup === "done" ? (
          <img
            src={`/account/templates/${template.id}/mockup`}
            alt={t("card.mockup", { name: template.name })}
            loading="lazy"
            className="max-h-full max-w-full object-contain"
          />
        ) : (
          <p className="px-4 text-center text-sm text-ink-muted">
            {template.mockup === "queued" ? t("card.mockupPending") : t("card.mockupNone")}
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 text-sm">
        <h3 className="truncate font-semibold" title={template.name}>
          {template.name}
        </h3>
        {/* Label above value: the French labels are too long to sit beside it in a narrow card. */}
        <dl className="grid gap-y-0.5 text-ink-muted">
          <dt className="text-xs font-medium uppercase tracking-wide">{t("card.product")}</dt>
          <dd className="text-ink">{template.productTitle}</dd>
          <dt className="mt-1 text-xs font-medium uppercase tracking-wide">{t("card.changed")}</dt>
          <dd className="text-ink">
            <time dateTime={template.updatedAt}>{changed}</time>
          </dd>
        </dl>
        <div className="mt-auto flex flex-wrap items-center gap-1 pt-2">
          {post("order", t("card.order"))}
          {post("copy", t("card.openCopy"), t("card.openCopyNote"))}
          {post("edit", t("card.editTemplate"), t("card.editTemplateNote"))}
          {post("duplicate", t("card.duplicate"))}
          <LocalizedLink to={`/account/templates/${template.id}/apply`} className="btn-quiet">
            {t("apply.action")}
          </LocalizedLink>
          <Link
            to={`?${deleteParams}`}
            preventScrollReset
            className="btn-quiet text-error-700 dark:text-error-300"
          >
            <Trash aria-hidden="true" className="size-4" />
            {t("card.delete")}
          </Link>
          <RenameDisclosure
            item={template}
            schema={namedTemplateSchema}
            search={search}
            reply={reply}
            maxLength={TEMPLATE_NAME_MAX}
            labels={{ toggle: t("card.rename"), field: t("card.newName"), submit: t("card.rename") }}
          />
        </div>
      </div>
    </article>
  );
}
