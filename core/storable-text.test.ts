import { expect, test } from "vitest";
import { isStorableText, storableJson, storableText, unstorableTextPath } from "./storable-text.ts";

test("NUL and half a surrogate pair cannot be stored; whole pairs and other controls can", () => {
  expect(["a\u0000", "\ud800", "x\udc00", "\udc00\ud800"].map(isStorableText)).toEqual([
    false,
    false,
    false,
    false,
  ]);
  expect(["", "Été 😀", "tab\tnew\nline", "%00"].map(isStorableText)).toEqual([true, true, true, true]);
});

test("cleaning drops NUL and replaces a lone surrogate, keeping everything else", () => {
  expect(storableText("Ada\u0000 Love\u0000lace")).toBe("Ada Lovelace");
  expect(storableText("a\ud800b 😀")).toBe("a\ufffdb 😀");
});

test("the path to the first unstorable string or key of a JSON value", () => {
  expect(unstorableTextPath({ q: "fine", items: [{ name: "ok" }, { name: "no\u0000" }] })).toBe(
    "items.1.name",
  );
  expect(unstorableTextPath({ ["k\u0000"]: 1 })).toBe("k");
  expect(unstorableTextPath("\ud800")).toBe("");
  expect(unstorableTextPath({ a: [1, null, true, "😀"] })).toBeNull();
  expect(storableJson({ ["k\u0000"]: ["\ud800x", 2] })).toEqual({ k: ["\ufffdx", 2] });
});
