CREATE TABLE `telegram_subscriber_counts` (
	`status` text PRIMARY KEY NOT NULL,
	`n` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `post_totals` ADD `analyses` integer DEFAULT 0 NOT NULL;