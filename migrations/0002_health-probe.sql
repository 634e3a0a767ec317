CREATE TABLE `health_probe` (
	`id` integer PRIMARY KEY NOT NULL,
	`payload` blob NOT NULL
);
