ALTER TABLE `posts` ADD `duplicate_of` text REFERENCES posts(id);--> statement-breakpoint
CREATE INDEX `posts_duplicate_of_idx` ON `posts` (`duplicate_of`);