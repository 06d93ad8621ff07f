import { useEffect, useEffectEvent, useId, useRef, useState, type DragEvent, type FormEvent } from "react";
import { Form } from "react-router";
import { CheckCircle2, Loader2, TriangleAlert, Upload } from "#app/components/icons.tsx";
import { useHydrated } from "#app/hooks/use-hydrated.ts";
import { fileInputAccept, fileLimits, formatBytes } from "#core/files.ts";
import { useLocale, useT } from "#app/utils/i18n.tsx";
import type { ApiEnvelope } from "#app/utils/api-client.ts";

/** What the API answers an upload with (docs/api.md, POST /api/files/upload). */
type UploadAnswer = { file: { id: string; name: string }; existing: boolean };

type Progress = {
  key: string;
  name: string;
  /** 0–100 while sending. */
  percent: number;
  state: "sending" | "done" | "existing" | "refused";
  message?: string;
};

/** Sends one file to the API, reporting the share sent; resolves with the envelope or a failure message. */
function sendFile(
  file: File,
  locale: string,
  onProgress: (percent: number) => void,
): Promise<{ ok: true; answer: UploadAnswer } | { ok: false; message: string | null }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/files/upload");
    request.setRequestHeader("Accept", "application/json");
    request.setRequestHeader("Accept-Language", locale);
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener("load", () => {
      const envelope = request.response as ApiEnvelope<UploadAnswer> | null;
      if (envelope?.code === 1 && envelope.data) resolve({ ok: true, answer: envelope.data });
      else resolve({ ok: false, message: envelope?.msg || null });
    });
    request.addEventListener("error", () => resolve({ ok: false, message: null }));
    request.addEventListener("abort", () => resolve({ ok: false, message: null }));
    const body = new FormData();
    body.append("file", file, file.name);
    request.send(body);
  });
}

/**
 * Uploading artwork. Without JavaScript, a plain multipart form posted to `action` (the page's
 * own action reads it as it streams). With JavaScript, files dropped on it or chosen are sent one
 * by one to the API, each with its progress bar; `onFinished` runs after the last one, with how
 * many were added.
 */
export function FileUploader({
  action,
  onFinished,
}: {
  action: string;
  onFinished(result: { added: number; names: string[]; existing: string[]; ids: string[] }): void;
}) {
  const t = useT("files");
  const locale = useLocale();
  const hydrated = useHydrated();
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [items, setItems] = useState<Progress[]>([]);
  const busy = items.some((item) => item.state === "sending");
  const limit = formatBytes(fileLimits.maxFileBytes, locale);

  async function upload(files: File[]) {
    if (files.length === 0 || busy) return;
    const batch = files.map((file, index) => ({
      key: `${Date.now()}-${index}`,
      name: file.name,
      percent: 0,
      state: "sending" as Progress["state"],
      message: undefined as string | undefined,
    }));
    setItems(batch);
    const update = (key: string, change: Partial<Progress>) =>
      setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
    const names: string[] = [];
    const existing: string[] = [];
    // Every file now in the library (new or already there), for a page that uses them at once.
    const ids: string[] = [];
    for (const [index, file] of files.entries()) {
      const { key } = batch[index] as Progress;
      // Said at once rather than after sending 60 MB for nothing; the server checks it anyway.
      if (file.size > fileLimits.maxFileBytes) {
        update(key, { state: "refused", message: t("refused.tooLarge", { limit }) });
        continue;
      }
      const result = await sendFile(file, locale, (percent) => update(key, { percent }));
      if (result.ok) {
        update(key, { percent: 100, state: result.answer.existing ? "existing" : "done" });
        (result.answer.existing ? existing : names).push(result.answer.file.name);
        ids.push(result.answer.file.id);
      } else {
        update(key, { state: "refused", message: result.message ?? t("upload.failed") });
      }
    }
    if (inputRef.current) inputRef.current.value = "";
    onFinished({ added: names.length, names, existing, ids });
  }

  // A file chosen while the page was still without scripts (the plain form showed) would sit in
  // the input unseen once the uploader takes over: it is sent as soon as scripts run.
  const uploadChosen = useEffectEvent(() => {
    const chosen = inputRef.current?.files;
    if (chosen && chosen.length > 0) void upload([...chosen]);
  });
  useEffect(() => {
    if (hydrated) uploadChosen();
  }, [hydrated]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void upload([...(inputRef.current?.files ?? [])]);
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    void upload([...event.dataTransfer.files]);
  }

  return (
    <div>
      <Form
        method="post"
        action={action}
        encType="multipart/form-data"
        reloadDocument
        onSubmit={hydrated ? onSubmit : undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center ${
          dragging ? "border-primary-600 bg-primary-50 dark:bg-primary-900/40" : "border-line"
        }`}
      >
        <Upload aria-hidden="true" className="size-8 text-ink-muted" />
        {hydrated ? (
          <p className="text-sm font-medium">
            {t("upload.drop")} <span className="text-ink-muted">{t("upload.or")}</span>
          </p>
        ) : null}
        <label htmlFor={inputId} className={hydrated ? "sr-only" : "text-sm font-medium"}>
          {t("upload.label")}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          name="file"
          multiple
          accept={fileInputAccept}
          aria-describedby={hintId}
          onChange={hydrated ? (event) => void upload([...(event.currentTarget.files ?? [])]) : undefined}
          className={
            hydrated
              ? "sr-only"
              : "block w-full max-w-md text-sm file:me-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-2 file:text-sm file:font-semibold"
          }
        />
        {hydrated ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => inputRef.current?.click()}
            className="btn disabled:opacity-70"
          >
            {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {busy ? t("upload.uploading") : t("upload.choose")}
          </button>
        ) : (
          <button type="submit" className="btn">
            {t("upload.submit")}
          </button>
        )}
        <p id={hintId} className="text-xs text-ink-muted">
          {t("upload.hint", { limit, count: fileLimits.maxFilesPerPost })}
        </p>
      </Form>
      {items.length > 0 ? (
        <ul aria-live="polite" className="mt-4 space-y-2">
          {items.map((item) => (
            <li key={item.key} className="text-sm">
              {item.state === "sending" ? (
                <>
                  <span className="flex items-center gap-2">
                    <Loader2 aria-hidden="true" className="size-4 animate-spin text-ink-muted" />
                    {t("upload.progress", { name: item.name, percent: item.percent })}
                  </span>
                  <progress
                    max={100}
                    value={item.percent}
                    aria-label={item.name}
                    className="mt-1 h-2 w-full accent-primary-600"
                  />
                </>
              ) : item.state === "refused" ? (
                <span className="flex items-start gap-2 text-error-700 dark:text-error-300">
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {t("upload.refused", { name: item.name, reason: item.message ?? "" })}
                </span>
              ) : (
                <span className="flex items-center gap-2 text-primary-800 dark:text-primary-200">
                  <CheckCircle2 aria-hidden="true" className="size-4" />
                  {item.state === "existing"
                    ? t("upload.existing", { count: 1, name: item.name })
                    : t("upload.done", { name: item.name })}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
