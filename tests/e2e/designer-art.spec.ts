import type { Page, TestInfo } from "@playwright/test";
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { waitForDesigner, whenDraftSaved } from "./support/hydration.ts";

/*
 * Clip art in the designer (issue 30), with and without JavaScript, in both languages: a piece
 * found by searching (in the page's language, whatever the case and accents), added to the area,
 * recoloured, and kept in the draft with its colour; another found by browsing a category keeps
 * its own colours, is flipped, and the flip undone and redone.
 */

const texts = {
  en: {
    search: "Search clip art",
    find: "Search",
    query: "OWLS",
    found: "1 piece",
    addOwl: "Add “Owl”",
    owl: "Clip art: Owl",
    category: "Category",
    space: "Space & science",
    show: "Show",
    addRocket: "Add “Rocket”",
    rocket: "Clip art: Rocket",
    flip: "Flip horizontally",
    undo: "Undo",
    redo: "Redo",
    layerForm: "Selected layer",
    ownColors: "Keep its own colours",
    color: "Colour",
    apply: "Apply",
    saved: "All changes saved",
  },
  fr: {
    search: "Rechercher un motif",
    find: "Rechercher",
    query: "Chouette",
    found: "1 motif",
    addOwl: "Ajouter «\u202fHibou\u202f»",
    owl: "Motif\u202f: Hibou",
    category: "Catégorie",
    space: "Espace et sciences",
    show: "Afficher",
    addRocket: "Ajouter «\u202fFusée\u202f»",
    rocket: "Motif\u202f: Fusée",
    flip: "Retourner horizontalement",
    undo: "Annuler",
    redo: "Rétablir",
    layerForm: "Calque sélectionné",
    ownColors: "Garder ses couleurs",
    color: "Couleur",
    apply: "Appliquer",
    saved: "Modifications enregistrées",
  },
} satisfies Record<Locale, unknown>;

const scripted = (testInfo: TestInfo) => testInfo.project.name === "js-on";

async function openDesigner(page: Page, testInfo: TestInfo, locale: Locale, search = "") {
  await page.goto(localized(`/design?product=st75v2&color=white&mode=form${search}`, locale));
  await waitForDesigner(page, scripted(testInfo));
}

const drawnArt = (page: Page) => page.locator("[data-design-layers] image");

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];
  test.describe(`clip art in the designer (${locale})`, () => {
    test("a piece is found by a search, added, recoloured, and kept in the draft with its colour", async ({
      page,
    }, testInfo) => {
      await openDesigner(page, testInfo, locale);
      await page.getByLabel(t.search).fill(t.query);
      // With scripts the list follows the typing; without, the search is a GET of the page.
      if (!scripted(testInfo)) await page.getByRole("button", { name: t.find, exact: true }).click();
      await expect(page.getByText(t.found, { exact: true })).toBeVisible();
      await page.getByRole("button", { name: t.addOwl }).click();
      await expect(page.getByRole("link", { name: t.owl })).toBeVisible();
      await expect(drawnArt(page)).toHaveAttribute("href", "/art/owl.svg");
      // The list still shows what was searched for, with and without scripts.
      await expect(page.getByLabel(t.search)).toHaveValue(t.query);
      await expect(page.getByText(t.found, { exact: true })).toBeVisible();

      const form = page.getByRole("form", { name: t.layerForm });
      await form.getByLabel(t.ownColors).uncheck();
      await form.getByLabel(t.color, { exact: true }).fill("#1d4ed8");
      await form.getByRole("button", { name: t.apply, exact: true }).click();
      await expect(drawnArt(page)).toHaveAttribute("href", "/art/owl.svg?color=1d4ed8");
      // What the canvas shows is the shop's own drawing of the piece, in that one colour.
      const drawing = await page.request.get("/art/owl.svg?color=1d4ed8");
      expect(drawing.headers()["content-type"]).toContain("image/svg+xml");
      expect(await drawing.text()).not.toMatch(/fill="#(?!1d4ed8)/);
      await whenDraftSaved(page, scripted(testInfo), t.saved);

      const draft = new URL(page.url()).searchParams.get("draft");
      await page.goto(localized(`/design?draft=${draft}&mode=form`, locale));
      await waitForDesigner(page, scripted(testInfo));
      await expect(drawnArt(page)).toHaveAttribute("href", "/art/owl.svg?color=1d4ed8");
      await page.getByRole("link", { name: t.owl }).click();
      const reopened = page.getByRole("form", { name: t.layerForm });
      await expect(reopened.getByLabel(t.color, { exact: true })).toHaveValue("#1d4ed8");
      await expect(reopened.getByLabel(t.ownColors)).not.toBeChecked();
    });

    test("a piece found by browsing a category keeps its own colours, flips, and the flip is undone and redone", async ({
      page,
    }, testInfo) => {
      await openDesigner(page, testInfo, locale);
      await page.getByLabel(t.category).selectOption({ label: t.space });
      if (!scripted(testInfo)) await page.getByRole("button", { name: t.show, exact: true }).click();
      await page.getByRole("button", { name: t.addRocket }).click();
      await expect(page.getByRole("link", { name: t.rocket })).toBeVisible();
      await expect(drawnArt(page)).toHaveAttribute("href", "/art/rocket.svg");
      await expect(page.getByRole("form", { name: t.layerForm }).getByLabel(t.ownColors)).toBeChecked();
      const placed = page.locator("[data-design-layers] > g");
      await page.getByRole("button", { name: t.flip, exact: true }).click();
      await expect(placed).toHaveAttribute("transform", /scale\(-1 1\)/);
      await whenDraftSaved(page, scripted(testInfo), t.saved);
      await page.getByRole("button", { name: t.undo, exact: true }).click();
      await expect(placed).not.toHaveAttribute("transform", /scale/);
      await page.getByRole("button", { name: t.redo, exact: true }).click();
      await expect(placed).toHaveAttribute("transform", /scale\(-1 1\)/);
      await expect(drawnArt(page)).toHaveAttribute("href", "/art/rocket.svg");
    });
  });
}
