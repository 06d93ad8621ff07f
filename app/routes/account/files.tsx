import { parseWithZod } from "@conform-to/zod/v4";
import { data, useLocation, useRevalidator } from "react-router";
import { redirectWithSuccess } from "remix-toast";
import { FileUploader } from "#app/components/file-uploader.tsx";
import { RefreshWhile } from "#app/components/refresh-while.tsx";
import { TriangleAlert } from "#app/components/icons.tsx";
import { EmptyLibrary } from "#app/components/account-files/empty-library.tsx";
import { DeleteFileQuestion, FileCard } from "#app/components/account-files/file-card.tsx";
import { ListControls } from "#app/components/account-files/list-controls.tsx";
import { PageSeo } from "#app/components/page-seo.tsx";
import { Pager } from "#app/components/pager.tsx";
import { notify } from "#app/components/toaster.tsx";
import { servicesContext } from "#server/context.ts";
import { requireSignedIn } from "#app/middleware/auth-guard.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { deleteFileSchema, fileListQuerySchema, renameFileSchema } from "#core/schemas/files.ts";
import { receiveUploads } from "#app/edge/files.server.ts";
import { refusalOf } from "#app/edge/refusals.server.ts";
import { fileLimits, formatBytes, uploadedSince } from "#core/files.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { type MessagesHandle, useLocale, useT } from "#app/utils/i18n.tsx";
import { localizePath, splitLocale } from "#core/locales.ts";
import { FileNotFound, FileRefused, findFile, listFiles, renameFile } from "#server/services/files.ts";
import { deleteFile } from "#server/commands/files.ts";
import type { Route } from "./+types/files.ts";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { db, now } = context.get(servicesContext);
  const { user } = requireSignedIn(context);
  const { q, sort, uploaded, page } = fileListQuerySchema.parse(Object.fromEntries(url.searchParams));
  const owner = { userId: user.id };
  const since = uploadedSince(uploaded, now());
  const list = await listFiles(db, owner, { query: q, since, sort, page });
  // Deleting asks first: `?delete=<id>` shows the question (a page state, so it needs no script).
  const toDelete = url.searchParams.get("delete");
  const deleting = toDelete ? await findFile(db, owner, toDelete) : null;
  return {
    ...list,
    q,
    sort,
    uploaded,
    deleting: deleting ? { id: deleting.id, name: deleting.name } : null,
  };
}

/** One refusal the page lists under the upload form: the file's name and why. */
type Refusal = { name: string; message: string };

export async function action({ request, context, url }: Route.ActionArgs) {
  const { db, now } = context.get(servicesContext);
  const { user } = requireSignedIn(context);
  const owner = { userId: user.id };
  const locale = splitLocale(url.pathname).locale;
  const t = getInstance(context).getFixedT(locale, "files");
  const here = `${url.pathname}${listSearch(url.searchParams)}`;

  // A multipart post is an upload (the form without JavaScript): read as it streams, never whole.
  if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    let outcomes;
    try {
      ({ outcomes } = await receiveUploads(context, request, {
        owner,
        maxFiles: fileLimits.maxFilesPerPost,
      }));
    } catch (error) {
      const refusal = refusalOf(error, locale);
      if (!(error instanceof FileRefused) || !refusal) throw error;
      return data(
        { intent: "upload" as const, refused: [{ name: "", message: refusal.message }], reply: undefined },
        { status: refusal.status },
      );
    }
    const refused: Refusal[] = [];
    let status = 200;
    for (const outcome of outcomes) {
      if (!("refused" in outcome)) continue;
      const refusal = refusalOf(outcome.refused, locale);
      refused.push({ name: outcome.name, message: refusal?.message ?? "" });
      status = Math.max(status, refusal?.status ?? 400);
    }
    if (refused.length > 0) return data({ intent: "upload" as const, refused, reply: undefined }, { status });
    const added = outcomes.filter((outcome) => "file" in outcome && !outcome.existing);
    const message =
      added.length === 0
        ? t("upload.existing", { count: outcomes.length, name: outcomes[0]?.name ?? "" })
        : t("upload.uploaded", { count: added.length, name: added[0]?.name ?? "" });
    return redirectWithSuccess(here, message);
  }

  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "");
  if (intent === "rename") {
    const submission = parseWithZod(form, { schema: renameFileSchema });
    if (submission.status !== "success") {
      return data({ intent, refused: undefined, reply: submission.reply() }, { status: 400 });
    }
    try {
      const file = await renameFile(db, { owner, ...submission.value, now: now() });
      return redirectWithSuccess(here, t("renamed", { name: file.name }));
    } catch (error) {
      if (!(error instanceof FileNotFound)) throw error;
      return data(
        { intent, refused: undefined, reply: submission.reply({ fieldErrors: { name: [t("notFound")] } }) },
        { status: 404 },
      );
    }
  }
  if (intent === "delete") {
    const submission = parseWithZod(form, { schema: deleteFileSchema });
    const file = submission.status === "success" ? await findFile(db, owner, submission.value.id) : null;
    if (!file) throw data(null, { status: 404 });
    await deleteFile(context.get(servicesContext), { owner, id: file.id }).catch((error: unknown) => {
      if (!(error instanceof FileNotFound)) throw error;
    });
    return redirectWithSuccess(here, t("deleted", { name: file.name }));
  }
  return data({ intent, refused: [{ name: "", message: t("notFound") }], reply: undefined }, { status: 400 });
}

