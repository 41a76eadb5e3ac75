-- btree_gin lets one GIN index hold the shop's id beside the search key's trigrams (docs/decisions/0088-forgiving-search.md).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
-- fuzzystrmatch: levenshtein_less_equal for typos too short for trigrams (kruta → kurta).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "search_key" text;--> statement-breakpoint
CREATE INDEX "product_search_key_idx" ON "product" USING gin ("seller_id","search_key" gin_trgm_ops);
