import { createHash } from "node:crypto";
import type { Plugin } from "vite";

type IconNode = [tag: string, attributes: Record<string, string | number>][];

/**
 * The icon sprite: one `<symbol>` per name in core/icon-names.ts, drawn from the
 * lucide-react package's data, and the hashed file name it is served under (/assets: immutable).
 */
export async function buildIconSprite(): Promise<{ svg: string; fileName: string }> {
  const { iconNames } = await import("#core/icon-names.ts");
  const symbols = await Promise.all(
    iconNames.map(async (name) => {
      const module = (await import(`lucide-react/icons/${name}`)) as { __iconData?: { node: IconNode } };
      if (!module.__iconData) throw new Error(`lucide-react has no drawing for "${name}"`);
      const shapes = module.__iconData.node.map(([tag, attributes]) => {
        const list = Object.entries(attributes)
          .filter(([key]) => key !== "key")
          .map(([key, value]) => `${key}="${String(value).replaceAll('"', "&quot;")}"`);
        return `<${tag} ${list.join(" ")}/>`;
      });
      return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`;
    }),
  );
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg"><!-- Lucide icons, ISC licence, https://lucide.dev -->` +
    `${symbols.join("")}</svg>`;
  const hash = createHash("sha256").update(svg).digest("base64url").slice(0, 10);
  return { svg, fileName: `assets/icons-${hash}.svg` };
}

/**
 * `virtual:icon-sprite`: the sprite's address. The browser build emits the file; the dev server
 * serves it. Built, not committed: a Lucide update redraws it.
 */
export function iconSprite(): Plugin {
  const moduleId = "virtual:icon-sprite";
  let sprite: ReturnType<typeof buildIconSprite> | undefined;
  return {
    name: "shop:icon-sprite",
    resolveId: (source) => (source === moduleId ? `\0${moduleId}` : null),
    async load(id) {
      if (id !== `\0${moduleId}`) return null;
      const { svg, fileName } = await (sprite ??= buildIconSprite());
      if (this.environment?.name === "client" && this.environment.mode === "build") {
        this.emitFile({ type: "asset", fileName, source: svg });
      }
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const { svg, fileName } = await (sprite ??= buildIconSprite());
        if (req.url !== `/${fileName}`) return next();
        res.setHeader("Content-Type", "image/svg+xml");
        res.end(svg);
      });
    },
  };
}
