CREATE TABLE `telegram_chats` (
	`chat_id` integer PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`title` text,
	`bot_status` text NOT NULL,
	`updated_at` integer NOT NULL
);
