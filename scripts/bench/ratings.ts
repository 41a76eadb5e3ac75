// Ratings for the benchmark catalogue, so 'Top rated' sorts real values: about 60% of products get
// 1–40 ratings with an average anywhere from 1 to 5, the rest stay unrated (null average, sorted
// last). The app never writes these columns (a trigger keeps them from visible reviews); the bench
// sets them directly because generating millions of reviews would only slow the load down.
import pg from "pg";

export async function ensureRatings(url: string): Promise<number | null> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(
      "create schema if not exists bench; create table if not exists bench.ratings (made_at timestamptz not null default now())",
    );
    if ((await c.query("select 1 from bench.ratings")).rowCount) return null;
    const started = Date.now();
    await c.query("set synchronous_commit = off");
    // Every value is a function of the product id, so a regenerated catalogue gets the same ratings.
    await c.query(`
      update product p set rating_count = r.n, rating_sum = r.n + (r.h2 % (4 * r.n + 1))
      from (select id, 1 + (h1 / 10) % 40 n, h2 from (
              select id, abs(hashtext(id::text)::bigint) h1, abs(hashtext(reverse(id::text))::bigint) h2 from product) x
            where h1 % 10 < 6) r
      where p.id = r.id`);
    await c.query("insert into bench.ratings default values");
    await c.query("vacuum (analyze) product");
    return (Date.now() - started) / 1000;
  } finally {
    await c.end();
  }
}
