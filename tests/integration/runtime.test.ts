import { expect, test } from "vitest";

test("the tests run on Node 24, the version the project pins", () => {
  expect(process.versions.node.split(".")[0]).toBe("24");
});
