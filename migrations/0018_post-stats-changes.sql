CREATE TABLE `post_stats_changes` (
	`id` integer PRIMARY KEY NOT NULL,
	`hour` integer NOT NULL,
	`impact` text NOT NULL,
	`relevant` integer NOT NULL,
	`n` integer NOT NULL
);
