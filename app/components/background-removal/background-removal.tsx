import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { FormField } from "#app/components/form-field.tsx";
import { ChevronLeft, Loader2, TriangleAlert } from "#app/components/icons.tsx";
import { useValidatedForm } from "#app/hooks/use-validated-form.ts";
import { useT } from "#app/utils/i18n.tsx";
import { backgroundRemoval } from "#core/files.ts";
import { removeBackgroundSchema } from "#core/schemas/files.ts";

/** A file as the page shows it: the original, or its preview (with the tolerance it was made at). */
export type ShownFile = {
  id: string;
  name: string;
  status: "processing" | "ready" | "failed";
  failure: string | null;
  width: number;
  height: number;
  tolerance: number | null;
};

const failures = ["noPlainBackground", "alreadyTransparent", "nothingLeft", "damaged"] as const;

/** The failure's message key: the reasons the page knows, else "we could not". */
function failureKey(failure: string | null) {
  const known = failures.find((reason) => reason === failure);
  return `background.failed.${known ?? "processingFailed"}` as const;
}

/** A submit button for `intent`, disabled with a spinner while its form is on its way. */
function PendingButton({
  intent,
  className,
  children,
}: {
  intent: string;
  className: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      aria-busy={busy || undefined}
      className={`${className} disabled:opacity-70`}
    >
      {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
      {children}
    </button>
  );
}

/** The image area of a figure: artwork over the usual grey and white squares. */
function Stage({ children, dark = false }: { children: ReactNode; dark?: boolean }) {
  return (
    <div
      className={`flex items-center justify-center overflow-hidden rounded-xl border border-line ${dark ? "h-28 bg-neutral-900 p-2" : "checkerboard aspect-[4/3]"}`}
    >
      {children}
    </div>
  );
}

/** The preview's side: nothing asked yet, being made, refused with its reason, or the result. */
function Result({ preview }: { preview: ShownFile | null }) {
  const t = useT("files");
  if (!preview) return <p className="px-6 text-center text-sm text-ink-muted">{t("background.notAsked")}</p>;
  if (preview.status === "processing") {
    return (
      <output className="flex flex-col items-center gap-2 px-6 text-center text-sm text-ink-muted">
        <Loader2 aria-hidden="true" className="size-6 animate-spin" />
        <span className="font-medium text-ink">{t("background.making")}</span>
        <span>{t("background.makingNote")}</span>
      </output>
    );
  }
  if (preview.status === "failed") {
    return (
      <p
        role="alert"
        className="flex max-w-sm flex-col items-center gap-2 bg-surface/90 px-6 py-4 text-center text-sm text-error-700 dark:text-error-300"
      >
        <TriangleAlert aria-hidden="true" className="size-6" />
        {t(failureKey(preview.failure))}
      </p>
    );
  }
  return (
    <img
      src={`/files/${preview.id}/thumbnail`}
      alt={t("background.resultImage", { name: preview.name })}
      width={preview.width}
      height={preview.height}
      className="max-h-full max-w-full object-contain"
    />
  );
}

/** The tolerance and the button that asks for a preview at it. */
function ToleranceForm({
  source,
  preview,
  defaultTolerance,
  action,
  reply,
}: {
  source: ShownFile;
  preview: ShownFile | null;
  defaultTolerance: number;
  action: string;
  reply: SubmissionResult<string[]> | undefined;
}) {
  const t = useT("files");
  const { form, fields, onInput } = useValidatedForm(removeBackgroundSchema, {
    id: "remove-background",
    lastResult: reply,
    defaultValue: { id: source.id, tolerance: String(preview?.tolerance ?? defaultTolerance) },
  });
  const tolerance = fields.tolerance;
  return (
    <Form
      method="post"
      action={action}
      id={form.id}
      onSubmit={form.onSubmit}
      onInput={onInput}
      noValidate
      className="flex flex-wrap items-start gap-3"
    >
      <input type="hidden" name="intent" value="preview" />
      <input type="hidden" name="id" value={source.id} />
      <FormField
        label={t("background.tolerance")}
        field={tolerance}
        type="number"
        inputMode="numeric"
        min={backgroundRemoval.minTolerance}
        max={backgroundRemoval.maxTolerance}
        step={1}
        aria-describedby={tolerance.errors?.[0] ? `${tolerance.errorId} tolerance-hint` : "tolerance-hint"}
        className="w-48"
      />
      {/* Level with the field, below its label, whether or not an error shows under it. */}
      <PendingButton intent="preview" className="btn mt-6">
        {t(preview ? "background.previewAgain" : "background.preview")}
      </PendingButton>
      <p id="tolerance-hint" className="basis-full text-sm text-ink-muted">
        {t("background.toleranceHint")}
      </p>
      {form.errors?.[0] ? (
        <p id={form.errorId} role="alert" className="basis-full text-sm text-error-700 dark:text-error-300">
          {form.errors[0]}
        </p>
      ) : null}
    </Form>
  );
}

/**
 * The background-removal page: the original and its preview side by side over a checkerboard (the
 * preview also on a dark colour, where a pale rim would show), the tolerance to try, and Keep or
 * Discard once a preview is made. Every step is a plain form post.
 */
export function BackgroundRemoval({
  source,
  preview,
  back,
  defaultTolerance,
  action,
  reply,
  message,
}: {
  source: ShownFile;
  preview: ShownFile | null;
  back: string | null;
  defaultTolerance: number;
  action: string;
  reply: SubmissionResult<string[]> | undefined;
  message: string | null;
}) {
  const t = useT("files");
  return (
    <>
      {back ? (
        <Link to={back} className="btn-quiet -ms-2 mb-4">
          <ChevronLeft aria-hidden="true" className="size-4" />
          {t("background.back")}
        </Link>
      ) : null}
      <h1 className="text-3xl font-bold tracking-tight">{t("background.title")}</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">{t("background.intro")}</p>
      {message ? (
        <p role="alert" className="mt-4 rounded-lg border border-error-600 p-4 text-sm">
          {message}
        </p>
      ) : null}

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <figure>
          <Stage>
            {source.status === "ready" ? (
              <img
                src={`/files/${source.id}/thumbnail`}
                alt={t("background.originalImage", { name: source.name })}
                width={source.width}
                height={source.height}
                className="max-h-full max-w-full object-contain"
              />
            ) : (
              <output className="flex flex-col items-center gap-2 text-sm text-ink-muted">
                <Loader2 aria-hidden="true" className="size-6 animate-spin" />
                {t("file.processing")}
              </output>
            )}
          </Stage>
          <figcaption className="mt-2 text-sm">
            <span className="font-semibold">{t("background.original")}</span> · {source.name}
          </figcaption>
        </figure>
        <figure>
          <Stage>
            <Result preview={preview} />
          </Stage>
          {preview?.status === "ready" ? (
            <div className="mt-2">
              <Stage dark>
                <img
                  src={`/files/${preview.id}/thumbnail`}
                  alt=""
                  className="max-h-full max-w-full object-contain"
                />
              </Stage>
            </div>
          ) : null}
          <figcaption className="mt-2 text-sm">
            <span className="font-semibold">{t("background.result")}</span>
            {preview && preview.tolerance !== null
              ? ` · ${t("background.madeWith", { tolerance: preview.tolerance })}`
              : null}
          </figcaption>
        </figure>
      </div>

      <div className="mt-8 space-y-6">
        {source.status === "ready" ? (
          <ToleranceForm
            source={source}
            preview={preview}
            defaultTolerance={defaultTolerance}
            action={action}
            reply={reply}
          />
        ) : null}
        {preview && preview.status !== "processing" ? (
          <div className="flex flex-wrap items-center gap-3">
            {preview.status === "ready" ? (
              <Form method="post" action={action}>
                <input type="hidden" name="id" value={preview.id} />
                <PendingButton intent="keep" className="btn">
                  {t("background.keep")}
                </PendingButton>
              </Form>
            ) : null}
            <Form method="post" action={action}>
              <input type="hidden" name="id" value={preview.id} />
              <PendingButton intent="discard" className="btn-secondary">
                {t("background.discard")}
              </PendingButton>
            </Form>
            <p className="basis-full text-sm text-ink-muted">{t("background.expires")}</p>
          </div>
        ) : null}
      </div>
    </>
  );
}
