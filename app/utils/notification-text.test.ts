import { describe, expect, test } from "vitest";
import { resources } from "#locales/index.ts";
import { pageTranslator } from "#app/edge/messages.server.ts";
import { carrierNamer, renderNotification } from "#app/utils/notification-text.ts";
import { notificationGroups, notificationTypes, typesOf } from "#core/notifications.ts";

const render = (locale: "en" | "fr", type: Parameters<typeof renderNotification>[0]["type"], params = {}) =>
  renderNotification(
    { type, params },
    pageTranslator(locale, "notifications"),
    carrierNamer(pageTranslator(locale, "order")),
  );

describe("a notification's words", () => {
  test("every type has a title and a text in both languages, with its values in place", () => {
    for (const locale of ["en", "fr"] as const) {
      for (const type of notificationTypes) {
        const { title, text } = render(locale, type, {
          reference: "ABCD2345",
          carrier: "ups",
          trackingNumber: "1Z999",
          reason: "operator",
          browser: "Firefox",
          os: "Windows",
          email: "new@example.com",
          name: "logo.png",
        });
        expect(title, `${locale} ${type}`).not.toMatch(/{{|messages\./);
        expect(text, `${locale} ${type}`).not.toMatch(/{{|messages\./);
        expect(text.length, `${locale} ${type}`).toBeGreaterThan(0);
      }
    }
    expect(
      render("fr", "order_shipped", { reference: "ABCD2345", carrier: "canada-post", trackingNumber: "X1" }),
    ).toEqual({
      title: "La commande ABCD2345 a été expédiée",
      text: "Numéro de suivi Postes Canada\u202f: X1",
    });
  });

  test("a missing or empty value gives way to the text written without it, never a {{placeholder}}", () => {
    expect(render("en", "order_shipped", { reference: "R1", carrier: "", trackingNumber: "" }).text).toBe(
      "It is on its way to you.",
    );
    expect(render("en", "order_on_hold", { reference: "R1" }).text).toBe(
      "Open the order to read our message and answer it.",
    );
    expect(render("en", "order_on_hold", { reference: "R1", reason: "Blurry image" })).toEqual({
      title: "Action required: order R1 is on hold",
      text: "Our message: Blurry image",
    });
    expect(render("en", "file_failed", {}).title).toBe("A file could not be processed");
    expect(render("en", "new_sign_in", {}).text).toMatch(/^From a browser we had not seen before\./);
    expect(render("en", "email_changed", {}).text).toBe("If you did not change it, contact us.");
  });

  test("a cancellation says why; a carrier the shop does not list keeps its name", () => {
    expect(render("en", "order_cancelled", { reference: "R1", reason: "expired" }).text).toBe(
      "It was not paid within 48 hours.",
    );
    expect(render("fr", "order_cancelled", { reference: "R1", reason: "customer" }).text).toBe(
      "Vous l’avez annulée.",
    );
    expect(render("en", "order_cancelled", { reference: "R1", reason: "other" }).text).toBe(
      "Open the order to see why.",
    );
    expect(
      render("en", "order_shipped", { reference: "R1", carrier: "pigeon", trackingNumber: "P1" }).text,
    ).toBe("pigeon tracking number: P1");
  });

  test("the filter's groups hold every type once, and a group stands for its types", () => {
    expect(Object.values(notificationGroups).flat().sort()).toEqual([...notificationTypes].sort());
    expect(typesOf("security")).toEqual(["password_changed", "new_sign_in", "email_changed"]);
    expect(typesOf("order_paid")).toEqual(["order_paid"]);
    // Every type is named in the filter, in both languages.
    for (const type of notificationTypes) {
      expect(resources.en.notifications.types[type]).toBeTruthy();
      expect(resources.fr.notifications.types[type]).toBeTruthy();
    }
  });
});
