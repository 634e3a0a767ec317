-- Custom migration (drizzle-kit generate --custom): each change post_stats's triggers make is also
-- written to post_stats_changes (the post's hour, the verdict, +1 or -1), of which the newest
-- 10,000 are kept, so /api/stats adds what changed since it last summed.
CREATE TRIGGER `post_stats_changes_analysis_insert` AFTER INSERT ON `analyses` BEGIN
  INSERT INTO `post_stats_changes` (`hour`, `impact`, `relevant`, `n`)
    SELECT (`created_at` / 3600000) * 3600000, NEW.`impact`, NEW.`relevant`, 1 FROM `posts` WHERE `id` = NEW.`post_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_stats_changes_analysis_update` AFTER UPDATE OF `impact`, `relevant`, `post_id` ON `analyses` BEGIN
  INSERT INTO `post_stats_changes` (`hour`, `impact`, `relevant`, `n`)
    SELECT (`created_at` / 3600000) * 3600000, OLD.`impact`, OLD.`relevant`, -1 FROM `posts` WHERE `id` = OLD.`post_id`;
  INSERT INTO `post_stats_changes` (`hour`, `impact`, `relevant`, `n`)
    SELECT (`created_at` / 3600000) * 3600000, NEW.`impact`, NEW.`relevant`, 1 FROM `posts` WHERE `id` = NEW.`post_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_stats_changes_analysis_delete` AFTER DELETE ON `analyses` BEGIN
  INSERT INTO `post_stats_changes` (`hour`, `impact`, `relevant`, `n`)
    SELECT (`created_at` / 3600000) * 3600000, OLD.`impact`, OLD.`relevant`, -1 FROM `posts` WHERE `id` = OLD.`post_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `post_stats_changes_prune` AFTER INSERT ON `post_stats_changes` BEGIN
  DELETE FROM `post_stats_changes` WHERE `id` <= NEW.`id` - 10000;
END;
