PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_login_throttle` (
	`email` text NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`blocked_until` integer DEFAULT 0 NOT NULL,
	`last_failure_at` integer NOT NULL,
	PRIMARY KEY(`email`, `address`)
);
--> statement-breakpoint
INSERT INTO `__new_login_throttle`("email", "address", "failures", "blocked_until", "last_failure_at") SELECT "email", "address", "failures", "blocked_until", "last_failure_at" FROM `login_throttle`;--> statement-breakpoint
DROP TABLE `login_throttle`;--> statement-breakpoint
ALTER TABLE `__new_login_throttle` RENAME TO `login_throttle`;--> statement-breakpoint
PRAGMA foreign_keys=ON;