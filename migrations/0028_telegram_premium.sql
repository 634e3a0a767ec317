CREATE TABLE `telegram_premium` (
	`telegram_user_id` integer PRIMARY KEY NOT NULL,
	`since` integer NOT NULL
);
