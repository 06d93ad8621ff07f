import { describe, expect, test } from "vitest";
import { resources } from "./index.ts";

type Locale = keyof typeof resources;
const english = resources.en;
const namespaces = Object.keys(english) as (keyof typeof english)[];
const translations = (Object.keys(resources) as Locale[]).filter((locale) => locale !== "en");

/** Every message of a namespace as `[key path, text]`. */
function messageEntries(messages: object, prefix = ""): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]): [string, string][] =>
    typeof value === "string"
      ? [[`${prefix}${key}`, value]]
      : messageEntries(value as object, `${prefix}${key}.`),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? "").sort();
}

describe("translations", () => {
  test.each(translations)("%s has exactly the English namespaces and keys", (locale) => {
    expect(Object.keys(resources[locale]).sort()).toEqual([...namespaces].sort());
    for (const namespace of namespaces) {
      const keys = (messages: object) =>
        messageEntries(messages)
          .map(([key]) => key)
          .sort();
      expect(keys(resources[locale][namespace]), namespace).toEqual(keys(english[namespace]));
    }
  });

  test.each(translations)("%s uses the same {{placeholders}} as English", (locale) => {
    for (const namespace of namespaces) {
      const byKey = (messages: object) =>
        Object.fromEntries(messageEntries(messages).map(([key, text]) => [key, placeholders(text)]));
      expect(byKey(resources[locale][namespace]), namespace).toEqual(byKey(english[namespace]));
    }
  });

  test("French puts a narrow no-break space before ! ? : ; in every namespace, never a breaking one", () => {
    for (const namespace of namespaces) {
      const wrong = messageEntries(resources.fr[namespace]).filter(([, text]) =>
        // Punctuation right after a word is fine only for a colon that is code (`Content-Type:`).
        /[ \u00a0][!?:;]|[^\s\u202f][!?;]/u.test(text.replaceAll(/https?:\/\/\S+/g, "")),
      );
      expect(wrong, namespace).toEqual([]);
    }
  });

  test("no message is empty", () => {
    for (const locale of Object.keys(resources) as Locale[]) {
      for (const namespace of namespaces) {
        const empty = messageEntries(resources[locale][namespace]).filter(([, text]) => text.trim() === "");
        expect(empty, `${locale}/${namespace}`).toEqual([]);
      }
    }
  });
});
