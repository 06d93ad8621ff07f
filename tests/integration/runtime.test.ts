import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { serverNodeFlags } from "#tests/support/spawn-server.ts";

const projectFile = (name: string) => readFileSync(new URL(`../../${name}`, import.meta.url), "utf8");

test("the tests run on Node 24, the version the project pins", () => {
  expect(process.versions.node.split(".")[0]).toBe("24");
});

test("npm start, the image and the tests' servers run Node with the same flags", () => {
  const { scripts } = JSON.parse(projectFile("package.json")) as { scripts: Record<string, string> };
  expect(scripts.start).toContain(`&& node ${serverNodeFlags.join(" ")} server/index.ts`);
  const command = /^CMD (.+)$/m.exec(projectFile("Dockerfile"))?.[1];
  expect(command && JSON.parse(command)).toEqual(["node", ...serverNodeFlags, "server/index.ts"]);
});
