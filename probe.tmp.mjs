import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage();
page.on("console", (m) => console.log("console", m.type(), m.text()));
page.on("pageerror", (e) => console.log("pageerror", e.message));
await page.goto(process.argv[2] ?? "http://127.0.0.1:4300/");
await page.waitForTimeout(3000);
console.log(await page.evaluate(() => Object.keys(document.documentElement).filter(k => k.startsWith("__react")).length));
await browser.close();
