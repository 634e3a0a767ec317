CREATE TABLE `telegram_plans` (
	`post_id` text NOT NULL,
	`kind` text NOT NULL,
	`alert_id` integer,
	`impact_rank` integer NOT NULL,
	`tariff` integer NOT NULL,
	`premium_only` integer NOT NULL,
	`premium_due_at` integer NOT NULL,
	`free_due_at` integer NOT NULL,
	`after` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`post_id`, `kind`),
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`alert_id`) REFERENCES `alerts`(`id`) ON UPDATE no action ON DELETE cascade
);
