import type { Page, TestInfo } from "@playwright/test";
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { waitForDesigner, whenDraftSaved } from "./support/hydration.ts";

/*
 * Shapes in the designer (issue 30), with and without JavaScript, in both languages: a star added
 * from the shape buttons, given seven points and an outline, kept in the draft; an outline too
 * thin to print is a print-check error; a line cannot lose its outline.
 */

const texts = {
  en: {
    addStar: "Add a star",
    addLine: "Add a line",
    star: "Shape: Star",
    line: "Shape: Line",
    layerForm: "Selected layer",
    points: "Points",
    noStroke: "No outline",
    strokeWidth: "Outline width",
    apply: "Apply",
    saved: "All changes saved",
    tooThin: "an outline of 0.2 mm is too thin to print. Use at least 0.5 mm.",
    invisible: "Give the shape a fill or an outline, or it will not print.",
  },
  fr: {
    addStar: "Ajouter une étoile",
    addLine: "Ajouter une ligne",
    star: "Forme : Étoile".replace(" :", "\u202f:"),
    line: "Forme : Ligne".replace(" :", "\u202f:"),
    layerForm: "Calque sélectionné",
    points: "Branches",
    noStroke: "Sans contour",
    strokeWidth: "Épaisseur du contour",
    apply: "Appliquer",
    saved: "Modifications enregistrées",
    tooThin: "un contour de 0,2 mm est trop fin pour être imprimé. Utilisez au moins 0,5 mm.",
    invisible: "Donnez à la forme un remplissage ou un contour\u202f: sinon, rien ne sera imprimé.",
  },
} satisfies Record<Locale, unknown>;

async function openDesigner(page: Page, testInfo: TestInfo, locale: Locale) {
  await page.goto(localized("/design?product=st75v2&color=white&mode=form", locale));
  await waitForDesigner(page, testInfo.project.name === "js-on");
}

function layerForm(page: Page, locale: Locale) {
  return page.getByRole("form", { name: texts[locale].layerForm });
}

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];
  test.describe(`shapes in the designer (${locale})`, () => {
    // Without scripts, the refused form is answered 400, which the browser reports in its console.
    test.use({ expectedConsoleErrors: [/status of 400/] });

    test("a star is added, given seven points and an outline, and kept in the draft", async ({
      page,
    }, testInfo) => {
      await openDesigner(page, testInfo, locale);
      await page.getByRole("button", { name: t.addStar }).click();
      await expect(page.getByRole("link", { name: t.star })).toBeVisible();
      await expect(page.locator("[data-design-layers] path")).toHaveCount(1);

      const form = layerForm(page, locale);
      await form.getByLabel(t.points).fill("7");
      await form.getByLabel(t.noStroke).uncheck();
      await form.getByLabel(t.strokeWidth, { exact: false }).fill("2");
      await form.getByRole("button", { name: t.apply }).click();
      const drawn = page.locator("[data-design-layers] path");
      await expect(drawn).toHaveAttribute("stroke-width", "2");
      // Seven points: fourteen corners.
      expect((await drawn.getAttribute("d"))?.split("L")).toHaveLength(14);
      await whenDraftSaved(page, testInfo.project.name === "js-on", t.saved);

      const draft = new URL(page.url()).searchParams.get("draft");
      await page.goto(localized(`/design?draft=${draft}&mode=form`, locale));
      await waitForDesigner(page, testInfo.project.name === "js-on");
      await page.getByRole("link", { name: t.star }).click();
      await expect(layerForm(page, locale).getByLabel(t.points)).toHaveValue("7");
    });

    test("an outline too thin to print is an error of the print check; a line keeps its outline", async ({
      page,
    }, testInfo) => {
      await openDesigner(page, testInfo, locale);
      await page.getByRole("button", { name: t.addLine }).click();
      await expect(page.getByRole("link", { name: t.line })).toBeVisible();
      const form = layerForm(page, locale);
      await form.getByLabel(t.strokeWidth, { exact: false }).fill("0.2");
      await form.getByRole("button", { name: t.apply }).click();
      await expect(page.locator('[data-issue="strokeTooThin"]')).toContainText(t.tooThin);

      await form.getByLabel(t.noStroke).check();
      await form.getByRole("button", { name: t.apply }).click();
      await expect(layerForm(page, locale).getByText(t.invisible)).toBeVisible();
      await expect(page.locator("[data-design-layers] line")).toHaveAttribute("stroke-width", "0.2");
    });
  });
}
