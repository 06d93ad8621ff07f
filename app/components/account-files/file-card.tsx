import { Link } from "react-router";
import { DeleteQuestion } from "#app/components/delete-question.tsx";
import { RenameDisclosure } from "#app/components/rename-disclosure.tsx";
import { Download, Eraser, Loader2, Trash, TriangleAlert } from "#app/components/icons.tsx";
import { fileLimits, formatBytes, printSizes } from "#core/files.ts";
import { renameFileSchema } from "#core/schemas/files.ts";
import { useLocale, useT } from "#app/utils/i18n.tsx";
import { locales, localizePath } from "#core/locales.ts";
import type { useValidatedForm } from "#app/hooks/use-validated-form.ts";
import type { LibraryFile } from "#server/services/files.ts";

/** A file of the library, the page's query string (kept by its forms) and the last rename's reply. */
export type FileProps = {
  file: LibraryFile;
  search: string;
  reply: Parameters<typeof useValidatedForm>[1]["lastResult"];
};

/** A file of the library: its preview, sizes and dates, with rename, download and delete. */
export function FileCard({ file, search, reply }: FileProps) {
  const t = useT("files");
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locales[locale].tag, { dateStyle: "medium" }).format(
    new Date(file.createdAt),
  );
  const sizes = printSizes(file.width, file.height, locale);
  const format = file.mediaType.replace("image/", "").toUpperCase();
  const deleteParams = new URLSearchParams(search);
  deleteParams.set("delete", file.id);
  // The background-removal page comes back here, with the list as it was.
  const removeBackground = `${localizePath(`/remove-background/${file.id}`, locale)}?${new URLSearchParams({
    back: `${localizePath("/account/files", locale)}${search}`,
  })}`;
  return (
    <article
      aria-label={file.name}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface-raised"
    >
      <div className="checkerboard flex aspect-square items-center justify-center">
        {file.status === "ready" ? (
          <img
            src={`/files/${file.id}/thumbnail`}
            alt={t("file.thumbnail", { name: file.name })}
            loading="lazy"
            className="max-h-full max-w-full object-contain"
          />
        ) : file.status === "processing" ? (
          <output className="flex flex-col items-center gap-2 px-4 text-center text-sm text-ink-muted">
            <Loader2 aria-hidden="true" className="size-6 animate-spin" />
            <span className="font-medium text-ink">{t("file.processing")}</span>
            <span>{t("file.processingNote")}</span>
          </output>
        ) : (
          <p className="flex flex-col items-center gap-2 px-4 text-center text-sm text-error-700 dark:text-error-300">
            <TriangleAlert aria-hidden="true" className="size-6" />
            {t(file.failure === "damaged" ? "failed.damaged" : "failed.processingFailed")}
          </p>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 text-sm">
        <h3 className="truncate font-semibold" title={file.name}>
          {file.name}
        </h3>
        <p>{t("file.pixels", { width: file.width, height: file.height })}</p>
        <dl className="text-ink-muted">
          <dt className="sr-only">{t("file.printSizes")}</dt>
          {(["recommended", "minimum"] as const).map((level) => (
            <dd key={level}>
              {t("file.printAt", {
                width: sizes[level].width,
                height: sizes[level].height,
                unit: t(`file.units.${sizes[level].unit}`),
                dpi: sizes[level].dpi,
              })}{" "}
              ({t(level === "recommended" ? "file.sharp" : "file.minimum")})
            </dd>
          ))}
        </dl>
        <p className="text-ink-muted">
          {t("file.size", { size: formatBytes(file.byteSize, locale), format })}
          {file.colorSpace === "cmyk" ? ` · ${t("file.converted", { space: "CMYK" })}` : null}
          {file.hasAlpha ? ` · ${t("file.transparent")}` : null}
        </p>
        <p className="text-ink-muted">{t("file.uploaded", { date })}</p>
        <div className="mt-auto flex flex-wrap items-center gap-1 pt-2">
          {file.status === "ready" ? (
            <a href={`/files/${file.id}?download`} download className="btn-quiet">
              <Download aria-hidden="true" className="size-4" />
              {t("file.download")}
            </a>
          ) : null}
          {file.status === "ready" ? (
            <Link to={removeBackground} className="btn-quiet">
              <Eraser aria-hidden="true" className="size-4" />
              {t("background.action")}
            </Link>
          ) : null}
          <RenameDisclosure
            item={file}
            schema={renameFileSchema}
            search={search}
            reply={reply}
            maxLength={fileLimits.maxNameLength}
            labels={{
              toggle: t("file.rename"),
              field: t("file.renameLabel", { name: file.name }),
              submit: t("file.save"),
            }}
            className="group basis-full order-last"
          />
          <Link
            to={`?${deleteParams}`}
            preventScrollReset
            className="btn-quiet text-error-700 dark:text-error-300"
          >
            <Trash aria-hidden="true" className="size-4" />
            {t("file.delete")}
          </Link>
        </div>
      </div>
    </article>
  );
}

/** The question asked before a file is deleted (the page shows it when the address asks). */
export function DeleteFileQuestion({ file, search }: { file: { id: string; name: string }; search: string }) {
  const t = useT("files");
  return (
    <DeleteQuestion
      id={file.id}
      search={search}
      labels={{
        title: t("deleteDialog.title"),
        body: t("deleteDialog.body", { name: file.name }),
        cancel: t("deleteDialog.cancel"),
        confirm: t("deleteDialog.confirm"),
        close: t("deleteDialog.close"),
      }}
    />
  );
}
