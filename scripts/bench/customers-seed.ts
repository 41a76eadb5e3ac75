// A shop's customers and orders written with set-based SQL (generate_series), for the customers
// benchmark and the query-plan test: `customers` accounts, `orders` orders spread over them and over
// the last year (one checkout each, the order's id the checkout's, a tenth cancelled), shop_customer
// filled by the orders trigger (drizzle/0016) as checkout would. Deterministic for a given prefix.
import type pg from "pg";

export interface CustomerSeed {
  sellerId: string;
  /** Unique per call: account ids and e-mails start with it. */
  prefix: string;
  customers: number;
  orders: number;
}

const FIRST = ["Meera", "Arjun", "Zoya", "Ravi", "Ananya", "Kabir", "Lakshmi", "Imran", "Priya", "Vikram", "Sneha", "Farhan"];
const LAST = ["Iyer", "Rao", "Khan", "Sharma", "Nair", "Gupta", "Reddy", "Das", "Singh", "Menon", "Patel", "Bose"];

export async function seedShopCustomers(db: pg.Pool | pg.Client, seed: CustomerSeed): Promise<void> {
  const { sellerId, prefix, customers, orders } = seed;
  await db.query(
    `insert into "user" (id, name, email, role)
     select $1 || '-' || g, ($2::text[])[1 + g % 12] || ' ' || ($3::text[])[1 + (g / 12) % 12] || ' ' || g,
            $1 || '-' || g || '@example.com', 'customer'
     from generate_series(1, $4::int) g
     on conflict (id) do nothing`,
    [prefix, FIRST, LAST, customers],
  );
  // Order g belongs to customer 1 + (g * 7919) % n (a prime stride: every customer gets some,
  // unevenly), placed g minutes apart over the past, the latest last.
  const series = `select g, $1 || '-' || (1 + (g::bigint * 7919) % $3) as user_id,
                         md5($1 || '-checkout-' || g)::uuid as checkout_id,
                         now() - make_interval(mins => ($4::int - g)) as at,
                         (49900 + (g * 131) % 200000)::bigint as total,
                         case when g % 10 = 0 then 'cancelled' else 'delivered' end as status
                  from generate_series(1, $4::int) g`;
  const params = [prefix, sellerId, customers, orders];
  await db.query(
    `insert into checkout (id, user_id, seller_id, request_fingerprint, subtotal_paise, total_paise, placed_total_paise, created_at)
     select checkout_id, user_id, $2, 'bench', total, total, total, at from (${series}) s`,
    params,
  );
  await db.query(
    `insert into orders (id, user_id, seller_id, status, delivery_mode, shipping_address,
                         contact_number, customer_name, created_at)
     select s.checkout_id, s.user_id, $2, s.status, 'delivery',
            u.name || E'\\n' || (1 + (s.g % 3)) || ' Lotus Residency, MG Road\\nPune, Maharashtra 411001',
            (9000000000 + (hashtext(s.user_id)::bigint & 999999999))::text, u.name, s.at
     from (${series}) s join "user" u on u.id = s.user_id
     order by s.g`,
    params,
  );
  // One item per order, as a one-line cart places it (line 0, the whole subtotal).
  await db.query(
    `insert into order_item (seller_id, order_id, line_no, name, price_paise, quantity)
     select o.seller_id, o.id, 0, 'Cotton Kurta', c.subtotal_paise, 1 from orders o join checkout c on c.id = o.id
     where o.seller_id = $1 and not exists (select 1 from order_item i where i.order_id = o.id and i.seller_id = o.seller_id)`,
    [sellerId],
  );
}
