-- One order per purchase (docs/decisions/0128-one-order-per-purchase.md): the per-line orders of a
-- checkout become one order whose id is the checkout's, holding the lines. Nothing is lost: each line
-- keeps the id and (where it differed) the status of the order it was, its status events and reviews
-- move to the merged order, and the shop's customer counts are counted again by purchase.
DROP TRIGGER orders_shop_customer_ins ON orders;--> statement-breakpoint
DROP TRIGGER orders_shop_customer_upd ON orders;--> statement-breakpoint
DROP FUNCTION haat_shop_customer();--> statement-breakpoint
DROP FUNCTION haat_order_net_paise(orders);--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_checkout_line";--> statement-breakpoint
ALTER TABLE "checkout" DROP CONSTRAINT "checkout_refund_within_total";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_total_non_negative";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_checkout_id_checkout_id_fk";--> statement-breakpoint
DROP INDEX "order_item_order_idx";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "id" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "checkout" ADD COLUMN "placed_total_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "checkout" SET "placed_total_paise" = "total_paise";--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "line_no" integer;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "discount_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "former_order_id" uuid;--> statement-breakpoint
ALTER TABLE "order_item" ADD COLUMN "former_status" text;--> statement-breakpoint
-- How far each status is along the way; a purchase is as far as its least advanced live line.
CREATE FUNCTION pg_temp.haat_status_rank(s text) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT array_position(ARRAY['pending','confirmed','processing','shipped','delivered'], s)
$$;--> statement-breakpoint
CREATE TEMP TABLE merged AS
SELECT o.checkout_id AS id,
       CASE WHEN bool_and(o.status = 'cancelled') THEN 'cancelled'
            ELSE (array_agg(o.status ORDER BY pg_temp.haat_status_rank(o.status)) FILTER (WHERE o.status <> 'cancelled'))[1] END AS status,
       bool_and(o.status = 'cancelled') AS all_cancelled
FROM orders o GROUP BY o.checkout_id;--> statement-breakpoint
-- Each line takes its order's place in the cart, its discount share and its id; a line cancelled while
-- another of its purchase was not is a cancelled line (the time of its cancel event).
UPDATE "order_item" i SET
  "line_no" = n.line_no,
  "discount_paise" = CASE WHEN n.first_of_order THEN o.discount_paise ELSE 0 END,
  "former_order_id" = o.id,
  "former_status" = CASE WHEN o.status <> m.status THEN o.status END,
  "cancelled_at" = CASE WHEN o.status = 'cancelled' AND NOT m.all_cancelled THEN coalesce(
    (SELECT max(e.created_at) FROM order_status_event e WHERE e.order_id = o.id AND e.status = 'cancelled'), o.updated_at) END
FROM orders o
JOIN merged m ON m.id = o.checkout_id
JOIN (
  SELECT x.id AS item_id,
         (row_number() OVER (PARTITION BY y.checkout_id ORDER BY y.line_no, x.id) - 1)::int AS line_no,
         row_number() OVER (PARTITION BY x.order_id ORDER BY x.id) = 1 AS first_of_order
  FROM order_item x JOIN orders y ON y.id = x.order_id
) n ON true
WHERE o.id = i.order_id AND n.item_id = i.id;--> statement-breakpoint
-- The merged order: the first line's address and customer, the first time the seller saw any line,
-- the courier of the line shipped last. Temporary values in the columns about to go.
INSERT INTO orders (id, checkout_id, line_no, user_id, seller_id, status, delivery_mode, total_paise, shipping_address, contact_number,
                    customer_name, seen_by_seller_at, courier, tracking_number, tracking_url, created_at, updated_at)
SELECT m.id, m.id, -1, f.user_id, f.seller_id, m.status, f.delivery_mode, 0, f.shipping_address, f.contact_number, f.customer_name,
       (SELECT min(o.seen_by_seller_at) FROM orders o WHERE o.checkout_id = m.id),
       t.courier, t.tracking_number, t.tracking_url,
       (SELECT min(o.created_at) FROM orders o WHERE o.checkout_id = m.id),
       (SELECT max(o.updated_at) FROM orders o WHERE o.checkout_id = m.id)
