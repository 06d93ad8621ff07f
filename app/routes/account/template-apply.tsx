import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useNavigation } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { FormField } from "#app/components/form-field.tsx";
import { Loader2 } from "#app/components/icons.tsx";
import { LocalizedLink } from "#app/components/localized-link.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { servicesContext } from "#server/context.ts";
import { requireSignedIn } from "#app/middleware/auth-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { applyTemplateSchema, TEMPLATE_NAME_MAX } from "#core/schemas/templates.ts";
import { PRINT_DPI } from "#core/catalogue.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { type MessagesHandle, useT } from "#app/utils/i18n.tsx";
import { localizePath, splitLocale } from "#core/locales.ts";
import { useValidatedForm } from "#app/hooks/use-validated-form.ts";
import { applyTemplate, templateTargets, type TemplateTarget } from "#server/services/template-apply.ts";
import { TemplateNotFound, TemplateRefused } from "#server/services/templates.ts";
import type { Route } from "./+types/template-apply.ts";

/** A target as the page offers it: everything but the scaled document. */
type TargetOption = Omit<TemplateTarget, "document">;

async function targetsOrNotFound(...args: Parameters<typeof templateTargets>) {
  try {
    return await templateTargets(...args);
  } catch (error) {
    // Another account's template, or none: the shop's 404 page.
    if (error instanceof TemplateNotFound) throw data(null, { status: 404 });
    throw error;
  }
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { user } = requireSignedIn(context);
  const { locale } = splitLocale(url.pathname);
  const { template, source, targets } = await targetsOrNotFound(db, {
    userId: user.id,
    id: params.id,
    language: locale,
  });
  return {
    template: { id: template.id, name: template.name, color: template.color },
    source: source
      ? {
          title: source.title,
          colorName: source.colors.find((color) => color.key === template.color)?.name ?? template.color,
        }
      : null,
    targets: targets.map(({ document: _document, ...option }): TargetOption => option),
  };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const { db, now } = context.get(servicesContext);
  const { user } = requireSignedIn(context);
  const { locale } = splitLocale(url.pathname);
  const t = getInstance(context).getFixedT(locale, "templates");
  const submission = parseWithZod(await readFormData(request), { schema: applyTemplateSchema });
  if (submission.status !== "success") return data({ reply: submission.reply() }, { status: 400 });
  const { target, name } = submission.value;
  const { template, targets } = await targetsOrNotFound(db, {
    userId: user.id,
    id: params.id,
    language: locale,
  });
  const chosen = targets.find((candidate) => candidate.key === target);
  const productName = chosen?.size
    ? t("apply.productSize", { product: chosen.title, size: chosen.size.label })
    : (chosen?.title ?? "");
  const newName = name ?? t("apply.defaultName", { name: template.name, product: productName });
  try {
    const applied = await applyTemplate(db, {
      userId: user.id,
      id: template.id,
      target,
      name: newName.slice(0, TEMPLATE_NAME_MAX),
      now: now(),
    });
    return redirectWithSuccess(
      localizePath("/account/templates", locale),
      t("apply.applied", { name: applied.name, product: productName }),
    );
  } catch (error) {
    if (!(error instanceof TemplateRefused)) throw error;
    // The refusal shows under the choice, with what was chosen and typed kept.
    return data(
      { reply: submission.reply({ fieldErrors: { target: [t(`refused.${error.reason}`)] } }) },
      { status: 400 },
    );
  }
}

