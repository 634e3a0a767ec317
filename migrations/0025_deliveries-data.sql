-- The three channels' outboxes move into the one `deliveries` table (issue 36 §1). Telegram's
-- rows keep their ids (a final row's edit_of names its instant row's id); webhook and chat rows
-- follow them, shifted past the largest id so far, and webhook_attempts follows the shift. A row
-- a stopped process left 'sending' is owed again, as the old start's recovery would have made it.
INSERT INTO `deliveries` (`id`, `channel`, `target`, `post_id`, `alert_id`, `kind`, `tier`, `due_at`, `status`, `attempts`, `last_error`, `sent_at`, `created_at`,
  `chat_id`, `premium_event_id`, `user_id`, `data`, `edit_of`, `parts_done`, `message_ids`, `paid_broadcast`, `text`)
SELECT `id`, 'telegram', `target`, `post_id`, `alert_id`, `kind`, `tier`, `due_at`, CASE `status` WHEN 'sending' THEN 'pending' ELSE `status` END, `attempts`, `last_error`, `sent_at`, `created_at`,
  `chat_id`, `premium_event_id`, `user_id`, `data`, `edit_of`, `parts_done`, `message_ids`, `paid_broadcast`, `text`
FROM `telegram_deliveries`;
--> statement-breakpoint
UPDATE `webhook_attempts` SET `delivery_id` = `delivery_id` + (SELECT coalesce(max(`id`), 0) FROM `deliveries`);
--> statement-breakpoint
INSERT INTO `deliveries` (`id`, `channel`, `target`, `alert_id`, `kind`, `tier`, `due_at`, `status`, `attempts`, `first_attempt_at`, `last_error`, `sent_at`, `created_at`,
  `endpoint_id`, `event_id`, `body`)
SELECT `id` + (SELECT coalesce(max(`id`), 0) FROM `deliveries`), 'webhooks', 'endpoint:' || `endpoint_id`, `alert_id`, `kind`, `tier`, `due_at`, CASE `status` WHEN 'sending' THEN 'pending' ELSE `status` END, `attempts`, `first_attempt_at`, `last_error`, `sent_at`, `created_at`,
  `endpoint_id`, `event_id`, `body`
FROM `webhook_deliveries` ORDER BY `id`;
--> statement-breakpoint
INSERT INTO `deliveries` (`id`, `channel`, `target`, `alert_id`, `kind`, `tier`, `due_at`, `status`, `attempts`, `first_attempt_at`, `last_error`, `sent_at`, `created_at`,
  `destination_id`, `message_id`)
SELECT `id` + (SELECT coalesce(max(`id`), 0) FROM `deliveries`), 'chat', 'destination:' || `destination_id`, `alert_id`, `kind`, `tier`, `due_at`, CASE `status` WHEN 'sending' THEN 'pending' ELSE `status` END, `attempts`, `first_attempt_at`, `last_error`, `sent_at`, `created_at`,
  `destination_id`, `message_id`
FROM `chat_deliveries` ORDER BY `id`;
