/**
 * An order over HTTP from the cart to the money back, as a browser without scripts and an API
 * client meet it: print files rendered for every print area once paid, a paid order cancelled
 * before production refunded through the provider with the customer mailed, and another account
 * refused every part of someone else's order. Runs on the built shop in process.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { designRenders, mailOutbox, orders } from "#server/db/schema.ts";
import { teeText } from "#tests/support/design-layers.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/database.ts";
import { until } from "#tests/support/until.ts";
import { placePaidOrder } from "#tests/support/checkout-pages.ts";
import { cardExpiry } from "#tests/support/clock.ts";
import { signedInAccount, type SignedInAccount } from "#tests/support/shop-clients.ts";
import { startShop, type RunningShop } from "#tests/support/shop-server.ts";
import { startSmtpSink, type SmtpSink } from "#tests/support/smtp-sink.ts";
import { approvedProofs } from "#server/services/orders.ts";

const TEE = "st75v2";

describe("ordering over HTTP", () => {
  let shop: RunningShop;
  let database: TestDatabase;
  let sink: SmtpSink;
  // The shop's clock runs three hours behind the machine: every rule follows the clock it is given.
  const clock = new Date(Date.now() - 3 * 60 * 60_000);

  beforeAll(async () => {
    database = await createTestDatabase("pglite", { seeded: true });
    // Mail goes out as the shop really sends it: the outbox keeps no text once a mail is sent.
    sink = await startSmtpSink();
    shop = await startShop({ trustProxy: "loopback", smtpUrl: sink.url }, { database, now: () => clock });
  });
  afterAll(async () => {
    await shop.close();
    await sink.stop();
    await database.dispose();
  });

  const customer = (email: string, language = "en") =>
    signedInAccount(shop, database, { email, language, clock });

  type Customer = SignedInAccount;

  /** A design with text on the front and the back, two of each variant, placed and paid. */
  const paidOrder = (buyer: Customer, locale: "en" | "fr" = "en", variants?: string[]) =>
    placePaidOrder(shop, database, buyer, {
      document: {
        version: 1,
        product: TEE,
        color: "white",
        areas: { front: [teeText("f1", "Front", 150)], back: [teeText("b1", "Back", 150)] },
      },
      expiry: cardExpiry(clock),
      locale,
      variants,
    });

  async function orderOf(sn: string) {
    const [row] = await database.db.select().from(orders).where(eq(orders.sn, sn));
    return row!;
  }

  test("more than 500 pieces in one order is refused, in English and French, pointing to the contact form", async () => {
    for (const [language, message] of [
      ["en", /^One order takes at most 500 pieces\. .*contact form: \/help-center#contact$/],
      [
        "fr",
        /^Une commande compte au plus 500 pièces\. .*formulaire de contact\u202f: \/fr\/help-center#contact$/,
      ],
    ] as const) {
      const buyer = await customer(`run-${language}@example.com`, language);
      const saved = await buyer.api<{ design: { id: string } }>("/api/designs/save", {
        document: { version: 1, product: TEE, color: "white", areas: { front: [teeText("f1", "Run", 150)] } },
      });
      const designId = saved.body.data.design.id;
      const byApi = await buyer.api("/api/cart/update", {
        designId,
        quantities: [
          { color: "white", size: "m", quantity: 300 },
          { color: "white", size: "l", quantity: 201 },
        ],
      });
      expect([byApi.status, byApi.body.msg]).toEqual([400, expect.stringMatching(message)]);
      // The page's form says the same, and the cart is left as it was.
      const byForm = await buyer.post(language === "fr" ? "/fr/order/product" : "/order/product", [
        ["intent", "quantities"],
        ["designId", designId],
        ["variant", "white/m"],
        ["quantity", "300"],
        ["variant", "white/l"],
        ["quantity", "201"],
      ]);
      expect(byForm.status).toBe(400);
      expect(byForm.html).toContain(language === "fr" ? "au plus 500 pièces" : "at most 500 pieces");
      const cart = await buyer.api<{ cart: { itemCount: number } }>("/api/cart", {});
      expect(cart.body.data.cart.itemCount).toBe(0);
    }
  });

  test("once paid, a print file is rendered for each print area the design uses", async () => {
    const buyer = await customer("prints@example.com");
    const sn = await paidOrder(buyer);
    expect((await orderOf(sn)).status).toBe("paid");
    const order = await buyer.api<{ order: { items: { designId: string }[] } }>("/api/order", { sn });
    const designId = order.body.data.order.items[0]!.designId;
    const prints = await until(
      () => database.db.select().from(designRenders).where(eq(designRenders.designId, designId)),
      (rows) => rows.filter((row) => row.kind === "print" && row.status === "done").length === 2,
    );
    expect(
      prints
        .filter((row) => row.kind === "print")
        .map((row) => row.target)
        .sort(),
    ).toEqual(["back", "front"]);
    // The 305 × 406 mm front at 300 DPI.
    expect(prints.find((row) => row.target === "front")).toMatchObject({ width: 3603, height: 4796 });
  });

  test.each([
    {
      locale: "en" as const,
      greeting: "Hello Camille Durand,",
      method: "Delivery method: Standard delivery",
      window: /^Expected delivery: between \w+ \d+, \d{4} and \w+ \d+, \d{4}$/m,
      proofs: [
        "Proofs you approved:",
        "- Unisex Classic Cotton T-Shirt: Front, White",
        "- Unisex Classic Cotton T-Shirt: Back, White",
        "- Unisex Classic Cotton T-Shirt: Front, Black",
        "- Unisex Classic Cotton T-Shirt: Back, Black",
      ],
    },
    {
      locale: "fr" as const,
      greeting: "Bonjour Camille Durand,",
      method: "Mode de livraison\u202f: Livraison standard",
      window: /^Livraison prévue\u202f: entre le \d+ \S+ \d{4} et le \d+ \S+ \d{4}$/m,
      proofs: [
        "Épreuves que vous avez approuvées\u202f:",
        "- T-shirt unisexe classique en coton\u202f: Devant, Blanc",
        "- T-shirt unisexe classique en coton\u202f: Dos, Blanc",
        "- T-shirt unisexe classique en coton\u202f: Devant, Noir",
        "- T-shirt unisexe classique en coton\u202f: Dos, Noir",
      ],
    },
  ])(
    "placing records every proof approved, area by area in each colour, and the receipt's text part says it all ($locale)",
    async ({ locale, greeting, method, window, proofs }) => {
      const buyer = await signedInAccount(shop, database, {
        email: `receipt-${locale}@example.com`,
        language: locale,
        clock,
        fullName: "Camille Durand",
      });
      const sn = await paidOrder(buyer, locale, ["white/m", "black/l"]);
      const approved = await approvedProofs(database.db, sn);
      expect(approved?.map((proof) => `${proof.area}:${proof.color}`)).toEqual([
        "front:white",
        "back:white",
        "front:black",
        "back:black",
      ]);
      expect(approved?.[1]).toMatchObject({
        areaLabel: { en: "Back", fr: "Dos" },
        colorName: { en: "White", fr: "Blanc" },
      });

      const receipt = await sink.waitFor(
        (mail) => mail.to === buyer.email && mail.subject.includes(locale === "fr" ? "Reçu" : "Receipt"),
        15_000,
      );
      const body = receipt.text;
      expect(body).toContain(greeting);
      // Every item on its own line, none starting with a bare colon.
      expect(body).not.toMatch(/^\s*\u202f?:/m);
      expect(body.match(/^- 2 × /gm)).toHaveLength(2);
      // Each line with its piece price; the back, printed too, paid on top of each piece.
      expect(body).toMatch(locale === "fr" ? /^- 2 × .*: .* l’unité$/m : /^- 2 × .*: .* each$/m);
      expect(body).toMatch(
        locale === "fr"
          ? /^- Zone d’impression en plus\u202f: Dos \+5,00/m
          : /^- Extra print area: Back \+\$5\.00 a piece$/m,
      );
      expect(body).toContain("12 rue de Rivoli");
      expect(body).toContain("75001 Paris");
      expect(body).toContain(method);
      expect(body).toMatch(window);
      expect(body).toContain(proofs.join("\n"));
      // The HTML part says the same.
      expect(receipt!.html).toContain("12 rue de Rivoli");
      expect(receipt!.html).toContain(proofs[2]!.slice(2));
    },
  );

  test("cancelling a paid order before production refunds it and mails the customer", async () => {
    const buyer = await customer("refund@example.com", "fr");
    const sn = await paidOrder(buyer, "fr");
    const cancelled = await buyer.post(`/fr/account/orders/${sn}`, { intent: "cancel" });
    expect(cancelled.status).toBe(302);
    // The provider confirms the refund with its webhook; the order then says so.
    const refunded = await until(
      () => orderOf(sn),
      (row) => row.status === "refunded",
    );
    expect(refunded.status).toBe("refunded");
    const subjects = await until(
      async () =>
        (await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, buyer.email))).map(
          (mail) => mail.subject,
        ),
      (list) => list.some((subject) => /remboursée/.test(subject)),
    );
    expect(subjects.some((subject) => /annulée/.test(subject))).toBe(true);
    expect(subjects.some((subject) => /Reçu/.test(subject))).toBe(true);
    const page = await buyer.request(`/fr/account/orders/${sn}`);
    expect(await page.text()).toContain("Remboursée");
  });

  test("another account gets 404 for the order's page, receipt and cancel, and no personal data by API", async () => {
    const owner = await customer("owner@example.com");
    const sn = await paidOrder(owner);
    const other = await customer("other@example.com");
    expect((await other.request(`/account/orders/${sn}`)).status).toBe(404);
    expect((await other.request(`/account/orders/${sn}/receipt`)).status).toBe(404);
    expect((await other.post(`/account/orders/${sn}`, { intent: "cancel" })).status).toBe(404);
    const cancel = await other.api("/api/order/cancel", { sn });
    expect(cancel.status).toBe(404);
    const read = await other.api<{ order: { customer: unknown; events: unknown[] } }>("/api/order", { sn });
    expect(read.body.data.order).toMatchObject({ customer: null, events: [] });
    expect(JSON.stringify(read.body)).not.toMatch(/Rivoli|owner@example/);
    expect((await orderOf(sn)).status).toBe("paid");
  });
});
