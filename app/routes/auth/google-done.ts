import { POPUP_FLAG } from "#app/components/google-popup.ts";
import { cspNonceContext } from "#server/context.ts";
import { getInstance } from "#app/middleware/i18next.ts";
import { sitePathSchema } from "#core/schemas/preferences.ts";
import { splitLocale } from "#core/locales.ts";
import type { Route } from "./+types/google-done.ts";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The Google popup's last page (spec §4 "Popup login"): it removes the flag from local storage,
 * which tells the opener to fetch the session again, and closes. Should the window stay open
 * (scripts off, or a browser that refuses), a link continues in it.
 */
export function loader({ context, url }: Route.LoaderArgs) {
  const returnTo = sitePathSchema.catch("/").parse(url.searchParams.get("returnTo") ?? "/");
  const locale = splitLocale(returnTo).locale;
  const t = getInstance(context).getFixedT(locale, "auth");
  const nonce = context.get(cspNonceContext);
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t("google.doneTitle"))}</title></head>
<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh">
<p><a href="${escapeHtml(returnTo)}">${escapeHtml(t("google.doneContinue"))}</a></p>
<script nonce="${escapeHtml(nonce)}">
if (localStorage.getItem(${JSON.stringify(POPUP_FLAG)}) !== null) localStorage.removeItem(${JSON.stringify(POPUP_FLAG)});
window.close();
</script>
</body></html>`;
  return new Response(html, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
