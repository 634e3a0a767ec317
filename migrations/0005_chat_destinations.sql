CREATE TABLE `chat_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`destination_id` integer NOT NULL,
	`alert_id` integer,
	`kind` text NOT NULL,
	`tier` text NOT NULL,
	`due_at` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`first_attempt_at` integer,
	`message_id` text,
	`last_error` text,
	`sent_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`destination_id`) REFERENCES `chat_destinations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`alert_id`) REFERENCES `alerts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `chat_deliveries_alert_uq` ON `chat_deliveries` (`destination_id`,`alert_id`);--> statement-breakpoint
CREATE INDEX `chat_deliveries_due_idx` ON `chat_deliveries` (`status`,`tier`,`due_at`);--> statement-breakpoint
CREATE TABLE `chat_destinations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`url` text NOT NULL,
	`threshold` text DEFAULT 'High' NOT NULL,
	`tariff_only` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`disabled_reason` text,
	`disabled_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `chat_destinations_user_idx` ON `chat_destinations` (`user_id`);