CREATE TABLE `story_keys` (
	`hash` text NOT NULL,
	`post_id` text NOT NULL,
	`at` integer NOT NULL,
	`backfilled` integer NOT NULL,
	PRIMARY KEY(`hash`, `post_id`),
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
