import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { FormField } from "#app/components/form-field.tsx";
import { saveTemplateSchema, TEMPLATE_NAME_MAX } from "#core/schemas/templates.ts";
import { useT } from "#app/utils/i18n.tsx";
import { useValidatedForm } from "#app/hooks/use-validated-form.ts";

type TemplatePanelProps = {
  /** Where the designer's forms post (the page with its draft). */
  action: string;
  /** The document as shown, sent along when scripts keep it (else the saved draft is taken). */
  document: string | null;
  signedIn: boolean;
  /** The visitor's sign-in address, coming back to this draft (their draft is kept at sign-in). */
  signInHref: string;
  /** The template this draft edits itself, if it does. */
  editsTemplate: { id: string; name: string } | null;
  reply: SubmissionResult<string[]> | null | undefined;
};

/** "Save as template" (a named frozen copy), and "Save to template" for a template's own draft. */
export function TemplatePanel({
  action,
  document,
  signedIn,
  signInHref,
  editsTemplate,
  reply,
}: TemplatePanelProps) {
  const t = useT("templates");
  const save = useValidatedForm(saveTemplateSchema, { id: "save-template", lastResult: reply });
  if (!signedIn) {
    return (
      <p>
        <a href={signInHref} className="btn-quiet">
          {t("save.signIn")}
        </a>
      </p>
    );
  }
  return (
    <section aria-labelledby="template-panel" className="space-y-3">
      <h2 id="template-panel" className="section-label">
        {t("save.heading")}
      </h2>
      {editsTemplate ? (
        <Form method="post" action={action} className="flex flex-wrap items-center gap-3">
          <p className="text-sm">{t("save.editing", { name: editsTemplate.name })}</p>
          <input type="hidden" name="intent" value="save-to-template" />
          {document ? <input type="hidden" name="document" value={document} /> : null}
          <button type="submit" className="btn">
            {t("save.toTemplate")}
          </button>
        </Form>
      ) : null}
      <Form
        method="post"
        action={action}
        id={save.form.id}
        onSubmit={save.form.onSubmit}
        onInput={save.onInput}
        noValidate
        className="flex flex-wrap items-end gap-2"
      >
        <input type="hidden" name="intent" value="save-template" />
        {document ? <input type="hidden" name="document" value={document} /> : null}
        <FormField
          label={t("save.name")}
          field={save.fields.name}
          maxLength={TEMPLATE_NAME_MAX}
          className="min-w-0 flex-1"
        />
        <button type="submit" className="btn">
          {t("save.submit")}
        </button>
      </Form>
    </section>
  );
}