export const handle: MessagesHandle = { messages: ["templates"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function TemplateApplyRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("templates");
  const { template, source, targets } = loaderData;
  const firstOpen = targets.find((target) => target.blocked === null);
  const apply = useValidatedForm(applyTemplateSchema, {
    id: "apply-template",
    lastResult: actionData?.reply,
    defaultValue: { target: firstOpen?.key },
  });
  const chosen = apply.fields.target.initialValue;
  return (
    <>
      <PageSeo title={t("apply.title", { name: template.name })} />
      <h1 className="text-3xl font-bold tracking-tight">{t("apply.title", { name: template.name })}</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">{t("apply.intro")}</p>
      {source ? <p className="mt-2 text-sm">{t("apply.from", { product: source.title })}</p> : null}
      {!source || targets.length === 0 ? (
        <p className="mt-6 rounded-xl border border-line bg-surface-raised p-6">
          {source ? t("apply.none") : t("apply.productNoLongerSold")}
        </p>
      ) : (
        <Form
          method="post"
          id={apply.form.id}
          onSubmit={apply.form.onSubmit}
          onInput={apply.onInput}
          noValidate
          className="mt-6 max-w-3xl"
        >
          <fieldset aria-describedby={apply.fields.target.errors ? apply.fields.target.errorId : undefined}>
            <legend className="text-lg font-bold tracking-tight">{t("apply.choose")}</legend>
            {apply.fields.target.errors?.[0] ? (
              <p id={apply.fields.target.errorId} className="mt-2 text-sm text-error-700 dark:text-error-300">
                {/* The schema's message is a key of `common`; a refusal arrives translated. */}
                <TargetError message={apply.fields.target.errors[0]} />
              </p>
            ) : null}
            <ul className="mt-3 grid gap-2">
              {targets.map((target) => (
                <li key={target.key}>
                  <TargetChoice
                    target={target}
                    originalColor={source.colorName}
                    checked={typeof chosen === "string" ? chosen === target.key : target === firstOpen}
                  />
                </li>
              ))}
            </ul>
          </fieldset>
          <FormField
            label={t("apply.name")}
            field={apply.fields.name}
            maxLength={TEMPLATE_NAME_MAX}
            placeholder={t("apply.namePlaceholder", { name: template.name })}
            className="mt-6 max-w-md"
          />
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <SubmitButton disabled={!firstOpen}>{t("apply.submit")}</SubmitButton>
            <LocalizedLink to="/account/templates" className="btn-quiet">
              {t("apply.cancel")}
            </LocalizedLink>
          </div>
        </Form>
      )}
    </>
  );
}

function TargetError({ message }: { message: string }) {
  const common = useT("common");
  return message.startsWith("validation.") ? common(message as "validation.templateTargetRequired") : message;
}

function TargetChoice({
  target,
  originalColor,
  checked,
}: {
  target: TargetOption;
  originalColor: string;
  checked: boolean;
}) {
  const t = useT("templates");
  const id = `target-${target.key.replace(":", "-")}`;
  const blocked = target.blocked;
  const details = [
    target.scales
      .map((scale) => t("apply.scaled", { area: scale.label, percent: scale.percent }))
      .join(" · "),
    target.color.kept
      ? t("apply.color", { color: target.color.name })
      : t("apply.colorChanged", { color: target.color.name, original: originalColor }),
  ];
  const resolution =
    blocked !== null
      ? t(`apply.blocked.${blocked}`, { dpi: target.lowestDpi ?? 0, minimum: PRINT_DPI.minimum })
      : target.lowestDpi === null
        ? t("apply.textOnly")
        : target.lowResolution
          ? t("apply.lowResolution", { dpi: target.lowestDpi, recommended: PRINT_DPI.recommended })
          : t("apply.resolution", { dpi: target.lowestDpi });
  return (
    <label
      htmlFor={id}
      className={`grid grid-cols-[auto_1fr] gap-x-3 rounded-lg border border-line p-3 ${blocked ? "opacity-70" : "cursor-pointer"}`}
    >
      <input
        id={id}
        type="radio"
        name="target"
        value={target.key}
        defaultChecked={checked && blocked === null}
        disabled={blocked !== null}
        className="mt-1"
      />
      <span className="font-medium">
        {target.size
          ? t("apply.productSize", { product: target.title, size: target.size.label })
          : target.title}
      </span>
      <span className="col-start-2 text-sm text-ink-muted">{details.join(" · ")}</span>
      <span
        className={`col-start-2 text-sm ${blocked ? "text-error-700 dark:text-error-300" : target.lowResolution ? "text-amber-900 dark:text-amber-100" : "text-ink-muted"}`}
      >
        {resolution}
      </span>
    </label>
  );
}

/** The form's button, disabled with a spinner while the new template is made. */
function SubmitButton({ disabled, children }: { disabled: boolean; children: React.ReactNode }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <button type="submit" className="btn" disabled={disabled || busy} aria-busy={busy}>
      {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}
