/**
 * The back-office's accounts over HTTP, as operators and customers meet it: only operators see
 * /admin (everyone else gets the 404 page), a disabled customer is signed out everywhere at once and
 * cannot sign in, roles change with the last operator kept, and every change is in the audit log.
 * Runs on the built shop in process.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { auditLog, users } from "#server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#tests/support/database.ts";
import { shopBrowser, signedInAccount } from "#tests/support/shop-clients.ts";
import { startShop, type RunningShop } from "#tests/support/shop-server.ts";

describe("the back-office's accounts", () => {
  let shop: RunningShop;
  let database: TestDatabase;
  // The shop's clock is a day behind the machine: the audit log follows the clock it is given.
  const clock = new Date(Date.now() - 24 * 60 * 60_000);

  beforeAll(async () => {
    database = await createTestDatabase("pglite", { seeded: true });
    shop = await startShop({ trustProxy: "loopback" }, { database, now: () => clock });
  });
  afterAll(async () => {
    await shop.close();
    await database.dispose();
  });

  async function account(email: string, role: "customer" | "operator", language = "en") {
    const fullName = role === "operator" ? "Olga Operator" : "Chloé Customer";
    const signedIn = await signedInAccount(shop, database, { email, role, language, clock, fullName });
    // The back-office's answers to a post are compared whole: where it sends the browser, no page.
    const post = async (path: string, fields: Record<string, string>) => {
      const { status, location } = await signedIn.post(path, fields);
      return { status, location };
    };
    return { ...signedIn, get: signedIn.page, post };
  }

  test("customers and visitors get the 404 page on every back-office page; operators get the pages", async () => {
    const customer = await account("c1@example.test", "customer");
    const operator = await account("o1@example.test", "operator");
    const visitor = shopBrowser(shop, { ip: "10.9.9.9", language: "en" });
    const pages = ["/admin/accounts", `/admin/accounts/${customer.id}`, "/admin/audit", "/fr/admin/audit"];
    for (const path of pages) {
      expect((await customer.get(path)).status, path).toBe(404);
      expect((await visitor.request(path)).status, path).toBe(404);
      expect((await operator.get(path)).status, path).toBe(200);
    }
    // Their posts change nothing.
    expect(
      (await customer.post(`/admin/accounts/${customer.id}`, { intent: "role", role: "operator" })).status,
    ).toBe(404);
    const [stillCustomer] = await database.db.select().from(users).where(eq(users.id, customer.id));
    expect(stillCustomer?.role).toBe("customer");
    // The back-office link is in the operator's menu only.
    expect((await operator.get("/")).html).toContain('href="/admin"');
    expect((await customer.get("/")).html).not.toContain('href="/admin"');

    const french = await operator.get("/fr/admin/accounts?q=c1%40example");
    expect(french.html).toContain("Comptes");
    expect(french.html).toContain("c1@example.test");
    // One match: the operator's own email shows only in their menu.
    expect(french.html).toContain("1 compte<");
  });

  test("disabling a customer signs them out everywhere and refuses their sign-in until enabled", async () => {
    const customer = await account("c2@example.test", "customer", "fr");
    const operator = await account("o2@example.test", "operator");
    expect((await customer.get("/account/settings")).status).toBe(200);

    const disabled = await operator.post(`/admin/accounts/${customer.id}`, {
      intent: "disabled",
      disabled: "true",
    });
    expect(disabled).toEqual({ status: 302, location: `/admin/accounts/${customer.id}` });
    // Their open session ends at once.
    expect((await customer.get("/account/settings")).status).toBe(302);
    const refused = await customer.signIn();
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { msg: string }).msg).toBe(
      "Ce compte a été désactivé. Contactez-nous si vous pensez qu’il s’agit d’une erreur.",
    );

    await operator.post(`/admin/accounts/${customer.id}`, { intent: "disabled", disabled: "false" });
    expect((await customer.signIn()).status).toBe(200);

    const lines = await database.db.select().from(auditLog).where(eq(auditLog.targetId, customer.email));
    expect(lines.map((line) => [line.action, line.actor, line.at.toISOString()])).toEqual([
      ["account.disable", operator.email, clock.toISOString()],
      ["account.enable", operator.email, clock.toISOString()],
    ]);
  });

  test("roles: an operator grants and revokes, never their own, and operators are not disabled", async () => {
    const operator = await account("o3@example.test", "operator");
    const colleague = await account("c3@example.test", "customer");
    const here = `/admin/accounts/${colleague.id}`;

    await operator.post(here, { intent: "role", role: "operator" });
    // The new role takes effect at once, in the session the colleague already has.
    expect((await colleague.get("/admin/audit")).status).toBe(200);
    const disable = await operator.post(here, { intent: "disabled", disabled: "true" });
    expect(disable.status).toBe(302);
    const [notDisabled] = await database.db.select().from(users).where(eq(users.id, colleague.id));
    expect(notDisabled?.disabledAt).toBeNull();

    // Nobody revokes their own role.
    await operator.post(`/admin/accounts/${operator.id}`, { intent: "role", role: "customer" });
    const [self] = await database.db.select().from(users).where(eq(users.id, operator.id));
    expect(self?.role).toBe("operator");

    await operator.post(here, { intent: "role", role: "customer" });
    expect((await colleague.get("/admin/audit")).status).toBe(404);

    // A forged form is a 400, not a 500.
    expect((await operator.post(here, { intent: "role", role: "owner" })).status).toBe(400);
    expect(
      (await operator.post("/admin/accounts/not-a-uuid", { intent: "role", role: "customer" })).status,
    ).toBe(404);

    const audit = await operator.get("/admin/audit?q=c3%40example.test");
    expect(audit.html).toContain("account.grantOperator");
    expect(audit.html).toContain("account.revokeOperator");
  });
});
