CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`method` text NOT NULL,
	`mode` text NOT NULL,
	`subscription_id` text,
	`user_id` integer,
	`telegram_user_id` integer,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text DEFAULT 'paid' NOT NULL,
	`recurring` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`refunded_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `payments_created_idx` ON `payments` (`created_at`);--> statement-breakpoint
CREATE TABLE `premium_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`user_id` integer,
	`telegram_user_id` integer,
	`reason` text NOT NULL,
	`handled_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `premium_events_unhandled_idx` ON `premium_events` (`handled_at`);--> statement-breakpoint
CREATE TABLE `sign_in_links` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `health_probe` (
	`id` integer PRIMARY KEY NOT NULL,
	`payload` blob NOT NULL
);
--> statement-breakpoint
CREATE TABLE `api_keys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`key_hash` text NOT NULL,
	`hint` text NOT NULL,
	`mode` text NOT NULL,
	`last_used_at` integer,
	`revoked_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `api_keys_key_hash_unique` ON `api_keys` (`key_hash`);--> statement-breakpoint
CREATE INDEX `api_keys_user_idx` ON `api_keys` (`user_id`);--> statement-breakpoint
CREATE TABLE `webhook_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`endpoint_id` integer NOT NULL,
	`delivery_id` integer NOT NULL,
	`event_id` text NOT NULL,
	`status_code` integer,
	`latency_ms` integer NOT NULL,
	`error` text,
	`at` integer NOT NULL,
	FOREIGN KEY (`endpoint_id`) REFERENCES `webhook_endpoints`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_attempts_endpoint_idx` ON `webhook_attempts` (`endpoint_id`,`id`);--> statement-breakpoint
CREATE TABLE `webhook_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` text NOT NULL,
	`endpoint_id` integer NOT NULL,
	`alert_id` integer,
	`kind` text NOT NULL,
	`tier` text NOT NULL,
	`body` text NOT NULL,
	`due_at` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`first_attempt_at` integer,
	`last_error` text,
	`sent_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`endpoint_id`) REFERENCES `webhook_endpoints`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`alert_id`) REFERENCES `alerts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_deliveries_event_id_unique` ON `webhook_deliveries` (`event_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_deliveries_alert_uq` ON `webhook_deliveries` (`endpoint_id`,`alert_id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_due_idx` ON `webhook_deliveries` (`status`,`tier`,`due_at`);--> statement-breakpoint
CREATE TABLE `webhook_endpoints` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`url` text NOT NULL,
	`secret` text NOT NULL,
	`min_impact` text DEFAULT 'Low' NOT NULL,
	`tariff_only` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`failing_since` integer,
	`disabled_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `webhook_endpoints_user_idx` ON `webhook_endpoints` (`user_id`);--> statement-breakpoint
CREATE TABLE `post_images` (
	`post_id` text NOT NULL,
	`position` integer NOT NULL,
	`url` text NOT NULL,
	`status` text NOT NULL,
	`sha256` text,
	`text` text,
	`error` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`duration_ms` integer,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`post_id`, `position`),
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_images_status_idx` ON `post_images` (`status`);--> statement-breakpoint
CREATE INDEX `post_images_sha_idx` ON `post_images` (`sha256`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_login_throttle` (
	`email` text NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`blocked_until` integer DEFAULT 0 NOT NULL,
	`last_failure_at` integer NOT NULL,
	PRIMARY KEY(`email`, `address`)
);
--> statement-breakpoint
INSERT INTO `__new_login_throttle`("email", "address", "failures", "blocked_until", "last_failure_at") SELECT "email", "address", "failures", "blocked_until", "last_failure_at" FROM `login_throttle`;--> statement-breakpoint
DROP TABLE `login_throttle`;--> statement-breakpoint
ALTER TABLE `__new_login_throttle` RENAME TO `login_throttle`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE TABLE `__new_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer,
	`telegram_user_id` integer,
	`method` text DEFAULT 'stripe' NOT NULL,
	`customer_id` text,
	`charge_id` text,
	`mode` text NOT NULL,
	`status` text NOT NULL,
	`price_id` text,
	`current_period_end` integer NOT NULL,
	`cancel_at_period_end` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_subscriptions`("id", "user_id", "telegram_user_id", "method", "customer_id", "charge_id", "mode", "status", "price_id", "current_period_end", "cancel_at_period_end", "created_at", "updated_at") SELECT "id", "user_id", "telegram_user_id", "method", "customer_id", "charge_id", "mode", "status", "price_id", "current_period_end", "cancel_at_period_end", "created_at", "updated_at" FROM `subscriptions`;--> statement-breakpoint
DROP TABLE `subscriptions`;--> statement-breakpoint
ALTER TABLE `__new_subscriptions` RENAME TO `subscriptions`;--> statement-breakpoint
CREATE INDEX `subscriptions_user_idx` ON `subscriptions` (`user_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_telegram_idx` ON `subscriptions` (`telegram_user_id`);--> statement-breakpoint
CREATE TABLE `__new_telegram_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` text,
	`alert_id` integer,
	`premium_event_id` integer,
	`kind` text NOT NULL,
	`target` text NOT NULL,
	`user_id` integer,
	`data` text,
	`chat_id` text NOT NULL,
	`tier` text NOT NULL,
	`due_at` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`edit_of` integer,
	`parts_done` integer DEFAULT 0 NOT NULL,
	`message_ids` text DEFAULT '[]' NOT NULL,
	`last_error` text,
	`paid_broadcast` integer DEFAULT false NOT NULL,
	`sent_at` integer,
	`text` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`alert_id`) REFERENCES `alerts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`premium_event_id`) REFERENCES `premium_events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_telegram_deliveries`("id", "post_id", "alert_id", "premium_event_id", "kind", "target", "user_id", "data", "chat_id", "tier", "due_at", "status", "attempts", "edit_of", "parts_done", "message_ids", "last_error", "paid_broadcast", "sent_at", "text", "created_at") SELECT "id", "post_id", "alert_id", "premium_event_id", "kind", "target", "user_id", "data", "chat_id", "tier", "due_at", "status", "attempts", "edit_of", "parts_done", "message_ids", "last_error", "paid_broadcast", "sent_at", "text", "created_at" FROM `telegram_deliveries`;--> statement-breakpoint
DROP TABLE `telegram_deliveries`;--> statement-breakpoint
ALTER TABLE `__new_telegram_deliveries` RENAME TO `telegram_deliveries`;--> statement-breakpoint
CREATE UNIQUE INDEX `telegram_deliveries_target_uq` ON `telegram_deliveries` (`post_id`,`kind`,`target`);--> statement-breakpoint
CREATE UNIQUE INDEX `telegram_deliveries_premium_uq` ON `telegram_deliveries` (`premium_event_id`,`kind`,`target`);--> statement-breakpoint
CREATE INDEX `telegram_deliveries_due_idx` ON `telegram_deliveries` (`status`,`tier`,`due_at`);--> statement-breakpoint
CREATE INDEX `telegram_deliveries_sent_idx` ON `telegram_deliveries` (`status`,`sent_at`);--> statement-breakpoint
CREATE TABLE `__new_telegram_premium_invites` (
	`invite_link` text PRIMARY KEY NOT NULL,
	`user_id` integer,
	`telegram_user_id` integer,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_telegram_premium_invites`("invite_link", "user_id", "telegram_user_id", "expires_at", "used_at", "created_at") SELECT "invite_link", "user_id", "telegram_user_id", "expires_at", "used_at", "created_at" FROM `telegram_premium_invites`;--> statement-breakpoint
DROP TABLE `telegram_premium_invites`;--> statement-breakpoint
ALTER TABLE `__new_telegram_premium_invites` RENAME TO `telegram_premium_invites`;--> statement-breakpoint
ALTER TABLE `analyses` ADD `category` text DEFAULT 'markets' NOT NULL;--> statement-breakpoint
ALTER TABLE `telegram_subscribers` ADD `is_premium` integer DEFAULT false NOT NULL;