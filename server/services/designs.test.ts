import { describe, expect, test } from "vitest";
import { canOrder, checkDesign } from "#core/design/checks.ts";
import { areasFor } from "#core/design/product.ts";
import {
  DESIGN_VERSION,
  type DesignDocument,
  type DesignLayer,
  type ImageLayer,
  type TextLayer,
} from "#core/schemas/design.ts";
import { imageLayer, textLayer } from "#tests/support/design-layers.ts";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { insertReadyImage } from "#tests/support/files.ts";
import { designs, users } from "../db/schema.ts";
import { designProduct } from "./catalogue.ts";
import { createDesignerSession } from "./designer-sessions.ts";
import {
  claimGuestDesigns,
  DesignConflict,
  DesignRefused,
  designFiles,
  designHistory,
  findDesign,
  latestDesign,
  saveDesign,
  stepDesign,
  validateDesign,
  type DesignOwner,
} from "./designs.ts";
import { shopClock } from "#tests/support/clock.ts";

// The shop's clock runs three hours behind the machine: every rule follows the clock it is given.
const { start, later } = shopClock();

/** The seeded classic tee: front and back 305 × 406 mm, a 89 mm sleeve, no bleed, 5 mm safe margin. */
const TEE = "st75v2";

const image = (fileId: string, change: Partial<ImageLayer> = {}): DesignLayer =>
  imageLayer({ id: "img1", fileId, x: 152.5, y: 150, width: 200, height: 200, ...change });

const text = (change: Partial<TextLayer> = {}): DesignLayer =>
  textLayer({ id: "txt1", sizePt: 48, x: 152.5, y: 300, ...change });

function documentWith(areas: Record<string, DesignLayer[]>, color = "black"): DesignDocument {
  return { version: DESIGN_VERSION, product: TEE, color, size: null, areas };
}

