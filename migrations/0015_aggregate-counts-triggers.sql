-- Custom migration (drizzle-kit generate --custom): post_totals.analyses and
-- telegram_subscriber_counts are filled from what is there, then kept by triggers as analyses
-- and subscribers are written, so the admin panel reads counts instead of counting rows.
UPDATE `post_totals` SET `analyses` = (SELECT count(*) FROM `analyses`) WHERE `id` = 1;
--> statement-breakpoint
INSERT INTO `telegram_subscriber_counts` (`status`, `n`)
  SELECT `status`, count(*) FROM `telegram_subscribers` GROUP BY `status`;
--> statement-breakpoint
CREATE TRIGGER `post_totals_analysis_insert` AFTER INSERT ON `analyses` BEGIN
  UPDATE `post_totals` SET `analyses` = `analyses` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `post_totals_analysis_delete` AFTER DELETE ON `analyses` BEGIN
  UPDATE `post_totals` SET `analyses` = `analyses` - 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `telegram_subscriber_counts_insert` AFTER INSERT ON `telegram_subscribers` BEGIN
  INSERT INTO `telegram_subscriber_counts` (`status`, `n`) VALUES (NEW.`status`, 1)
    ON CONFLICT (`status`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `telegram_subscriber_counts_update` AFTER UPDATE OF `status` ON `telegram_subscribers` WHEN OLD.`status` <> NEW.`status` BEGIN
  UPDATE `telegram_subscriber_counts` SET `n` = `n` - 1 WHERE `status` = OLD.`status`;
  INSERT INTO `telegram_subscriber_counts` (`status`, `n`) VALUES (NEW.`status`, 1)
    ON CONFLICT (`status`) DO UPDATE SET `n` = `n` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `telegram_subscriber_counts_delete` AFTER DELETE ON `telegram_subscribers` BEGIN
  UPDATE `telegram_subscriber_counts` SET `n` = `n` - 1 WHERE `status` = OLD.`status`;
END;
