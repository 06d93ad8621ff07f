import { describe, expect, test } from "vitest";
import { artPieces } from "#core/design/art.ts";
import { artSvg, listArt, printArtSource } from "./art.ts";

const colours = (svg: string) => [
  ...new Set([...svg.matchAll(/\b(?:fill|stroke)="([^"]*)"/g)].map((m) => m[1])),
];

describe("the clip-art pieces", () => {
  test("every piece of the library is in the icon set, as a plain drawing of flat colours", async () => {
    for (const { id } of artPieces) {
      const svg = await artSvg(id);
      expect(svg, id).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="32" height="32"/);
      // Nothing a renderer might draw differently, and no colour the recolouring would miss.
      expect(svg, id).not.toMatch(/Gradient|<filter|<mask|<image|<use|style=|currentColor|<script/);
    }
  });

  test("in one colour every fill takes it and what was not painted stays unpainted", async () => {
    const own = (await artSvg("owl")) ?? "";
    expect(colours(own).length).toBeGreaterThan(3);
    const blue = (await artSvg("owl", "#1d4ed8")) ?? "";
    expect(colours(blue).sort()).toEqual(colours(own).includes("none") ? ["#1d4ed8", "none"] : ["#1d4ed8"]);
    expect(blue.replaceAll(/(fill|stroke)="[^"]*"/g, "")).toBe(own.replaceAll(/(fill|stroke)="[^"]*"/g, ""));
  });

  test("a piece the library lacks is none, whatever the set holds", async () => {
    expect(await artSvg("swan")).toBeNull();
    expect(await artSvg("../package.json")).toBeNull();
  });

  test("the print renderer gets the same document as a data address", async () => {
    const source = await printArtSource();
    const href = source("owl", "#1d4ed8") ?? "";
    expect(href).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(href.split(",")[1] ?? "", "base64").toString()).toBe(await artSvg("owl", "#1d4ed8"));
    expect(source("swan", undefined)).toBeUndefined();
  });

  test("the API's list names the pieces in the language asked", () => {
    expect(listArt({ language: "fr", q: "hibou" })).toEqual([
      {
        id: "owl",
        name: "Hibou",
        keywords: ["hibou", "chouette", "nuit", "sage", "oiseau"],
        category: "animals",
      },
    ]);
    expect(listArt({ language: "en", q: "owl" })[0]).toMatchObject({ name: "Owl", category: "animals" });
    expect(listArt({ language: "en" })).toHaveLength(artPieces.length);
  });
});
