ALTER TABLE `analyses` ADD `confidence` real;--> statement-breakpoint
ALTER TABLE `analyses` ADD `judged_by` text;