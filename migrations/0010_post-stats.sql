CREATE TABLE `post_stats` (
	`hour` integer NOT NULL,
	`impact` text NOT NULL,
	`relevant` integer NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`relevant`, `hour`, `impact`)
);
--> statement-breakpoint
CREATE TABLE `post_totals` (
	`id` integer PRIMARY KEY NOT NULL,
	`posts` integer NOT NULL,
	`analyses_version` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `posts_seen_idx` ON `posts` (`seen_at`);