/** The library's choices to keep in an address (search, order, page); never the delete question. */
function listSearch(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of ["q", "sort", "uploaded", "page"]) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `?${search}` : "";
}

export const handle: MessagesHandle = { messages: ["files"] };

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function FilesRoute({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT("files");
  const locale = useLocale();
  const location = useLocation();
  const revalidator = useRevalidator();
  const preparing = loaderData.files.some((file) => file.status === "processing");
  const here = localizePath("/account/files", locale);
  const search = listSearch(new URLSearchParams(location.search));

  const { usedBytes, quotaBytes } = loaderData.usage;
  const refused = actionData?.intent === "upload" ? actionData.refused : undefined;

  return (
    <>
      <PageSeo title={t("title")} />
      <RefreshWhile waiting={preparing} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t("title")}</h1>
          <p className="mt-2 max-w-2xl text-ink-muted">{t("intro")}</p>
        </div>
        <div className="w-full max-w-xs">
          <p id="files-usage" className="text-sm font-medium">
            {t("usage.label")}
          </p>
          <meter
            aria-labelledby="files-usage"
            aria-describedby="files-usage-text"
            min={0}
            max={quotaBytes}
            low={quotaBytes * 0.8}
            high={quotaBytes * 0.95}
            optimum={0}
            value={usedBytes}
            className="mt-1 h-3 w-full"
          />
          <p id="files-usage-text" className="text-xs text-ink-muted">
            {t("usage.text", {
              used: formatBytes(usedBytes, locale),
              quota: formatBytes(quotaBytes, locale),
            })}
          </p>
        </div>
      </div>

      <section aria-labelledby="files-upload" className="mt-8">
        <h2 id="files-upload" className="mb-3 text-lg font-bold tracking-tight">
          {t("upload.heading")}
        </h2>
        <FileUploader
          action={`${here}${search}`}
          onFinished={({ added, names, existing }) => {
            if (added > 0) notify("success", t("upload.uploaded", { count: added, name: names[0] ?? "" }));
            else if (existing[0]) {
              notify("info", t("upload.existing", { count: existing.length, name: existing[0] }));
            }
            void revalidator.revalidate();
          }}
        />
        {refused ? (
          <div role="alert" className="mt-4 rounded-lg border border-error-600 p-4 text-sm">
            <p className="flex items-center gap-2 font-semibold text-error-700 dark:text-error-300">
              <TriangleAlert aria-hidden="true" className="size-4" />
              {t("upload.someRefused")}
            </p>
            <ul className="mt-2 list-disc space-y-1 ps-6">
              {refused.map((entry, index) => (
                <li key={index}>
                  {entry.name
                    ? t("upload.refused", { name: entry.name, reason: entry.message })
                    : entry.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="files-list" className="mt-10">
        <h2 id="files-list" className="text-lg font-bold tracking-tight">
          {t("list.heading")}
        </h2>
        {loaderData.total === 0 && !loaderData.q && loaderData.uploaded === "any" ? (
          <EmptyLibrary />
        ) : (
          <>
            <ListControls q={loaderData.q} sort={loaderData.sort} uploaded={loaderData.uploaded} />
            <p className="mt-4 text-sm text-ink-muted" aria-live="polite">
              {loaderData.total > 0
                ? t("list.count", { count: loaderData.total })
                : loaderData.q
                  ? t("list.noMatch", { query: loaderData.q })
                  : t("list.noneInPeriod")}
            </p>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {loaderData.files.map((file) => (
                <li key={file.id}>
                  <FileCard
                    file={file}
                    search={search}
                    reply={actionData?.intent === "rename" ? actionData.reply : undefined}
                  />
                </li>
              ))}
            </ul>
            <Pager
              page={loaderData.page}
              pageCount={loaderData.pageCount}
              label={t("list.pagination")}
              drop={["delete"]}
            />
          </>
        )}
      </section>
      {loaderData.deleting ? <DeleteFileQuestion file={loaderData.deleting} search={search} /> : null}
    </>
  );
}
