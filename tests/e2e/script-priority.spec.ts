// A first visit fetches the page's 30-odd module scripts at low priority, below its stylesheet, its
// Devanagari face and its images (docs/decisions/0099-scripts-at-low-priority.md): the HTML stream marks
// <Scripts>' module preloads as React marks its own (app/http/module-preload-priority.server.ts).
import { expect, test } from "@playwright/test";
import { hydrated } from "./support/hydrated";

for (const path of ["/demo", "/demo?lang=hi"]) {
  test(`first visit to ${path}: scripts come at low priority, the page still hydrates`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const priorities = new Map<string, string>();
    cdp.on("Network.requestWillBeSent", (event) => {
      const url = new URL(event.request.url);
      if (url.pathname.startsWith("/assets/")) priorities.set(url.pathname, event.request.initialPriority);
    });
    await page.goto(path);
    await hydrated(page, "header");

    // The modules the page preloads; what the page imports later (the carousel) is another matter.
    const html = await (await page.request.get(path)).text();
    const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*>/g)].map(([link]) => link);
    expect(preloads.length).toBeGreaterThan(5);
    for (const link of preloads) expect(link.toLowerCase()).toContain('fetchpriority="low"');
    const preloaded = preloads.map((link) => /href="([^"]+)"/.exec(link)?.[1] ?? link);
    expect(preloaded.map((href) => [href, priorities.get(href)])).toEqual(preloaded.map((href) => [href, "Low"]));
    // What the first paint needs keeps its high priority: the Hindi page's stylesheet and face.
    const others = [...priorities].filter(([p]) => !p.endsWith(".js"));
    expect(others.filter(([, priority]) => priority === "Low" || priority === "VeryLow")).toEqual([]);
    if (path.includes("lang=hi")) expect(others.map(([p]) => p.split(".").pop()).sort()).toEqual(["css", "woff2"]);
    await context.close();
  });
}
