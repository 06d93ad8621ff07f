import type { ArtWords } from "#core/design/art.ts";
import { type MessageKey, useT } from "#app/utils/i18n.tsx";

/** A clip-art piece's name and keywords in the page's language (locales/<lang>/art.ts). */
export function useArtWords(): (id: string) => ArtWords {
  const t = useT("art");
  // Piece ids come from core/design/art.ts; the locale test keeps both languages' pieces alike.
  return (id) => ({
    name: t(`pieces.${id}.name` as MessageKey<"art">),
    keywords: t(`pieces.${id}.keywords` as MessageKey<"art">),
  });
}
