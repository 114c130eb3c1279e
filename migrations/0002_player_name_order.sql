DROP INDEX `players_name_idx`;--> statement-breakpoint
CREATE INDEX `players_name_idx` ON `players` ("name" collate nocase);