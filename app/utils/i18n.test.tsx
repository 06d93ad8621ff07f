import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { resources } from "#locales/index.ts";
import { createTranslator, Trans, type Messages } from "#app/utils/i18n.tsx";

describe("translating", () => {
  const en = createTranslator<"common">(resources.en.common, "en");
  const fr = createTranslator<"common">(resources.fr.common as unknown as Messages<"common">, "fr");

  test("a key reads its text; values fill the {{placeholders}}", () => {
    expect(en("card.from", { price: "$22.00" })).toBe("From $22.00");
    expect(fr("card.from", { price: "22,00 $US" })).toBe("À partir de 22,00 $US");
  });

  test("a count picks the language's plural form (French 0 and 1 are singular)", () => {
    const names = "Black";
    expect([0, 1, 2].map((count) => en("card.colorNames", { count, names }))).toEqual([
      "0 colours: Black",
      "1 colour: Black",
      "2 colours: Black",
    ]);
    expect([0, 1, 2].map((count) => fr("card.colorNames", { count, names }))).toEqual([
      "0 couleur\u202f: Black",
      "1 couleur\u202f: Black",
      "2 couleurs\u202f: Black",
    ]);
  });

  test("it says what i18next says for every message, plain or with values", async () => {
    const { createInstance } = await import("i18next");
    const i18n = createInstance();
    await i18n.init({ resources, lng: "fr", interpolation: { escapeValue: false }, initAsync: false });
    const t = createTranslator<"auth">(resources.fr.auth as unknown as Messages<"auth">, "fr");
    const reference = i18n.getFixedT("fr", "auth");
    for (const key of ["signIn.title", "reset.subtitle", "forgot.expired"] as const) {
      expect(t(key, { email: "a@b.c", path: "/x" })).toBe(reference(key, { email: "a@b.c", path: "/x" }));
    }
  });

  test("an unknown key reads as itself (a message the server already translated passes through)", () => {
    const t = createTranslator<"common">(resources.en.common, "en");
    expect(t("The password is incorrect." as "auth.signInButton")).toBe("The password is incorrect.");
  });
});

test("Trans puts elements where the text marks them, with the marked words inside", () => {
  const html = renderToStaticMarkup(
    <Trans
      text="By signing up, you agree to our <terms>Terms</terms> and <privacy>Privacy</privacy>.<br/>"
      components={{ terms: <b className="terms" />, privacy: <i />, br: <br /> }}
    />,
  );
  expect(html).toBe('By signing up, you agree to our <b class="terms">Terms</b> and <i>Privacy</i>.<br/>');
});