FROM merged m
JOIN LATERAL (SELECT * FROM orders o WHERE o.checkout_id = m.id ORDER BY o.line_no LIMIT 1) f ON true
LEFT JOIN LATERAL (
  SELECT o.courier, o.tracking_number, o.tracking_url FROM orders o
  WHERE o.checkout_id = m.id AND (o.courier IS NOT NULL OR o.tracking_number IS NOT NULL OR o.tracking_url IS NOT NULL)
  ORDER BY o.updated_at DESC LIMIT 1
) t ON true;--> statement-breakpoint
UPDATE "order_item" i SET "order_id" = o.checkout_id FROM orders o WHERE o.id = i.order_id AND o.line_no >= 0;--> statement-breakpoint
UPDATE "order_status_event" e SET "order_id" = o.checkout_id FROM orders o WHERE o.id = e.order_id AND o.line_no >= 0;--> statement-breakpoint
UPDATE "review" r SET "order_id" = o.checkout_id FROM orders o WHERE o.id = r.order_id AND o.line_no >= 0;--> statement-breakpoint
DELETE FROM orders WHERE line_no >= 0;--> statement-breakpoint
-- The order's history is its own: one event per status it reached, the first time; a line's own
-- cancel or a status ahead of the order's stays with the line (cancelled_at, former_status).
DELETE FROM order_status_event e USING merged m WHERE e.order_id = m.id AND (
  (e.status = 'cancelled' AND m.status <> 'cancelled')
  OR (m.status <> 'cancelled' AND pg_temp.haat_status_rank(e.status) > pg_temp.haat_status_rank(m.status)));--> statement-breakpoint
DELETE FROM order_status_event e WHERE EXISTS (
  SELECT 1 FROM order_status_event d WHERE d.order_id = e.order_id AND d.status = e.status
    AND (d.created_at, d.id) < (e.created_at, e.id));--> statement-breakpoint
-- A cancelled line leaves the amounts as a cancel does now: its goods and discount share go, the
-- fees stay with the parcel, the included tax in proportion.
UPDATE "checkout" c SET
  "subtotal_paise" = c.subtotal_paise - x.goods,
  "discount_paise" = c.discount_paise - x.discount,
  "tax_paise" = CASE WHEN c.subtotal_paise = 0 THEN 0 ELSE (c.tax_paise * (c.subtotal_paise - x.goods)) / c.subtotal_paise END,
  "total_paise" = c.total_paise - x.goods + x.discount
FROM (
  SELECT i.order_id, sum(i.price_paise::bigint * i.quantity) AS goods, sum(i.discount_paise) AS discount
  FROM order_item i WHERE i.cancelled_at IS NOT NULL GROUP BY i.order_id
) x WHERE x.order_id = c.id;--> statement-breakpoint
ALTER TABLE "order_item" ALTER COLUMN "line_no" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_id_checkout_id_fk" FOREIGN KEY ("id") REFERENCES "public"."checkout"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_item_former_order_idx" ON "order_item" USING btree ("former_order_id") WHERE "order_item"."former_order_id" is not null;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "checkout_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "line_no";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "total_paise";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "discount_paise";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "delivery_fee_paise";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "cod_fee_paise";--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_order_line" UNIQUE("order_id","line_no");--> statement-breakpoint
ALTER TABLE "checkout" ADD CONSTRAINT "checkout_total_within_placed" CHECK ("checkout"."total_paise" <= "checkout"."placed_total_paise");--> statement-breakpoint
ALTER TABLE "checkout" ADD CONSTRAINT "checkout_refund_within_total" CHECK ("checkout"."refund_paise" is null or ("checkout"."refund_paise" > 0 and "checkout"."refund_paise" <= "checkout"."placed_total_paise"));--> statement-breakpoint
ALTER TABLE "order_item" ADD CONSTRAINT "order_item_discount_non_negative" CHECK ("order_item"."discount_paise" >= 0);--> statement-breakpoint
-- shop_customer follows orders, by deltas (concurrent checkouts of one shopper all count). What an
-- order cost the shopper: its total (which follows cancelled lines); nothing once cancelled.
CREATE FUNCTION haat_order_net_paise(status text, total_paise bigint) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN status = 'cancelled' THEN 0 ELSE total_paise END
$$;--> statement-breakpoint
CREATE FUNCTION haat_shop_customer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mail text;
  total bigint;
