DROP INDEX `players_name_idx`;--> statement-breakpoint
CREATE INDEX `players_club_idx` ON `players` ("club" collate nocase);--> statement-breakpoint
CREATE INDEX `players_name_idx` ON `players` ("name" collate nocase);