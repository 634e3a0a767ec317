CREATE TABLE `post_images` (
	`post_id` text NOT NULL,
	`position` integer NOT NULL,
	`url` text NOT NULL,
	`status` text NOT NULL,
	`sha256` text,
	`text` text,
	`error` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`duration_ms` integer,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`post_id`, `position`),
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_images_status_idx` ON `post_images` (`status`);--> statement-breakpoint
CREATE INDEX `post_images_sha_idx` ON `post_images` (`sha256`);