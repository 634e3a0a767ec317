CREATE TABLE `market_calls` (
	`alert_id` integer PRIMARY KEY NOT NULL,
	`impact` text NOT NULL,
	`category` text NOT NULL,
	`analyzer` text NOT NULL,
	`live` integer NOT NULL,
	`primary_symbol` text,
	`primary_direction` text,
	`frozen_at` integer NOT NULL,
	FOREIGN KEY (`alert_id`) REFERENCES `alerts`(`id`) ON UPDATE no action ON DELETE cascade
);
