-- Premium changes reach the channels as delivery events (premium.changed) from now on, not by a
-- poll of premium_events: the ones a stopped process left unhandled become such events, in order,
-- so none is lost or planned twice.
INSERT INTO `delivery_events` (`type`, `payload`, `created_at`)
SELECT 'premium.changed', json_object('premiumEventId', `id`, 'kind', `kind`, 'userId', `user_id`, 'telegramUserId', `telegram_user_id`, 'reason', `reason`), `created_at`
FROM `premium_events` WHERE `handled_at` IS NULL ORDER BY `id`;
--> statement-breakpoint
UPDATE `premium_events` SET `handled_at` = CAST(strftime('%s', 'now') AS INTEGER) * 1000 WHERE `handled_at` IS NULL;
