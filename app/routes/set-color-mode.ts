import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { colorModeFormSchema } from "#core/schemas/preferences.ts";
import { colorModeCookie } from "#server/cookies.ts";
import { readFormData } from "#app/edge/form-data.server.ts";
import type { Route } from "./+types/set-color-mode.ts";

/** Keeps the colour mode chosen in the header and returns to the page it was chosen on. */
export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: colorModeFormSchema });
  if (submission.status !== "success") {
    return data(submission.reply(), { status: 400 });
  }
  const { colorMode, redirectTo } = submission.value;
  throw redirect(redirectTo, {
    headers: { "Set-Cookie": await colorModeCookie.serialize(colorMode) },
  });
}

// A plain GET (a bookmarked or typed address) has nothing to show: go home.
export function loader() {
  throw redirect("/");
}
