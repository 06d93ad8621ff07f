import { describe, expect, test } from "vitest";
import { describeUserAgent } from "./user-agent.ts";

describe("describeUserAgent", () => {
  test.each([
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
      { browser: "Chrome", os: "Linux" },
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0",
      { browser: "Edge", os: "Windows" },
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:121.0) Gecko/20100101 Firefox/121.0",
      { browser: "Firefox", os: "macOS" },
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1",
      { browser: "Safari", os: "iOS" },
    ],
  ])("%s", (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toEqual(expected);
  });

  test("an agent it does not know", () => {
    expect(describeUserAgent("curl/8.5.0")).toBeNull();
  });
});
