CREATE TABLE `star_invoices` (
	`payload` text PRIMARY KEY NOT NULL,
	`telegram_user_id` integer NOT NULL,
	`mode` text NOT NULL,
	`amount` integer NOT NULL,
	`period_seconds` integer NOT NULL,
	`created_at` integer NOT NULL
);
