CREATE INDEX `players_birth_date_name_idx` ON `players` (`birth_date`,"name" collate nocase);--> statement-breakpoint
CREATE INDEX `players_email_idx` ON `players` ("email" collate nocase);