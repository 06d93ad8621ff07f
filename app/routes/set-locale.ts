import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { localeFormSchema } from "#core/schemas/preferences.ts";
import { localeCookie } from "#server/cookies.ts";
import { localizePath } from "#core/locales.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import { rememberPreference } from "#app/edge/preferences.server.ts";
import type { Route } from "./+types/set-locale.ts";

/** Remembers the chosen language and shows the same page in it. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: localeFormSchema });
  if (submission.status !== "success") {
    return data(submission.reply(), { status: 400 });
  }
  const { locale, path } = submission.value;
  await rememberPreference(context, { locale });
  throw redirect(localizePath(path, locale), {
    headers: { "Set-Cookie": await localeCookie.serialize(locale) },
  });
}

export function loader() {
  throw redirect("/");
}
