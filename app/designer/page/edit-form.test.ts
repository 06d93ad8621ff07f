import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { designEditSchema } from "#core/schemas/design.ts";
import { readFilledEdit } from "./edit-form.tsx";

function formData(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

const conformReading = (data: FormData) => parseWithZod(data, { schema: designEditSchema });
const conformErrors = (data: FormData) => {
  const submission = conformReading(data);
  return submission.status === "error" ? submission.error : undefined;
};

const layer = [
  ["area", "front"],
  ["layer", "k2x9"],
  ["anchor", "layer-properties-k2x9"],
] as [string, string][];

/** The designer's forms as a browser sends them, every field filled in. */
const filledForms: Record<string, [string, string][]> = {
  "a text layer, a comma for the decimal point and spaces around": [
    ["intent", "text-layer"],
    ...layer,
    ["x", "120,5"],
    ["y", " 88.2 "],
    ["rotation", "-15"],
    ["text", "  Quick\r\nBrown Fox "],
    ["font", "inter"],
    ["weight", "700"],
    ["sizePt", "36"],
    ["color", "#AABBCC"],
    ["align", "center"],
    ["letterSpacing", "0.5"],
    ["arc", "30"],
    ["outlineMm", "0.4"],
    ["outlineColor", "#ffffff"],
  ],
  "an image layer keeping its proportions": [
    ["intent", "image-layer"],
    ...layer,
    ["x", "0"],
    ["y", "0"],
    ["width", "101.67"],
    ["height", "80"],
    ["rotation", "0"],
    ["keepRatio", "on"],
  ],
  "an image layer stretched (the box unticked: absent)": [
    ["intent", "image-layer"],
    ...layer,
    ["x", "10"],
    ["y", "-20"],
    ["width", "50"],
    ["height", "90"],
    ["rotation", "45"],
  ],
  "a shape without its optional fields": [
    ["intent", "shape-layer"],
    ...layer,
    ["x", "0"],
    ["y", "0"],
    ["width", "40"],
    ["height", "40"],
    ["rotation", "0"],
    ["fill", "#112233"],
    ["stroke", "#000000"],
    ["noStroke", "on"],
    ["strokeMm", "0"],
  ],
  "a clip-art piece keeping its colours": [
    ["intent", "art-layer"],
    ...layer,
    ["x", "5"],
    ["y", "5"],
    ["width", "30"],
    ["height", "30"],
    ["rotation", "90"],
    ["color", "#ff0000"],
    ["ownColors", "on"],
  ],
  "a new text": [
    ["intent", "add-text"],
    ["area", "front"],
    ["text", "Hello"],
    ["font", "inter"],
  ],
  "a colour": [
    ["intent", "color"],
    ["color", "white"],
  ],
  "a layer's action": [["intent", "layer-action"], ...layer, ["action", "up"]],
};

describe("readFilledEdit", () => {
  for (const [name, fields] of Object.entries(filledForms)) {
    it(`reads ${name} as conform does`, () => {
      const conform = conformReading(formData(fields));
      expect(conform.status).toBe("success");
      expect(readFilledEdit(formData(fields))).toEqual(conform.status === "success" ? conform.value : null);
    });
  }

  it("leaves a form with a blank field to conform, which says what is missing", () => {
    const fields = filledForms["an image layer keeping its proportions"]!.map(
      ([name, value]): [string, string] => [name, name === "width" ? "" : value],
    );
    expect(readFilledEdit(formData(fields))).toBeNull();
    expect(conformErrors(formData(fields))?.width).toEqual(["validation.designNumber"]);
  });

  it("leaves a refused value to conform, whose errors the page shows", () => {
    const fields = filledForms["a text layer, a comma for the decimal point and spaces around"]!.map(
      ([name, value]): [string, string] => [name, name === "x" ? "far" : value],
    );
    expect(readFilledEdit(formData(fields))).toBeNull();
    expect(conformErrors(formData(fields))?.x).toEqual(["validation.designNumber"]);
  });

  it("leaves repeated and nested names to conform", () => {
    expect(readFilledEdit(formData([...filledForms["a colour"]!, ["color", "black"]]))).toBeNull();
    expect(readFilledEdit(formData([...filledForms["a colour"]!, ["extra.part", "1"]]))).toBeNull();
  });
});
