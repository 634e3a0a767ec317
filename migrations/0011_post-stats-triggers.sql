-- Custom migration (drizzle-kit generate --custom): post_stats and post_totals are filled from
-- what is there, then kept by triggers as posts and analyses are written.
INSERT INTO `post_totals` (`id`, `posts`, `analyses_version`) SELECT 1, count(*), 0 FROM `posts`;
--> statement-breakpoint
INSERT INTO `post_stats` (`hour`, `impact`, `relevant`, `n`)
  SELECT (p.`created_at` / 3600000) * 3600000, a.`impact`, a.`relevant`, count(*) FROM `analyses` a JOIN `posts` p ON p.`id` = a.`post_id` GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE TRIGGER `post_totals_post_insert` AFTER INSERT ON `posts` BEGIN
  UPDATE `post_totals` SET `posts` = `posts` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `post_totals_post_delete` AFTER DELETE ON `posts` BEGIN
  UPDATE `post_totals` SET `posts` = `posts` - 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `post_stats_analysis_insert` AFTER INSERT ON `analyses` BEGIN
  INSERT INTO `post_stats` (`hour`, `impact`, `relevant`, `n`)
    SELECT (`created_at` / 3600000) * 3600000, NEW.`impact`, NEW.`relevant`, 1 FROM `posts` WHERE `id` = NEW.`post_id`
    ON CONFLICT (`relevant`, `hour`, `impact`) DO UPDATE SET `n` = `n` + 1;
  UPDATE `post_totals` SET `analyses_version` = `analyses_version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `post_stats_analysis_update` AFTER UPDATE OF `impact`, `relevant`, `post_id` ON `analyses` BEGIN
  UPDATE `post_stats` SET `n` = `n` - 1
    WHERE `relevant` = OLD.`relevant` AND `impact` = OLD.`impact` AND `hour` = (SELECT (`created_at` / 3600000) * 3600000 FROM `posts` WHERE `id` = OLD.`post_id`);
  INSERT INTO `post_stats` (`hour`, `impact`, `relevant`, `n`)
    SELECT (`created_at` / 3600000) * 3600000, NEW.`impact`, NEW.`relevant`, 1 FROM `posts` WHERE `id` = NEW.`post_id`
    ON CONFLICT (`relevant`, `hour`, `impact`) DO UPDATE SET `n` = `n` + 1;
  UPDATE `post_totals` SET `analyses_version` = `analyses_version` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `post_stats_analysis_delete` AFTER DELETE ON `analyses` BEGIN
  UPDATE `post_stats` SET `n` = `n` - 1
    WHERE `relevant` = OLD.`relevant` AND `impact` = OLD.`impact` AND `hour` = (SELECT (`created_at` / 3600000) * 3600000 FROM `posts` WHERE `id` = OLD.`post_id`);
  UPDATE `post_totals` SET `analyses_version` = `analyses_version` + 1 WHERE `id` = 1;
END;