describe.each(testDrivers)("designs on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });
  const db = () => database().db;

  async function account(email = "ada@example.com"): Promise<DesignOwner & { userId: string }> {
    const [row] = await db()
      .insert(users)
      .values({ email, fullName: "Ada", createdAt: start, updatedAt: start })
      .returning({ id: users.id });
    return { userId: row!.id };
  }

  const fileOf = (owner: DesignOwner, sha = "a", size = { width: 3000, height: 3000 }) =>
    insertReadyImage(db(), owner, { tag: sha, ...size, at: start });

  test("without scripts, undo and redo take the draft a saved step back and forward; a new change ends redo", async () => {
    const owner = await account();
    const empty = documentWith({});
    const one = documentWith({ front: [text({ text: "One" })] });
    const two = documentWith({ front: [text({ text: "Two" })] });
    const draft = await saveDesign(db(), { owner, document: one, now: start, from: empty });
    await saveDesign(db(), { owner, id: draft.id, document: two, now: later(1) });
    // Saving the same document again is not a step.
    await saveDesign(db(), { owner, id: draft.id, document: two, now: later(2) });
    expect(await designHistory(db(), owner, draft.id)).toEqual({ undo: 2, redo: 0 });
    const step = (direction: "undo" | "redo") =>
      stepDesign(db(), { owner, id: draft.id, direction, now: later(3) });
    expect((await step("undo"))?.document).toEqual(one);
    expect((await step("undo"))?.document).toEqual(empty);
    expect(await step("undo")).toBeNull();
    expect((await step("redo"))?.document).toEqual(one);
    expect(await designHistory(db(), owner, draft.id)).toEqual({ undo: 1, redo: 1 });
    await saveDesign(db(), {
      owner,
      id: draft.id,
      document: documentWith({ back: [text()] }),
      now: later(4),
    });
    expect(await designHistory(db(), owner, draft.id)).toEqual({ undo: 2, redo: 0 });
    expect(await step("redo")).toBeNull();
    // Another owner cannot step someone's draft.
    await expect(
      stepDesign(db(), {
        owner: await account("eve@example.com"),
        id: draft.id,
        direction: "undo",
        now: later(5),
      }),
    ).rejects.toThrow("no such design");
  });

  async function refusal(owner: DesignOwner, input: unknown) {
    const error = await validateDesign(db(), owner, input, "en").then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DesignRefused);
    return (error as DesignRefused).reason;
  }

  test("a valid document is kept normalised, and saving it again needs the revision it started from", async () => {
    const owner = await account();
    const fileId = await fileOf(owner);
    const input = {
      ...documentWith({ back: [text()], front: [image(fileId)], "sleeve-left": [] }),
      size: "m",
    };
    const { document } = await validateDesign(db(), owner, input, "en");
    // Areas in catalogue order, empty ones dropped; the tee's areas do not depend on size.
    expect(Object.keys(document.areas)).toEqual(["front", "back"]);
    expect(document.size).toBeNull();

    const saved = await saveDesign(db(), { owner, document, now: start });
    expect(saved.revision).toBe(1);
    const again = await saveDesign(db(), { owner, id: saved.id, revision: 1, document, now: later(1000) });
    expect(again.revision).toBe(2);
    await expect(
      saveDesign(db(), { owner, id: saved.id, revision: 1, document, now: later(2000) }),
    ).rejects.toBeInstanceOf(DesignConflict);
    expect((await latestDesign(db(), owner, TEE))?.id).toBe(saved.id);
  });

  test("bad documents are refused with a reason, and nothing is saved", async () => {
    const owner = await account();
    const mine = await fileOf(owner);
    const other = await account("grace@example.com");
    const theirs = await fileOf(other, "b");

    expect(await refusal(owner, { nonsense: true })).toBe("invalid");
    expect(await refusal(owner, { ...documentWith({}), product: "zzzzzz" })).toBe("unknownProduct");
    expect(await refusal(owner, documentWith({}, "chartreuse"))).toBe("unknownColor");
    expect(await refusal(owner, documentWith({ pocket: [text()] }))).toBe("unknownArea");
    expect(await refusal(owner, documentWith({ front: [text({ x: 900 })] }))).toBe("layerOutside");
    expect(await refusal(owner, documentWith({ front: [text(), text()] }))).toBe("duplicateLayer");
    expect(await refusal(owner, documentWith({ front: [text({ font: "pacifico", weight: 700 })] }))).toBe(
      "fontWeight",
    );
    // Another account's file and a file that does not exist read the same.
    expect(await refusal(owner, documentWith({ front: [image(theirs)] }))).toBe("unknownFile");
    expect(
      await refusal(owner, documentWith({ front: [image("3f1e2d4c-5b6a-4978-8a9b-0c1d2e3f4a5b")] })),
    ).toBe("unknownFile");
    const many = Array.from({ length: 10_000 }, (_, index) => text({ id: `t${index}` }));
    expect(await refusal(owner, documentWith({ front: many }))).toBe("tooManyLayers");
    expect(await refusal(owner, documentWith({ front: [image(mine, { width: -5 })] }))).toBe("invalid");

    expect(await db().select().from(designs)).toEqual([]);
  });

  test("the print checks flag a stretched low-resolution image, type outside the safe zone and small type", async () => {
    const owner = await account();
    const small = await fileOf(owner, "c", { width: 600, height: 600 });
    const product = (await designProduct(db(), TEE, "en"))!;
    const areas = areasFor(product, null);
    const document = documentWith({
      front: [
        // 600 px over the whole 305 mm width: about 50 DPI.
        image(small, { width: 305, height: 305, x: 152.5, y: 203 }),
        text({ id: "edge", x: 2, y: 20 }),
        text({ id: "tiny", sizePt: 4 }),
      ],
    });
    const issues = checkDesign(document, areas, await designFiles(db(), owner, [small]));
    expect(issues).toContainEqual(
      expect.objectContaining({ code: "dpiTooLow", severity: "error", layer: "img1", dpi: 49 }),
    );
    expect(issues).toContainEqual(
      expect.objectContaining({ code: "overEdge", layer: "edge", severity: "warning" }),
    );
    expect(issues).toContainEqual(expect.objectContaining({ code: "textTooSmall", layer: "tiny" }));
    expect(issues).toContainEqual({ severity: "notice", code: "emptyArea", area: "back" });
    expect(canOrder(issues)).toBe(false);

    const sharp = checkDesign(
      documentWith({ front: [image(small, { width: 50, height: 50 })] }),
      areas,
      await designFiles(db(), owner, [small]),
    );
    expect(canOrder(sharp)).toBe(true);
  });

  test("a visitor's drafts move to the account at sign-in, pointed at the account's copy of a file", async () => {
    const user = await account();
    const kept = await fileOf(user, "d");
    const session = await createDesignerSession(db(), start);
    const guest = { designerSessionId: session.id };
    const duplicate = await fileOf(guest, "d");
    const own = await fileOf(guest, "e");
    const { document } = await validateDesign(
      db(),
      guest,
      documentWith({ front: [image(duplicate), image(own, { id: "img2" })] }),
      "en",
    );
    const draft = await saveDesign(db(), { owner: guest, document, now: start });

    expect(
      await claimGuestDesigns(db(), { designerSessionId: session.id, userId: user.userId, now: later(1000) }),
    ).toBe(1);
    const moved = await findDesign(db(), user, draft.id);
    const fileIds = moved!.document.areas.front!.map((layer) => (layer.type === "image" ? layer.fileId : ""));
    expect(fileIds).toEqual([kept, own]);
    // The draft is still a valid document for its new owner.
    await validateDesign(db(), user, moved!.document, "en");
  });
});
