import type { Page, TestInfo } from "@playwright/test";
import sharp from "sharp";
import { textLayer } from "#tests/support/design-layers.ts";
import { pngImage } from "../support/images.ts";
import { expect, localized, test, type Locale } from "./fixtures.ts";
import { expectToast } from "./support/auth-ui.ts";
import { waitForDesigner } from "./support/hydration.ts";

const texts = {
  en: {
    startDesigning: "Start designing",
    heading: "Design: Unisex Classic Cotton T-Shirt",
    uploadInput: "Images to upload",
    upload: "Upload",
    addTextField: "Text",
    font: "Font",
    addText: "Add text",
    apply: "Apply",
    back: "Back",
    navy: "Navy",
    saved: "All changes saved",
    x: "Centre from the left",
    y: "Centre from the top",
    width: "Width",
    rotation: "Rotation",
    fill: "Fill the area",
    blocked: /prints at 37 DPI, too blurry to print/,
    outside: /goes past the edge of the print area/,
    check: "Check and preview",
    chooseProduct: "Choose a product to design first.",
    previewAlt: "Front, White",
    resume: "Resume my draft",
    restore: "Restore them",
    printPixels: "PNG, 3,603 × 4,796 px, 300 DPI",
  },
  fr: {
    startDesigning: "Personnaliser ce produit",
    heading: "Personnalisation\u202f: T-shirt unisexe classique en coton",
    uploadInput: "Images à importer",
    upload: "Importer",
    addTextField: "Texte",
    font: "Police",
    addText: "Ajouter le texte",
    apply: "Appliquer",
    back: "Dos",
    navy: "Bleu marine",
    saved: "Modifications enregistrées",
    x: "Centre depuis la gauche",
    y: "Centre depuis le haut",
    width: "Largeur",
    rotation: "Rotation",
    fill: "Remplir la zone",
    blocked: /s’imprime à 37 DPI, trop flou pour être imprimé/,
    outside: /dépasse le bord de la zone d’impression/,
    check: "Vérifier et prévisualiser",
    chooseProduct: "Choisissez d’abord un produit à personnaliser.",
    previewAlt: "Devant, Blanc",
    resume: "Reprendre mon brouillon",
    restore: "Les restaurer",
    printPixels: "PNG, 3\u202f603 × 4\u202f796 px, 300 DPI",
  },
} satisfies Record<Locale, unknown>;

type Document = {
  color: string;
  areas: Record<string, Record<string, unknown>[]>;
};

/** Opens the designer at `path` and waits until it answers. */
async function openDesigner(page: Page, testInfo: TestInfo, path: string) {
  await page.goto(path);
  await waitForDesigner(page, testInfo.project.name === "js-on");
}

/** The draft as the server keeps it, with its layer and file ids taken out (they are random). */
async function savedDocument(page: Page): Promise<Document> {
  // The first save replaces the address once the page's data for the draft has come back,
  // a moment after "Saved" shows.
  await expect(page, "the page shows a saved draft").toHaveURL(/[?&]draft=/);
  const id = new URL(page.url()).searchParams.get("draft");
  const response = await page.request.post("/api/design", { data: { id } });
  const { data } = (await response.json()) as { data: { design: { document: Document } } };
  const document = data.design.document;
  for (const layers of Object.values(document.areas)) {
    for (const layer of layers) {
      delete layer.id;
      if ("fileId" in layer) layer.fileId = "file";
    }
  }
  return document;
}

/** Sets a field of the selected layer's form and sends it (with scripts it applies as typed). */
async function setLayerFields(page: Page, fields: [label: string, value: string][], apply: string) {
  const form = page.getByRole("form", { name: /Selected layer|Calque sélectionné/ });
  for (const [label, value] of fields) await form.getByLabel(label, { exact: false }).fill(value);
  await form.getByRole("button", { name: apply }).click();
}

/** A tee's front with 30 text layers (`l0`, the bottom one, to `l29`), the most an area holds. */
async function saveLongDraft(page: Page, locale: Locale): Promise<string> {
  const layers = Array.from({ length: 30 }, (_, index) =>
    textLayer({
      id: `l${index}`,
      text: `Layer ${index}`,
      sizePt: 24,
      x: 60 + (index % 5) * 45,
      y: 60 + Math.floor(index / 5) * 50,
    }),
  );
  const response = await page.request.post("/api/designs/save", {
    data: {
      document: { version: 1, product: "st75v2", color: "white", size: null, areas: { front: layers } },
    },
    headers: { "Accept-Language": locale },
  });
  const body = (await response.json()) as { code: number; msg: string; data: { design: { id: string } } };
  expect(body.code, body.msg).toBe(1);
  return body.data.design.id;
}

