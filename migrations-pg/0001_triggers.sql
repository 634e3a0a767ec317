-- Custom migration (drizzle-kit generate --custom --config drizzle.pg.config.ts): the PostgreSQL
-- forms of what SQLite's migrations do beyond tables. SQLite's 14 triggers (0011, 0015, 0019)
-- keep the same names and effects, as plpgsql trigger functions (PostgreSQL's triggers run a
-- function; SQLite's hold their statements). `hour` is the post's created_at floored to the UTC
-- hour, as SQLite's (created_at / 3600000) * 3600000 is, whatever the session's time zone.
-- SQLite's other migration-only statements need no form here: PRAGMA foreign_keys around table
-- rebuilds (0001; PostgreSQL alters tables in place), and the data moves of 0025, 0027 and 0029
-- (a new PostgreSQL database has no old rows to move).

-- Reason: SQLite's 0011 inserts post_totals' single row (counted from the posts then present); every reader expects it.
INSERT INTO "post_totals" ("id", "posts", "analyses_version", "analyses") VALUES (1, 0, 0, 0);
--> statement-breakpoint
-- Reason: the one place the UTC hour of a post is computed, so the triggers below agree with SQLite's integer arithmetic.
CREATE FUNCTION "squawk_post_hour"(post text) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT date_trunc('hour', "created_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' FROM "posts" WHERE "id" = post
$$;
--> statement-breakpoint
-- Reason: post_totals_post_insert / _delete (0011) count posts as they are written, so the admin panel reads a count.
CREATE FUNCTION "post_totals_count_posts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "post_totals" SET "posts" = "posts" + CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END WHERE "id" = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "post_totals_post_insert" AFTER INSERT ON "posts" FOR EACH ROW EXECUTE FUNCTION "post_totals_count_posts"();
--> statement-breakpoint
CREATE TRIGGER "post_totals_post_delete" AFTER DELETE ON "posts" FOR EACH ROW EXECUTE FUNCTION "post_totals_count_posts"();
--> statement-breakpoint
-- Reason: post_stats_analysis_insert / _update / _delete (0011) keep the hourly verdict counts /api/stats sums, and bump analyses_version (its cache key).
CREATE FUNCTION "post_stats_count_analyses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "post_stats" SET "n" = "n" - 1
      WHERE "relevant" = OLD."relevant" AND "impact" = OLD."impact" AND "hour" = "squawk_post_hour"(OLD."post_id");
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "post_stats" ("hour", "impact", "relevant", "n")
      SELECT "squawk_post_hour"(NEW."post_id"), NEW."impact", NEW."relevant", 1 FROM "posts" WHERE "id" = NEW."post_id"
      ON CONFLICT ("relevant", "hour", "impact") DO UPDATE SET "n" = "post_stats"."n" + 1;
  END IF;
  UPDATE "post_totals" SET "analyses_version" = "analyses_version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "post_stats_analysis_insert" AFTER INSERT ON "analyses" FOR EACH ROW EXECUTE FUNCTION "post_stats_count_analyses"();
--> statement-breakpoint
CREATE TRIGGER "post_stats_analysis_update" AFTER UPDATE OF "impact", "relevant", "post_id" ON "analyses" FOR EACH ROW EXECUTE FUNCTION "post_stats_count_analyses"();
--> statement-breakpoint
CREATE TRIGGER "post_stats_analysis_delete" AFTER DELETE ON "analyses" FOR EACH ROW EXECUTE FUNCTION "post_stats_count_analyses"();
--> statement-breakpoint
-- Reason: post_totals_analysis_insert / _delete (0015) count analyses, so the admin panel reads a count instead of counting rows.
CREATE FUNCTION "post_totals_count_analyses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "post_totals" SET "analyses" = "analyses" + CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END WHERE "id" = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "post_totals_analysis_insert" AFTER INSERT ON "analyses" FOR EACH ROW EXECUTE FUNCTION "post_totals_count_analyses"();
--> statement-breakpoint
CREATE TRIGGER "post_totals_analysis_delete" AFTER DELETE ON "analyses" FOR EACH ROW EXECUTE FUNCTION "post_totals_count_analyses"();
--> statement-breakpoint
-- Reason: telegram_subscriber_counts_insert / _update / _delete (0015) count subscribers by status for the admin panel.
CREATE FUNCTION "telegram_subscriber_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "telegram_subscriber_counts" SET "n" = "n" - 1 WHERE "status" = OLD."status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "telegram_subscriber_counts" ("status", "n") VALUES (NEW."status", 1)
      ON CONFLICT ("status") DO UPDATE SET "n" = "telegram_subscriber_counts"."n" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "telegram_subscriber_counts_insert" AFTER INSERT ON "telegram_subscribers" FOR EACH ROW EXECUTE FUNCTION "telegram_subscriber_counts_keep"();
--> statement-breakpoint
CREATE TRIGGER "telegram_subscriber_counts_update" AFTER UPDATE OF "status" ON "telegram_subscribers" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "telegram_subscriber_counts_keep"();
--> statement-breakpoint
CREATE TRIGGER "telegram_subscriber_counts_delete" AFTER DELETE ON "telegram_subscribers" FOR EACH ROW EXECUTE FUNCTION "telegram_subscriber_counts_keep"();
--> statement-breakpoint
-- Reason: post_stats_changes_analysis_insert / _update / _delete (0019) log each +1/-1 so /api/stats adds the changes since it last summed.
CREATE FUNCTION "post_stats_changes_log"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "post_stats_changes" ("hour", "impact", "relevant", "n")
      SELECT "squawk_post_hour"(OLD."post_id"), OLD."impact", OLD."relevant", -1 FROM "posts" WHERE "id" = OLD."post_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "post_stats_changes" ("hour", "impact", "relevant", "n")
      SELECT "squawk_post_hour"(NEW."post_id"), NEW."impact", NEW."relevant", 1 FROM "posts" WHERE "id" = NEW."post_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "post_stats_changes_analysis_insert" AFTER INSERT ON "analyses" FOR EACH ROW EXECUTE FUNCTION "post_stats_changes_log"();
--> statement-breakpoint
CREATE TRIGGER "post_stats_changes_analysis_update" AFTER UPDATE OF "impact", "relevant", "post_id" ON "analyses" FOR EACH ROW EXECUTE FUNCTION "post_stats_changes_log"();
--> statement-breakpoint
CREATE TRIGGER "post_stats_changes_analysis_delete" AFTER DELETE ON "analyses" FOR EACH ROW EXECUTE FUNCTION "post_stats_changes_log"();
--> statement-breakpoint
-- Reason: post_stats_changes_prune (0019) keeps the newest 10,000 changes only.
CREATE FUNCTION "post_stats_changes_prune"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "post_stats_changes" WHERE "id" <= NEW."id" - 10000;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "post_stats_changes_prune" AFTER INSERT ON "post_stats_changes" FOR EACH ROW EXECUTE FUNCTION "post_stats_changes_prune"();