BEGIN
  SELECT c.total_paise INTO total FROM checkout c WHERE c.id = NEW.id;
  IF TG_OP = 'INSERT' THEN
    SELECT email INTO mail FROM "user" WHERE id = NEW.user_id;
    INSERT INTO shop_customer AS c (seller_id, user_id, name, mobile, email, order_count, spent_paise, first_order_at, last_order_at, search_text)
    VALUES (NEW.seller_id, NEW.user_id, NEW.customer_name, NEW.contact_number, coalesce(mail, ''), 1, haat_order_net_paise(NEW.status, total),
            NEW.created_at, NEW.created_at, lower(NEW.customer_name || ' ' || NEW.contact_number || ' ' || coalesce(mail, '')))
    ON CONFLICT (seller_id, user_id) DO UPDATE SET
      order_count = c.order_count + 1,
      spent_paise = c.spent_paise + EXCLUDED.spent_paise,
      first_order_at = least(c.first_order_at, EXCLUDED.first_order_at),
      last_order_at = greatest(c.last_order_at, EXCLUDED.last_order_at),
      -- The name and mobile are those of the latest order; the e-mail is the account's now.
      name = CASE WHEN EXCLUDED.last_order_at >= c.last_order_at THEN EXCLUDED.name ELSE c.name END,
      mobile = CASE WHEN EXCLUDED.last_order_at >= c.last_order_at THEN EXCLUDED.mobile ELSE c.mobile END,
      email = EXCLUDED.email,
      search_text = lower(
        (CASE WHEN EXCLUDED.last_order_at >= c.last_order_at THEN EXCLUDED.name ELSE c.name END) || ' ' ||
        (CASE WHEN EXCLUDED.last_order_at >= c.last_order_at THEN EXCLUDED.mobile ELSE c.mobile END) || ' ' || EXCLUDED.email);
  ELSIF haat_order_net_paise(NEW.status, total) <> haat_order_net_paise(OLD.status, total) THEN
    UPDATE shop_customer SET spent_paise = spent_paise + haat_order_net_paise(NEW.status, total) - haat_order_net_paise(OLD.status, total)
      WHERE seller_id = NEW.seller_id AND user_id = NEW.user_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A line cancelled: the order's total falls, and so does what its customer spent.
CREATE FUNCTION haat_shop_customer_total() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shop_customer s SET spent_paise = s.spent_paise + haat_order_net_paise(o.status, NEW.total_paise) - haat_order_net_paise(o.status, OLD.total_paise)
    FROM orders o WHERE o.id = NEW.id AND s.seller_id = o.seller_id AND s.user_id = o.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER orders_shop_customer_ins AFTER INSERT ON orders FOR EACH ROW EXECUTE FUNCTION haat_shop_customer();--> statement-breakpoint
CREATE TRIGGER orders_shop_customer_upd AFTER UPDATE OF status ON orders FOR EACH ROW EXECUTE FUNCTION haat_shop_customer();--> statement-breakpoint
CREATE TRIGGER checkout_shop_customer_total AFTER UPDATE OF total_paise ON checkout
  FOR EACH ROW WHEN (NEW.total_paise IS DISTINCT FROM OLD.total_paise) EXECUTE FUNCTION haat_shop_customer_total();--> statement-breakpoint
-- Each shop's customers counted again: one order per purchase now.
UPDATE shop_customer s SET order_count = x.n, spent_paise = x.spent
FROM (
  SELECT o.seller_id, o.user_id, count(*)::int AS n, sum(haat_order_net_paise(o.status, c.total_paise))::bigint AS spent
  FROM orders o JOIN checkout c ON c.id = o.id GROUP BY o.seller_id, o.user_id
) x WHERE x.seller_id = s.seller_id AND x.user_id = s.user_id;--> statement-breakpoint
DROP TABLE merged;--> statement-breakpoint
DROP FUNCTION pg_temp.haat_status_rank(text);
