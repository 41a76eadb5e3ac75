// Landing page, generic pages, feedback and the 404 page.
import { expect, test } from "@playwright/test";
import { withDb } from "./support/platform-db";

test.describe("landing page", () => {
  test("shows the seeded slides, jumps with the dots and advances on its own", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Highlights" });
    // Hidden slides leave the accessibility tree, so count them by their role description.
    const slides = carousel.locator('[aria-roledescription="slide"]');
    const count = await slides.count();
    expect(count).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole("heading", { level: 1, name: "Your Ultimate eCommerce Platform" })).toBeVisible();

    await page.getByRole("button", { name: "Go to slide 2" }).click();
    await expect(slides.nth(1)).toHaveAttribute("aria-hidden", "false");
    await expect(slides.nth(0)).toHaveAttribute("aria-hidden", "true");
    await expect(page.getByRole("heading", { name: "Beautiful Storefronts" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true");

    // Learn More goes to the features.
    await slides.nth(1).getByRole("link", { name: "Learn More" }).click();
    await expect(page).toHaveURL(/#features$/);

    // With the pointer away from the carousel it advances by itself every 5 seconds.
    await page.mouse.move(5, 600);
    await page.getByRole("heading", { name: "Everything you need to sell online" }).focus();
    await expect(slides.nth(2 % count)).toHaveAttribute("aria-hidden", "false", { timeout: 8_000 });
  });

  test("falls back to the two built-in slides when there are no banners", async ({ page }) => {
    const saved = await withDb(async (db) => {
      const { rows } = await db.query("select * from platform_banner");
      await db.query("delete from platform_banner");
      return rows;
    });
    try {
      await page.goto("/");
      const slides = page.getByRole("region", { name: "Highlights" }).locator('[aria-roledescription="slide"]');
      await expect(slides).toHaveCount(2);
      await expect(page.getByRole("heading", { level: 1, name: "Your Ultimate eCommerce Platform" })).toBeVisible();
      await page.getByRole("button", { name: "Go to slide 2" }).click();
      await expect(page.getByRole("heading", { name: "Beautiful Storefronts" })).toBeVisible();
    } finally {
      await withDb(async (db) => {
        for (const row of saved) {
          await db.query(
            "insert into platform_banner (id, image_key, fallback_image_key, title, subtitle, position, created_at) values ($1, $2, $3, $4, $5, $6, $7)",
            [row.id, row.image_key, row.fallback_image_key, row.title, row.subtitle, row.position, row.created_at],
          );
        }
      });
    }
  });

  test("has the six features, the story, the call to action and working header links", async ({ page }) => {
    await page.goto("/");
    for (const title of [
      "Easy Store Setup",
      "Product Management",
      "Customer Management",
      "Mobile Friendly",
      "Mobile Responsive",
      "Global Shopping",
    ]) {
      await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Our Story" })).toBeVisible();
    await expect(page.getByText("founded in 2025 by three friends")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ready to Start Selling Online?" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/register");
    await nav.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/#contact$/);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
    await expect(footer.getByRole("link", { name: "Help Center" })).toHaveAttribute("href", "/#contact");
  });

  test("the contact form stores a help request and says so", async ({ page }) => {
    const email = `asha.${Date.now()}@example.com`;
    await page.goto("/#contact");
    const form = page.locator("#contact form");
    await form.getByLabel("Name").fill("Asha Rao");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Message").fill("How do I add sizes to my products?");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("status")).toHaveText("Your message has been sent successfully!");
    await expect(form.getByLabel("Name")).toHaveValue("");
    const rows = await withDb(async (db) => (await db.query("select name, message from help_request where email = $1", [email])).rows);
    expect(rows).toEqual([{ name: "Asha Rao", message: "How do I add sizes to my products?" }]);
  });

  test("the contact form refuses an empty message on the server too", async ({ request }) => {
    const response = await request.post("/?index", { form: { name: "A", email: "a@example.com", message: " " } });
    expect(response.status()).toBe(400);
  });
});

test.describe("generic pages", () => {
  const pages: Array<[string, string]> = [
    ["/about", "About Us"],
    ["/blog", "Blog"],
    ["/privacy", "Privacy Policy"],
    ["/terms", "Terms of Service"],
    ["/faq", "Frequently Asked Questions"],
    ["/feedback", "We value your feedback"],
  ];
  for (const base of ["", "/demo"]) {
    for (const [path, heading] of pages) {
      test(`${base}${path} shows ${heading}`, async ({ page }) => {
        const response = await page.goto(`${base}${path}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      });
    }
  }

  test("the blog lists a featured post, three posts and seven categories whose links work", async ({ page }) => {
    await page.goto("/demo/blog");
    await expect(page.getByText(/^Featured/)).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(4);
    const categories = page.getByRole("navigation", { name: "Blog categories" }).getByRole("link");
    await expect(categories).toHaveText([
      "All Categories",
      "Getting Started",
      "Industry Trends",
      "Marketing",
      "Success Stories",
      "Tips & Tricks",
      "Product Updates",
    ]);
    await categories.getByText("Tips & Tricks").click();
    await expect(page).toHaveURL("/demo/blog/category/tips%20%26%20tricks");
    await expect(page.getByRole("heading", { level: 1, name: "Tips & Tricks" })).toBeVisible();
    await page.getByRole("link", { name: "Product Photos That Sell, Taken on Your Phone" }).click();
    await expect(page).toHaveURL("/demo/blog/4");
    await expect(page.getByRole("heading", { level: 1, name: "Product Photos That Sell, Taken on Your Phone" })).toBeVisible();
    expect((await page.goto("/demo/blog/999"))?.status()).toBe(404);
  });
});

test.describe("feedback", () => {
  for (const base of ["", "/demo"]) {
    test(`${base}/feedback validates, stores and confirms`, async ({ page }) => {
      await page.goto(`${base}/feedback`);
      await page.getByRole("button", { name: "Submit Feedback" }).click();
      await expect(page.getByRole("alert")).toHaveText("Please fill all fields");
      const message = `Lovely shop ${Date.now()}`;
      await page.getByLabel("Name").fill("Vikram");
      await page.getByRole("button", { name: "Submit Feedback" }).click();
      await expect(page.getByRole("alert")).toHaveText("Please fill all fields");
      await page.getByLabel("Message").fill(message);
      await page.getByRole("button", { name: "Submit Feedback" }).click();
      await expect(page.getByRole("status")).toHaveText("Feedback submitted successfully!");
      const rows = await withDb(
        async (db) =>
          (
            await db.query("select f.name, s.handle from feedback f left join seller s on s.id = f.seller_id where f.message = $1", [
              message,
            ])
          ).rows,
      );
      expect(rows).toEqual([{ name: "Vikram", handle: base ? "demo" : null }]);
    });
  }
});

test("the 404 page has its texts, a way home and a way to support", async ({ page }) => {
  const response = await page.goto("/404-anything/at/all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText("The page you are looking for does not exist or has been moved.")).toBeVisible();
  await page.getByRole("link", { name: "Contact Support" }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.getByRole("heading", { name: "Contact Us" })).toBeInViewport();
  await page.goto("/nope/nothing-here");
  await page.getByRole("link", { name: "Go to Homepage" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your Ultimate eCommerce Platform" })).toBeVisible();
});

test("a slim progress bar shows while a navigation is pending", async ({ page }) => {
  await page.goto("/blog");
  // Hold the next page's data request so the pending state is observable.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route("**/blog/1.data*", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("link", { name: "From a Market Stall to 500 Online Orders a Month" }).click();
  await expect(page.getByTestId("progress-bar")).toHaveAttribute("data-state", "busy");
  release();
  await expect(page.getByRole("heading", { level: 1, name: "From a Market Stall to 500 Online Orders a Month" })).toBeVisible();
  await expect(page.getByTestId("progress-bar")).toHaveAttribute("data-state", "idle");
});
