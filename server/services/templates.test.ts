import { eq } from "drizzle-orm";
import { insertCustomer, parisAddress } from "#tests/support/orders.ts";
import { describe, expect, test } from "vitest";
import { DESIGN_VERSION, type DesignDocument } from "#core/schemas/design.ts";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { textLayer } from "#tests/support/design-layers.ts";
import { designRenders, designs, orderItems, orders, templates } from "../db/schema.ts";
import { saveAddress } from "./addresses.ts";
import { readCart, setDesignQuantities } from "./cart.ts";
import { saveDesign } from "./designs.ts";
import { placeOrder, quoteOrder } from "./orders.ts";
import {
  deleteTemplate,
  draftFromTemplate,
  duplicateTemplate,
  findTemplate,
  listTemplates,
  renameTemplate,
  saveDraftToTemplate,
  saveTemplateFromDraft,
  saveTemplateFromOrderItem,
  templateEditedBy,
  templatePreview,
  TemplateNotFound,
  TemplateRefused,
} from "./templates.ts";
import { shopClock } from "#tests/support/clock.ts";

// The shop's clock runs three hours behind the machine: every rule follows the clock it is given.
const { start, later } = shopClock();
const TEE = "st75v2";

const paris = parisAddress;

describe.each(testDrivers)("templates on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });
  const db = () => database().db;

  const customer = (email: string) => insertCustomer(db(), email, start);

  function documentSaying(text: string, color = "white"): DesignDocument {
    return {
      version: DESIGN_VERSION,
      product: TEE,
      color,
      size: null,
      areas: { front: [textLayer({ text, sizePt: 48, x: 152.5, y: 150 })] },
    };
  }

  async function draft(userId: string, text = "Team 2026"): Promise<string> {
    return (await saveDesign(db(), { owner: { userId }, document: documentSaying(text), now: start })).id;
  }

  async function refusal(promise: Promise<unknown>) {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    return error;
  }

  test("a draft saved as a template is a frozen copy with its mockup asked for; later edits of the draft leave it alone", async () => {
    const user = await customer("ada@example.com");
    const draftId = await draft(user.id);
    const template = await saveTemplateFromDraft(db(), {
      userId: user.id,
      draftId,
      name: "  Team shirt  ",
      now: later(1000),
    });
    expect(template).toMatchObject({ name: "Team shirt", productId: TEE, color: "white" });
    expect(template.designId).not.toBe(draftId);
    const [frozen] = await db().select().from(designs).where(eq(designs.id, template.designId));
    expect(frozen!.frozenAt).toEqual(later(1000));
    const preview = await templatePreview(db(), template);
    expect(preview).toMatchObject({ kind: "preview", target: "front:white", status: "queued" });

    await saveDesign(db(), {
      owner: { userId: user.id },
      id: draftId,
      document: documentSaying("Changed"),
      now: later(2000),
    });
    const kept = await findTemplate(db(), user.id, template.id);
    expect(kept.document.areas.front?.[0]).toMatchObject({ text: "Team 2026" });
  });

  test("a name must be 1 to 80 characters; another account's draft is not found", async () => {
    const user = await customer("ada@example.com");
    const other = await customer("bob@example.com");
    const draftId = await draft(user.id);
    for (const name of ["", "   ", "x".repeat(81)]) {
      const error = await refusal(
        saveTemplateFromDraft(db(), { userId: user.id, draftId, name, now: start }),
      );
      expect(error).toBeInstanceOf(TemplateRefused);
    }
    expect(
      await refusal(saveTemplateFromDraft(db(), { userId: other.id, draftId, name: "Mine", now: start })),
    ).toBeInstanceOf(TemplateNotFound);
    expect(
      await refusal(
        saveTemplateFromDraft(db(), { userId: user.id, draftId: "nope", name: "Mine", now: start }),
      ),
    ).toBeInstanceOf(TemplateNotFound);
    expect(await db().select().from(templates)).toHaveLength(0);
  });

  test("search by name and sort by last change or name", async () => {
    const user = await customer("ada@example.com");
    const draftId = await draft(user.id);
    for (const [index, name] of ["banana", "Apple 100%", "cherry"].entries()) {
      await saveTemplateFromDraft(db(), { userId: user.id, draftId, name, now: later(index * 1000) });
    }
    const names = async (options: { query?: string; sort?: "updated" | "name" }) =>
      (await listTemplates(db(), { userId: user.id, ...options })).map((template) => template.name);
    expect(await names({})).toEqual(["cherry", "Apple 100%", "banana"]);
    expect(await names({ sort: "name" })).toEqual(["Apple 100%", "banana", "cherry"]);
    expect(await names({ query: "AN" })).toEqual(["banana"]);
    // A percent sign is searched for as itself.
    expect(await names({ query: "100%" })).toEqual(["Apple 100%"]);
    expect(await names({ query: "%" })).toEqual(["Apple 100%"]);
    const other = await customer("bob@example.com");
    expect(await listTemplates(db(), { userId: other.id })).toEqual([]);
  });

  test("rename, duplicate and delete; the shared frozen design goes only with its last template", async () => {
    const user = await customer("ada@example.com");
    const other = await customer("bob@example.com");
    const template = await saveTemplateFromDraft(db(), {
      userId: user.id,
      draftId: await draft(user.id),
      name: "One",
      now: start,
    });
    const renamed = await renameTemplate(db(), {
      userId: user.id,
      id: template.id,
      name: "Uno",
      now: later(1000),
    });
    expect(renamed).toMatchObject({ name: "Uno", updatedAt: later(1000).toISOString() });
    const copy = await duplicateTemplate(db(), {
      userId: user.id,
      id: template.id,
      name: "Uno (2)",
      now: later(2000),
    });
    expect(copy.designId).toBe(template.designId);

    // One at a time: started together, a refusal would land before anything awaits it.
    for (const attempt of [
      () => renameTemplate(db(), { userId: other.id, id: template.id, name: "Hers", now: start }),
      () => duplicateTemplate(db(), { userId: other.id, id: template.id, name: "Hers", now: start }),
      () => deleteTemplate(db(), { userId: other.id, id: template.id }),
      () => draftFromTemplate(db(), { userId: other.id, id: template.id, now: start }),
      () => findTemplate(db(), other.id, template.id),
    ]) {
      expect(await refusal(attempt())).toBeInstanceOf(TemplateNotFound);
    }

    await deleteTemplate(db(), { userId: user.id, id: template.id });
    expect(await db().select().from(designs).where(eq(designs.id, template.designId))).toHaveLength(1);
    await deleteTemplate(db(), { userId: user.id, id: copy.id });
    expect(await db().select().from(designs).where(eq(designs.id, template.designId))).toHaveLength(0);
    expect(
      await db().select().from(designRenders).where(eq(designRenders.designId, template.designId)),
    ).toHaveLength(0);
    expect(await refusal(deleteTemplate(db(), { userId: user.id, id: copy.id }))).toBeInstanceOf(
      TemplateNotFound,
    );
  });

  test("ordering a template twice in different sizes: each order keeps the template's design", async () => {
    const user = await customer("ada@example.com");
    const template = await saveTemplateFromDraft(db(), {
      userId: user.id,
      draftId: await draft(user.id),
      name: "Team",
      now: start,
    });
    const address = await saveAddress(db(), {
      shopper: { userId: user.id },
      input: paris,
      makeDefault: true,
      now: start,
    });
    const sizes: string[] = [];
    for (const [index, sizeKey] of ["s", "xl"].entries()) {
      const { draftId } = await draftFromTemplate(db(), {
        userId: user.id,
        id: template.id,
        now: later(index),
      });
      await setDesignQuantities(db(), {
        shopper: { userId: user.id },
        designId: draftId,
        quantities: [{ colorKey: "white", sizeKey, quantity: 1 }],
        now: later(index),
      });
      const cart = await readCart(db(), { userId: user.id }, "en", start);
      expect(cart.orderable).toBe(true);
      const quote = await quoteOrder(db(), {
        shopper: { userId: user.id },
        language: "en",
        address,
        method: "standard",
        now: later(index),
      });
      const placed = await placeOrder(db(), {
        shopper: { userId: user.id },
        email: user.email,
        language: "en",
        placeKey: `key-${index}`,
        address: paris,
        method: "standard",
        displayCurrency: "USD",
        approvedTotalCents: quote.totalCents,
        now: later(index + 10),
      });
      const [item] = await db()
        .select({ sizeKey: orderItems.sizeKey, document: designs.document })
        .from(orderItems)
        .innerJoin(designs, eq(designs.id, orderItems.designId))
        .where(eq(orderItems.orderId, placed.id));
      expect(item!.document).toEqual(template.document);
      sizes.push(item!.sizeKey);
    }
    expect(sizes).toEqual(["s", "xl"]);
  });

  test("an item of the account's own past order is saved as a template in the colour ordered", async () => {
    const user = await customer("ada@example.com");
    const other = await customer("bob@example.com");
    const designId = await draft(user.id);
    await setDesignQuantities(db(), {
      shopper: { userId: user.id },
      designId,
      quantities: [{ colorKey: "black", sizeKey: "m", quantity: 1 }],
      now: start,
    });
    const address = await saveAddress(db(), {
      shopper: { userId: user.id },
      input: paris,
      makeDefault: true,
      now: start,
    });
    const quote = await quoteOrder(db(), {
      shopper: { userId: user.id },
      language: "en",
      address,
      method: "standard",
      now: start,
    });
    const placed = await placeOrder(db(), {
      shopper: { userId: user.id },
      email: user.email,
      language: "en",
      placeKey: "key",
      address: paris,
      method: "standard",
      displayCurrency: "USD",
      approvedTotalCents: quote.totalCents,
      now: later(1000),
    });
    const [item] = await db()
      .select({ id: orderItems.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.id, placed.id));
    expect(
      await refusal(
        saveTemplateFromOrderItem(db(), {
          userId: other.id,
          orderItemId: item!.id,
          name: "Hers",
          now: start,
        }),
      ),
    ).toBeInstanceOf(TemplateNotFound);
    const template = await saveTemplateFromOrderItem(db(), {
      userId: user.id,
      orderItemId: item!.id,
      name: "From my order",
      now: later(2000),
    });
    expect(template).toMatchObject({ name: "From my order", color: "black", productId: TEE });
    expect(template.document.areas.front?.[0]).toMatchObject({ text: "Team 2026" });
  });

  test("editing the template itself: its draft saved back gives the template a new frozen design", async () => {
    const user = await customer("ada@example.com");
    const other = await customer("bob@example.com");
    const template = await saveTemplateFromDraft(db(), {
      userId: user.id,
      draftId: await draft(user.id),
      name: "Team",
      now: start,
    });
    const copy = await draftFromTemplate(db(), { userId: user.id, id: template.id, now: start });
    expect(await templateEditedBy(db(), user.id, copy.draftId)).toBeNull();
    const own = await draftFromTemplate(db(), {
      userId: user.id,
      id: template.id,
      editsTemplate: true,
      now: start,
    });
    expect(await templateEditedBy(db(), user.id, own.draftId)).toEqual({ id: template.id, name: "Team" });
    expect(await templateEditedBy(db(), other.id, own.draftId)).toBeNull();
    await saveDesign(db(), {
      owner: { userId: user.id },
      id: own.draftId,
      document: documentSaying("Team 2027", "black"),
      now: later(1000),
    });
    expect(
      await refusal(saveDraftToTemplate(db(), { userId: user.id, draftId: copy.draftId, now: later(2000) })),
    ).toBeInstanceOf(TemplateNotFound);
    expect(
      await refusal(saveDraftToTemplate(db(), { userId: other.id, draftId: own.draftId, now: later(2000) })),
    ).toBeInstanceOf(TemplateNotFound);
    const saved = await saveDraftToTemplate(db(), {
      userId: user.id,
      draftId: own.draftId,
      now: later(2000),
    });
    expect(saved.designId).not.toBe(template.designId);
    const kept = await findTemplate(db(), user.id, template.id);
    expect(kept).toMatchObject({ color: "black", updatedAt: later(2000).toISOString() });
    expect(kept.document.areas.front?.[0]).toMatchObject({ text: "Team 2027" });
    // The old frozen copy was the template's alone: it is gone.
    expect(await db().select().from(designs).where(eq(designs.id, template.designId))).toHaveLength(0);
    expect(await templatePreview(db(), kept)).toMatchObject({ target: "front:black" });
  });
});
