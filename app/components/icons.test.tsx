import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import spriteUrl from "virtual:icon-sprite";
import { iconNames } from "#core/icon-names.ts";
import { Loader2, Search } from "./icons.tsx";

test("an icon is a short reference to its symbol in the hashed sprite, hidden from assistive technology", () => {
  expect(spriteUrl).toMatch(/^\/assets\/icons-[\w-]{10}\.svg$/);
  expect(renderToStaticMarkup(<Search className="size-4" />)).toBe(
    `<svg class="icon size-4" aria-hidden="true"><use href="${spriteUrl}#search"></use></svg>`,
  );
  expect(renderToStaticMarkup(<Loader2 strokeWidth={1.5} />)).toBe(
    `<svg class="icon" style="stroke-width:1.5" aria-hidden="true"><use href="${spriteUrl}#loader-circle"></use></svg>`,
  );
  // A labelled icon is an image with that name.
  expect(renderToStaticMarkup(<Search aria-label="Search" />)).toContain('aria-label="Search" role="img"');
});

test("every icon the shop names is a symbol of the sprite, drawn from lucide-react's data", async () => {
  const { buildIconSprite } = await import("#server/tools/icon-sprite.ts");
  const { svg, fileName } = await buildIconSprite();
  expect(`/${fileName}`).toBe(spriteUrl);
  for (const name of iconNames) {
    expect(svg).toMatch(
      new RegExp(
        `<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon|ellipse) `,
      ),
    );
  }
  expect(svg.match(/<symbol /g)).toHaveLength(iconNames.length);
  // The drawing's shapes only: no React keys, no stroke (that is the page's `.icon` style).
  expect(svg).not.toMatch(/ key=| stroke=/);
});
