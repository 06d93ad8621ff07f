/**
 * The clip-art library's drawings (issue 30; docs/decisions/017-designer.md): the pieces
 * core/design/art.ts lists, read from the Fluent Emoji Flat set (@iconify-json/fluent-emoji-flat,
 * MIT) once, when a piece is first asked for, keeping only those pieces. Each piece is served as
 * its own small SVG document, in its own colours or in one, to browsers (`/art/<id>.svg`) and to
 * the print renderer (as a `data:` address): the same document either way.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import {
  ART_VIEWBOX,
  artPieces,
  isArtId,
  keywordList,
  searchArt,
  type ArtCategory,
  type ArtSource,
  type ArtWords,
} from "#core/design/art.ts";
import type { Locale } from "#core/locales.ts";
import { resources } from "#locales/index.ts";

type IconSet = {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
};

let loading: Promise<ReadonlyMap<string, string>> | undefined;

/** The curated pieces' SVG bodies; the rest of the set (about 9 MB) is dropped once read. */
async function readBodies(): Promise<ReadonlyMap<string, string>> {
  const file = createRequire(import.meta.url).resolve("@iconify-json/fluent-emoji-flat/icons.json");
  const set = JSON.parse(await readFile(file, "utf8")) as IconSet;
  const bodies = new Map<string, string>();
  for (const { id } of artPieces) {
    const icon = set.icons[id];
    // A newer set that renamed or reshaped a piece must not draw it wrongly in a print file.
    if (!icon) throw new Error(`clip-art piece ${id} is not in the icon set`);
    if ((icon.width ?? set.width) !== ART_VIEWBOX || (icon.height ?? set.height) !== ART_VIEWBOX) {
      throw new Error(`clip-art piece ${id} is not drawn on a ${ART_VIEWBOX}-unit square`);
    }
    bodies.set(id, icon.body);
  }
  return bodies;
}

function artBodies(): Promise<ReadonlyMap<string, string>> {
  loading ??= readBodies().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * A piece as a standalone SVG document. With `color` (#rrggbb) every fill and outline of it takes
 * that colour ("none" stays none): a silhouette in one ink. It stretches to whatever box it is
 * drawn in, as the layer's width and height say.
 */
function pieceDocument(body: string, color: string | undefined): string {
  const painted = color ? body.replace(/\b(fill|stroke)="(?!none")[^"]*"/g, `$1="${color}"`) : body;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_VIEWBOX}" height="${ART_VIEWBOX}" ` +
    `viewBox="0 0 ${ART_VIEWBOX} ${ART_VIEWBOX}" preserveAspectRatio="none">${painted}</svg>`
  );
}

/** A piece's SVG document, recoloured when `color` is given; null for a piece the library lacks. */
export async function artSvg(id: string, color?: string): Promise<string | null> {
  if (!isArtId(id)) return null;
  const body = (await artBodies()).get(id);
  return body === undefined ? null : pieceDocument(body, color);
}

/** Where the print renderer draws clip art from: each piece's document as a `data:` address. */
export async function printArtSource(): Promise<ArtSource> {
  const bodies = await artBodies();
  return (id, color) => {
    const body = bodies.get(id);
    if (body === undefined) return undefined;
    return `data:image/svg+xml;base64,${Buffer.from(pieceDocument(body, color)).toString("base64")}`;
  };
}

/** A piece's name and keywords in `language`. */
export function artWords(language: Locale): (id: string) => ArtWords {
  const pieces = resources[language].art.pieces as Record<string, ArtWords>;
  return (id) => pieces[id] ?? { name: id, keywords: "" };
}

/** The pieces matching `q` in `language`, in `category` when given (all of them without either). */
export function listArt(options: { language: Locale; q?: string; category?: ArtCategory }) {
  const words = artWords(options.language);
  return searchArt(words, options).map((piece) => {
    const { name, keywords } = words(piece.id);
    return { id: piece.id, name, keywords: keywordList(keywords), category: piece.category };
  });
}
