import type { Page } from "@playwright/test";
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { waitForDesigner, whenDraftSaved } from "./support/hydration.ts";

/*
 * Text effects in the designer (issue 30), with and without JavaScript, in both languages: a line
 * of text is bent and outlined from the text form, drawn one character at a time along the arc
 * with its outline under the type, kept in the draft, and made plain again with 0 and 0.
 */

const texts = {
  en: {
    text: "Text",
    addText: "Add text",
    layerForm: "Selected layer",
    layer: "Text: ON A CURVE",
    arc: "Arc (positive bends up)",
    outline: "Outline, 0 for none",
    outlineColor: "Outline colour",
    apply: "Apply",
    saved: "All changes saved",
  },
  fr: {
    text: "Texte",
    addText: "Ajouter le texte",
    layerForm: "Calque sélectionné",
    layer: "Texte\u202f: ON A CURVE",
    arc: "Arc (positif\u202f: vers le haut)",
    outline: "Contour, 0 pour aucun",
    outlineColor: "Couleur du contour",
    apply: "Appliquer",
    saved: "Modifications enregistrées",
  },
} satisfies Record<Locale, unknown>;

const drawnCharacters = (page: Page) => page.locator("[data-design-layers] g[text-anchor='middle'] > text");
/** The copy of the type the outline is stroked from. */
const outlineCopy = (page: Page) => page.locator("[data-design-layers] [stroke-linejoin='round']");

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];

  test(`text is bent and outlined from its form, kept in the draft, and made plain with 0 (${locale})`, async ({
    page,
  }, testInfo) => {
    await page.goto(localized("/design?product=st75v2&color=white&mode=form", locale));
    await waitForDesigner(page, testInfo.project.name === "js-on");
    await page.getByLabel(t.text, { exact: true }).fill("ON A CURVE");
    await page.getByRole("button", { name: t.addText, exact: true }).click();
    const form = page.getByRole("form", { name: t.layerForm });
    await form.getByLabel(t.arc, { exact: false }).fill("120");
    await form.getByLabel(t.outline).fill("1.5");
    await form.getByLabel(t.outlineColor, { exact: true }).fill("#1e3a8a");
    await form.getByRole("button", { name: t.apply, exact: true }).click();
    // Eight characters drawn one by one (the spaces take their place but draw nothing), the
    // first turned one way and the last the other; twice, as the outline's copy lies under them.
    await expect(drawnCharacters(page)).toHaveCount(16);
    await expect(drawnCharacters(page).first()).toHaveAttribute("transform", /rotate\(-/);
    await expect(drawnCharacters(page).last()).toHaveAttribute("transform", /rotate\([1-9]/);
    await expect(outlineCopy(page)).toHaveAttribute("stroke", "#1e3a8a");
    await expect(outlineCopy(page)).toHaveAttribute("stroke-width", "3");
    await whenDraftSaved(page, testInfo.project.name === "js-on", t.saved);

    const draft = new URL(page.url()).searchParams.get("draft");
    await page.goto(localized(`/design?draft=${draft}&mode=form`, locale));
    await waitForDesigner(page, testInfo.project.name === "js-on");
    await page.getByRole("link", { name: t.layer }).click();
    const again = page.getByRole("form", { name: t.layerForm });
    await expect(again.getByLabel(t.arc, { exact: false })).toHaveValue("120");
    await expect(again.getByLabel(t.outline)).toHaveValue("1.5");
    await expect(again.getByLabel(t.outlineColor, { exact: true })).toHaveValue("#1e3a8a");
    await again.getByLabel(t.arc, { exact: false }).fill("0");
    await again.getByLabel(t.outline).fill("0");
    await again.getByRole("button", { name: t.apply, exact: true }).click();
    await expect(drawnCharacters(page)).toHaveCount(0);
    await expect(outlineCopy(page)).toHaveCount(0);
    await expect(page.locator("[data-design-layers] text tspan")).toHaveText(["ON A CURVE"]);
  });
}