async function whenSaved(page: Page, testInfo: TestInfo, saved: string) {
  if (testInfo.project.name !== "js-on") return;
  await expect(page.getByTestId("save-state")).toHaveText(saved, { timeout: 10_000 });
}

for (const locale of ["en", "fr"] as const) {
  const t = texts[locale];

  test.describe(`the designer (${locale})`, () => {
    test("from a t-shirt page: upload, place, scale, rotate, two fonts, the back, a colour, and the draft comes back on reload", async ({
      page,
    }, testInfo) => {
      await page.goto(localized("/products/st75v2", locale));
      await page.getByRole("link", { name: t.startDesigning }).click();
      await expect(page.getByRole("heading", { level: 1, name: t.heading })).toBeVisible();
      await waitForDesigner(page, testInfo.project.name === "js-on");

      // A 2400 px square image: placed at its size for 300 DPI (203.2 mm), within the safe zone.
      await page.getByLabel(t.uploadInput).setInputFiles({
        name: "logo.png",
        mimeType: "image/png",
        buffer: await pngImage(2400, 2400, { alpha: true }),
      });
      if (testInfo.project.name === "js-off")
        await page.getByRole("button", { name: t.upload, exact: true }).click();
      await expect(page).toHaveURL(/draft=/, { timeout: 15_000 });
      const layerForm = page.getByRole("form", { name: /Selected layer|Calque sélectionné/ });
      await expect(layerForm.getByLabel(t.width, { exact: false })).toHaveValue("203.2");

      await setLayerFields(
        page,
        [
          [t.y, "180"],
          [t.width, "200"],
          [t.rotation, "10"],
        ],
        t.apply,
      );
      await whenSaved(page, testInfo, t.saved);

      for (const [text, font, y] of [
        ["Hello", "Lora", "340"],
        ["World", "Pacifico", "380"],
      ] as const) {
        const add = page.getByRole("form", {
          name: new RegExp(locale === "en" ? "Add text" : "Ajouter du texte"),
        });
        await add.getByLabel(t.addTextField, { exact: true }).fill(text);
        await add.getByLabel(t.font).selectOption({ label: font });
        await add.getByRole("button", { name: t.addText }).click();
        await expect(layerForm.getByLabel(t.y, { exact: false })).toHaveValue("203");
        await setLayerFields(page, [[t.y, y]], t.apply);
        await expect(layerForm.getByLabel(t.y, { exact: false })).toHaveValue(y);
      }

      await page
        .getByRole("navigation", { name: /Print areas|Zones d’impression/ })
        .getByRole("link", { name: t.back })
        .click();
      const add = page.getByRole("form", {
        name: new RegExp(locale === "en" ? "Add text" : "Ajouter du texte"),
      });
      await add.getByLabel(t.addTextField, { exact: true }).fill("Back text");
      await add.getByRole("button", { name: t.addText }).click();
      await expect(layerForm.getByLabel(t.y, { exact: false })).toHaveValue("203");
      await page.getByRole("button", { name: t.navy, exact: true }).click();
      await expect(page.getByRole("button", { name: t.navy, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await whenSaved(page, testInfo, t.saved);

      const expected = {
        version: 1,
        product: "st75v2",
        color: "navy",
        size: null,
        areas: {
          front: [
            {
              type: "image",
              fileId: "file",
              x: 152.5,
              y: 180,
              width: 200,
              height: 200,
              rotation: 10,
              flipX: false,
              flipY: false,
              hidden: false,
              locked: false,
            },
            {
              type: "text",
              text: "Hello",
              font: "lora",
              sizePt: 38,
              color: "#111827",
              weight: 700,
              align: "center",
              letterSpacing: 0,
              x: 152.5,
              y: 340,
              rotation: 0,
              hidden: false,
              locked: false,
            },
            {
              type: "text",
              text: "World",
              font: "pacifico",
              sizePt: 38,
              color: "#111827",
              weight: 400,
              align: "center",
              letterSpacing: 0,
              x: 152.5,
              y: 380,
              rotation: 0,
              hidden: false,
              locked: false,
            },
          ],
          back: [
            {
              type: "text",
              text: "Back text",
              font: "inter",
              sizePt: 38,
              color: "#111827",
              weight: 700,
              align: "center",
              letterSpacing: 0,
              x: 152.5,
              y: 203,
              rotation: 0,
              hidden: false,
              locked: false,
            },
          ],
        },
      };
      // With and without scripts, the same steps make the same document.
      expect(await savedDocument(page)).toEqual(expected);
      await page.reload();
      await expect(page.getByRole("button", { name: t.navy, exact: true })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      expect(await savedDocument(page)).toEqual(expected);
      // The design drawn on the page is the saved one: on the front, the image and two texts in their fonts.
      const id = new URL(page.url()).searchParams.get("draft");
      await openDesigner(page, testInfo, localized(`/design?draft=${id}&area=front`, locale));
      const drawn = page.locator("[data-design-layers] > [data-layer]");
      await expect(drawn).toHaveCount(3);
      await expect(page.locator('[data-design-layers] text[font-family="Pacifico"]')).toHaveText("World");
      await expect(page.locator('[data-design-layers] text[font-family="Lora"]')).toHaveText("Hello");
    });

    test("a 600 px image stretched over the front is too blurry to order; text past the edge is flagged", async ({
      page,
    }, testInfo) => {
      await openDesigner(page, testInfo, localized("/design?product=st75v2&color=white", locale));
      await page.getByLabel(t.uploadInput).setInputFiles({
        name: "small.png",
        mimeType: "image/png",
        buffer: await pngImage(600, 600),
      });
      if (testInfo.project.name === "js-off")
        await page.getByRole("button", { name: t.upload, exact: true }).click();
      await expect(page).toHaveURL(/draft=/, { timeout: 15_000 });
      await page.getByRole("button", { name: t.fill }).click();
      // 600 px over 406 mm: 37 DPI.
      await expect(page.getByTestId("design-issues").getByText(t.blocked)).toBeVisible();
      await expect(page.getByRole("button", { name: t.check })).toBeDisabled();

      const add = page.getByRole("form", {
        name: new RegExp(locale === "en" ? "Add text" : "Ajouter du texte"),
      });
      await add.getByLabel(t.addTextField, { exact: true }).fill("Edge");
      await add.getByRole("button", { name: t.addText }).click();
      await setLayerFields(page, [[t.x, "2"]], t.apply);
      await expect(
        page
          .getByTestId("design-issues")
          .locator("li")
          .filter({ hasText: /[“«]\s?Edge\s?[”»]/ })
          .getByText(t.outside),
      ).toBeVisible();
    });

    test("keyboard only: add a text layer, move it 10 mm right, rotate it, undo, redo", async ({
      page,
    }, testInfo) => {
      test.skip(
        testInfo.project.name === "js-off",
        "the canvas's keys need scripts; forms do the same without",
      );
      await openDesigner(page, testInfo, localized("/design?product=st75v2&color=white", locale));
      const add = page.getByRole("form", {
        name: new RegExp(locale === "en" ? "Add text" : "Ajouter du texte"),
      });
      await add.getByLabel(t.addTextField, { exact: true }).focus();
      await page.keyboard.type("Keys");
      await page.keyboard.press("Enter");
      const layerForm = page.getByRole("form", { name: /Selected layer|Calque sélectionné/ });
      const x = layerForm.getByLabel(t.x, { exact: false });
      const rotation = layerForm.getByLabel(t.rotation, { exact: false });
      await expect(x).toHaveValue("152.5");

      // From the text field, Tab reaches the canvas; Tab on the canvas selects the top layer.
      const canvas = page.locator("[data-testid=design-canvas] svg[tabindex='0']");
      while (!(await canvas.evaluate((element) => element === document.activeElement)))
        await page.keyboard.press("Tab");
      await page.keyboard.press("Shift+ArrowRight");
      await expect(x).toHaveValue("162.5");
      await page.keyboard.press("]");
      await expect(rotation).toHaveValue("15");
      await expect(page.getByTestId("canvas-announcement")).toContainText("15");
      await page.keyboard.press("Control+z");
      await expect(rotation).toHaveValue("0");
      await expect(x).toHaveValue("162.5");
      await page.keyboard.press("Control+Shift+z");
      await expect(rotation).toHaveValue("15");
      await whenSaved(page, testInfo, t.saved);
      const saved = await savedDocument(page);
      expect(saved.areas.front).toEqual([expect.objectContaining({ text: "Keys", x: 162.5, rotation: 15 })]);
    });

    test("with a pointer: drag a layer, pull a corner to resize it, turn it by its handle", async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name === "js-off", "dragging needs scripts; forms do the same without");
      await openDesigner(page, testInfo, localized("/design?product=st75v2&color=white", locale));
      await page.getByLabel(t.uploadInput).setInputFiles({
        name: "square.png",
        mimeType: "image/png",
        buffer: await pngImage(2400, 2400, { alpha: true }),
      });
      const layerForm = page.getByRole("form", { name: /Selected layer|Calque sélectionné/ });
      const width = layerForm.getByLabel(t.width, { exact: false });
      await expect(width).toHaveValue("203.2", { timeout: 15_000 });
      await layerForm.getByLabel(t.width, { exact: false }).fill("100");
      await layerForm.getByRole("button", { name: t.apply }).click();
      await expect(width).toHaveValue("100");

      const layer = page.locator("[data-design-layers] > [data-layer]");
      const before = (await layer.boundingBox())!;
      await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
      await page.mouse.down();
      await page.mouse.move(before.x + before.width / 2 + 60, before.y + before.height / 2, { steps: 5 });
      await page.mouse.up();
      // The fields follow the drop a moment after the canvas shows it (a transition).
      const xField = layerForm.getByLabel(t.x, { exact: false });
      await expect.poll(async () => Number(await xField.inputValue())).toBeGreaterThan(160);

      const corner = (await page.locator("[data-handle=se]").boundingBox())!;
      await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
      await page.mouse.down();
      await page.mouse.move(corner.x + 40, corner.y + 40, { steps: 5 });
      await page.mouse.up();
      await expect.poll(async () => Number(await width.inputValue())).toBeGreaterThan(110);
      const resized = Number(await width.inputValue());
      // The proportions stay locked.
      await expect(layerForm.getByLabel(/Height|Hauteur/)).toHaveValue(String(resized));

      const handle = (await page.locator("[data-handle=rotate]").boundingBox())!;
      const centre = (await layer.boundingBox())!;
      await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
      await page.mouse.down();
      // To the right of the centre: a quarter turn clockwise.
      await page.mouse.move(centre.x + centre.width / 2 + 150, centre.y + centre.height / 2, { steps: 8 });
      await page.mouse.up();
      await expect(layerForm.getByLabel(t.rotation, { exact: false })).toHaveValue("90");
    });

    test("check and preview: the server renders the proof and the print file, served to the designer", async ({
      page,
    }, testInfo) => {
      await openDesigner(page, testInfo, localized("/design?product=st75v2&color=white", locale));
      const add = page.getByRole("form", {
        name: new RegExp(locale === "en" ? "Add text" : "Ajouter du texte"),
      });
      await add.getByLabel(t.addTextField, { exact: true }).fill("Proof");
      await add.getByRole("button", { name: t.addText }).click();
      await expect(page).toHaveURL(/draft=/, { timeout: 10_000 });
      await whenSaved(page, testInfo, t.saved);
      await page.getByRole("button", { name: t.check }).click();
      await expect(page).toHaveURL(/proof=1/);
      // Rendered by the job: the page asks again (or refreshes itself without scripts) until then.
      await expect(page.getByRole("img", { name: t.previewAlt })).toBeVisible({ timeout: 20_000 });
      const printFile = page.locator('[data-print-file="front"]');
      await expect(printFile).toContainText(t.printPixels, { timeout: 20_000 });
      const href = await printFile.getByRole("link").getAttribute("href");
      const download = await page.request.get(href!);
      expect(download.status()).toBe(200);
      expect(download.headers()["content-type"]).toBe("image/png");
      const metadata = await sharp(await download.body()).metadata();
      expect(metadata).toMatchObject({ width: 3603, height: 4796, density: 300, hasAlpha: true });
      // Nobody else gets it.
      const stranger = await page.context().browser()!.newContext();
      expect((await stranger.request.get(new URL(href!, page.url()).href)).status()).toBe(404);
      await stranger.close();
    });

    test("on a wide screen, the canvas stays in view while a layer of a long list is edited", async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      const draft = await saveLongDraft(page, locale);
      await openDesigner(page, testInfo, localized(`/design?draft=${draft}&layer=l0`, locale));
      const form = page.getByRole("form", { name: /Selected layer|Calque sélectionné/ });
      await form.getByLabel(t.addTextField, { exact: true }).fill("In view");
      if (testInfo.project.name === "js-off") await form.getByRole("button", { name: t.apply }).click();
      await expect(page.locator("[data-design-layers] [data-layer=l0] text")).toHaveText("In view");
      // The list of layers scrolls on its own: the field and the canvas it changes share the screen.
      await expect(page.getByRole("form", { name: /Selected layer|Calque sélectionné/ })).toBeInViewport();
      await expect(page.getByTestId("design-canvas").locator("svg").first()).toBeInViewport({ ratio: 0.5 });
    });

    test("reopening a product offers the draft started on it", async ({ page }, testInfo) => {
      await openDesigner(page, testInfo, localized("/design?product=st75v2&color=white", locale));
      const add = page.getByRole("form", {
        name: new RegExp(locale === "en" ? "Add text" : "Ajouter du texte"),
      });
      await add.getByLabel(t.addTextField, { exact: true }).fill("Again");
      await add.getByRole("button", { name: t.addText }).click();
      await expect(page).toHaveURL(/draft=/, { timeout: 10_000 });
      await whenSaved(page, testInfo, t.saved);
      const draft = new URL(page.url()).searchParams.get("draft");

      await page.goto(localized("/products/st75v2", locale));
      await page.getByRole("link", { name: t.startDesigning }).click();
      await page.getByRole("link", { name: t.resume }).click();
      await expect(page).toHaveURL(new RegExp(`draft=${draft}`));
      await expect(page.locator("[data-design-layers] text")).toHaveText("Again");
    });

    test.describe("offline", () => {
      test.use({ expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] });

      test("changes made offline are kept on the device, saved when back online, and recovered in a new tab", async ({
        page,
        context,
      }, testInfo) => {
        test.skip(
          testInfo.project.name === "js-off",
          "saving as you go needs scripts; each form post saves without",
        );
        await openDesigner(page, testInfo, localized("/design?product=st75v2&color=white", locale));
        const add = page.getByRole("form", {
          name: new RegExp(locale === "en" ? "Add text" : "Ajouter du texte"),
        });
        await add.getByLabel(t.addTextField, { exact: true }).fill("Online");
        await add.getByRole("button", { name: t.addText }).click();
        // The first save gives the draft its address; "saved" shows a moment before the page takes it.
        await expect(page).toHaveURL(/draft=/, { timeout: 10_000 });
        await whenSaved(page, testInfo, t.saved);
        const address = page.url();

        await context.setOffline(true);
        await setLayerFields(page, [[t.y, "250"]], t.apply);
        await expect(page.getByTestId("save-state")).toHaveAttribute("data-state", "offline", {
          timeout: 10_000,
        });
        // The tab is closed before the connection comes back: the work is in this browser only.
        await page.close();
        await context.setOffline(false);

        const again = await context.newPage();
        await again.goto(address);
        await again.getByRole("button", { name: t.restore }).click();
        const layerForm = again.getByRole("form", { name: /Selected layer|Calque sélectionné/ });
        await again.locator("[data-design-layers] [data-layer]").first().waitFor();
        await again.getByRole("link", { name: /^Texte?\s?: Online/ }).click();
        await expect(layerForm.getByLabel(t.y, { exact: false })).toHaveValue("250");
        await whenSaved(again, testInfo, t.saved);
        const saved = await savedDocument(again);
        expect(saved.areas.front).toEqual([expect.objectContaining({ text: "Online", y: 250 })]);
      });
    });

    test("without a product the designer sends the visitor to the catalogue with a message", async ({
      page,
    }) => {
      await page.goto(localized("/design", locale));
      await expect(page).toHaveURL(new RegExp(`${localized("/products", locale)}$`));
      await expectToast(page, t.chooseProduct);
    });
  });
}
