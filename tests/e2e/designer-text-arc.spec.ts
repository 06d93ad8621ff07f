import type { Page, TestInfo } from "@playwright/test";
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { waitForDesigner } from "./support/hydration.ts";

/*
 * Text on an arc in the designer (issue 30), with and without JavaScript, in both languages: a
 * line of text is bent from the text form, drawn one character at a time along the arc, kept in
 * the draft, and straightened again with 0.
 */

const texts = {
  en: {
    text: "Text",
    addText: "Add text",
    layerForm: "Selected layer",
    layer: "Text: ON A CURVE",
    arc: "Arc (positive bends up)",
    apply: "Apply",
    saved: "All changes saved",
  },
  fr: {
    text: "Texte",
    addText: "Ajouter le texte",
    layerForm: "Calque sélectionné",
    layer: "Texte\u202f: ON A CURVE",
    arc: "Arc (positif\u202f: vers le haut)",
    apply: "Appliquer",
    saved: "Modifications enregistrées",
  },
} satisfies Record<Locale, unknown>;

const drawnCharacters = (page: Page) => page.locator("[data-design-layers] g[text-anchor='middle'] > text");

async function whenSaved(page: Page, testInfo: TestInfo, locale: Locale) {
  if (testInfo.project.name === "js-on") {
    await expect(page.getByTestId("save-state")).toHaveText(texts[locale].saved, { timeout: 10_000 });
  }
  await expect(page).toHaveURL(/draft=/, { timeout: 10_000 });
}

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];

  test(`text is bent from its form, kept in the draft, and straightened with 0 (${locale})`, async ({
    page,
  }, testInfo) => {
    await page.goto(localized("/design?product=st75v2&color=white&mode=form", locale));
    await waitForDesigner(page, testInfo.project.name === "js-on");
    await page.getByLabel(t.text, { exact: true }).fill("ON A CURVE");
    await page.getByRole("button", { name: t.addText, exact: true }).click();
    const form = page.getByRole("form", { name: t.layerForm });
    await form.getByLabel(t.arc, { exact: false }).fill("120");
    await form.getByRole("button", { name: t.apply, exact: true }).click();
    // Eight characters drawn one by one (the spaces take their place but draw nothing), the
    // first turned one way and the last the other.
    await expect(drawnCharacters(page)).toHaveCount(8);
    await expect(drawnCharacters(page).first()).toHaveAttribute("transform", /rotate\(-/);
    await expect(drawnCharacters(page).last()).toHaveAttribute("transform", /rotate\([1-9]/);
    await whenSaved(page, testInfo, locale);

    const draft = new URL(page.url()).searchParams.get("draft");
    await page.goto(localized(`/design?draft=${draft}&mode=form`, locale));
    await waitForDesigner(page, testInfo.project.name === "js-on");
    await page.getByRole("link", { name: t.layer }).click();
    const again = page.getByRole("form", { name: t.layerForm });
    await expect(again.getByLabel(t.arc, { exact: false })).toHaveValue("120");
    await again.getByLabel(t.arc, { exact: false }).fill("0");
    await again.getByRole("button", { name: t.apply, exact: true }).click();
    await expect(drawnCharacters(page)).toHaveCount(0);
    await expect(page.locator("[data-design-layers] text tspan")).toHaveText(["ON A CURVE"]);
  });
}
