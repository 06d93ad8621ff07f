import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const pages = process.argv.slice(2);
for (const spec of pages) {
  const [path, name, js, width] = spec.split("|");
  const ctx = await b.newContext({ viewport: { width: Number(width ?? 1280), height: 900 }, javaScriptEnabled: js !== "nojs" });
  const p = await ctx.newPage();
  p.on("console", (m) => { if (m.type() === "error") console.log("console:", m.text()); });
  await p.goto("http://127.0.0.1:4400" + path, { waitUntil: "networkidle" });
  await p.screenshot({ path: `/tmp/shot-${name}.png`, fullPage: true });
  await ctx.close();
}
await b.close();
