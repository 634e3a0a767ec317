CREATE TABLE `login_throttle` (
	`email` text PRIMARY KEY NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`blocked_until` integer DEFAULT 0 NOT NULL,
	`last_failure_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`customer_id` text,
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
CREATE INDEX `subscriptions_user_idx` ON `subscriptions` (`user_id`);--> statement-breakpoint
CREATE TABLE `job_runs` (
	`name` text PRIMARY KEY NOT NULL,
	`last_run_at` integer,
	`last_duration_ms` integer,
	`last_status` text,
	`last_error` text
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`secret_hash` text NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `settings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`value` text NOT NULL,
	`data_type` text DEFAULT 'string' NOT NULL,
	`description` text,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `settings_key_unique` ON `settings` (`key`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`name` text,
	`photo` text,
	`password_hash` text,
	`google_sub` text,
	`is_admin` integer DEFAULT false NOT NULL,
	`is_premium` integer DEFAULT false NOT NULL,
	`stripe_customer_id` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_google_sub_unique` ON `users` (`google_sub`);--> statement-breakpoint
CREATE TABLE `alerts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` text NOT NULL,
	`impact` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `alerts_post_id_unique` ON `alerts` (`post_id`);--> statement-breakpoint
CREATE INDEX `alerts_created_idx` ON `alerts` (`created_at`);--> statement-breakpoint
CREATE TABLE `analyses` (
	`post_id` text PRIMARY KEY NOT NULL,
	`relevant` integer NOT NULL,
	`impact` text NOT NULL,
	`tariff` integer NOT NULL,
	`sectors` text NOT NULL,
	`tickers` text NOT NULL,
	`summary` text NOT NULL,
	`market_analysis` text NOT NULL,
	`trading_ideas` text NOT NULL,
	`analyzer` text NOT NULL,
	`model` text,
	`fallback_reason` text,
	`prompt_tokens` integer DEFAULT 0 NOT NULL,
	`completion_tokens` integer DEFAULT 0 NOT NULL,
	`cost_usd` real DEFAULT 0 NOT NULL,
	`duration_ms` integer DEFAULT 0 NOT NULL,
	`analyzed_at` integer NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `analyses_analyzed_idx` ON `analyses` (`analyzed_at`);--> statement-breakpoint
CREATE TABLE `posts` (
	`id` text PRIMARY KEY NOT NULL,
	`source` text NOT NULL,
	`account` text NOT NULL,
	`created_at` integer NOT NULL,
	`seen_at` integer NOT NULL,
	`content` text NOT NULL,
	`url` text,
	`media` text DEFAULT '[]' NOT NULL,
	`is_repost` integer DEFAULT false NOT NULL,
	`backfilled` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX `posts_created_idx` ON `posts` (`created_at`);--> statement-breakpoint
CREATE TABLE `source_state` (
	`source` text PRIMARY KEY NOT NULL,
	`cursor` text,
	`etag` text,
	`last_modified` text,
	`last_success_at` integer,
	`last_attempt_at` integer,
	`last_post_at` integer,
	`consecutive_failures` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`next_attempt_at` integer,
	`circuit_open_until` integer
);
--> statement-breakpoint
CREATE TABLE `telegram_conversations` (
	`key` text PRIMARY KEY NOT NULL,
	`state` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `telegram_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` text NOT NULL,
	`alert_id` integer,
	`kind` text NOT NULL,
	`target` text NOT NULL,
	`chat_id` text NOT NULL,
	`tier` text NOT NULL,
	`due_at` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`edit_of` integer,
	`parts_done` integer DEFAULT 0 NOT NULL,
	`message_ids` text DEFAULT '[]' NOT NULL,
	`last_error` text,
	`sent_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`alert_id`) REFERENCES `alerts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `telegram_deliveries_target_uq` ON `telegram_deliveries` (`post_id`,`kind`,`target`);--> statement-breakpoint
CREATE INDEX `telegram_deliveries_due_idx` ON `telegram_deliveries` (`status`,`tier`,`due_at`);--> statement-breakpoint
CREATE INDEX `telegram_deliveries_sent_idx` ON `telegram_deliveries` (`status`,`sent_at`);--> statement-breakpoint
CREATE TABLE `telegram_link_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `telegram_premium_invites` (
	`invite_link` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `telegram_premium_members` (
	`telegram_user_id` integer PRIMARY KEY NOT NULL,
	`user_id` integer,
	`status` text NOT NULL,
	`joined_at` integer,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `telegram_premium_members_user_idx` ON `telegram_premium_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `telegram_subscribers` (
	`telegram_user_id` integer PRIMARY KEY NOT NULL,
	`chat_id` integer NOT NULL,
	`username` text,
	`first_name` text,
	`user_id` integer,
	`status` text DEFAULT 'active' NOT NULL,
	`threshold` text DEFAULT 'All' NOT NULL,
	`tariff_only` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `telegram_subscribers_user_id_unique` ON `telegram_subscribers` (`user_id`);--> statement-breakpoint
CREATE INDEX `telegram_subscribers_status_idx` ON `telegram_subscribers` (`status`);--> statement-breakpoint
CREATE TABLE `telegram_updates` (
	`update_id` integer PRIMARY KEY NOT NULL,
	`received_at` integer NOT NULL
);
