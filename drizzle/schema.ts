import { relations } from "drizzle-orm";
import { apiTokens, eventManagers, passwordResets, sessions, users } from "./schema/auth";
import { groups, groupTeams, matches, matchSets, matchStatValues, players, teamPlayers, teams } from "./schema/competition";
import { eventCategories, events, eventSlugs } from "./schema/events";
import { gameCategories, gameTypes, matchStatistics, skillLevels } from "./schema/master";
import { cities, districts, provinces, subdistricts } from "./schema/regions";
import { auditLog, uploads } from "./schema/system";

export * from "./schema/auth";
export * from "./schema/competition";
export * from "./schema/courtside";
export * from "./schema/day-plan";
export * from "./schema/entries";
export * from "./schema/events";
export * from "./schema/formats";
export * from "./schema/master";
export * from "./schema/notices";
export * from "./schema/regions";
export * from "./schema/system";

export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  apiTokens: many(apiTokens),
  passwordResets: many(passwordResets),
  managedEvents: many(eventManagers),
}));

export const eventManagersRelations = relations(eventManagers, ({ one }) => ({
  user: one(users, { fields: [eventManagers.userId], references: [users.id] }),
  event: one(events, { fields: [eventManagers.eventId], references: [events.id] }),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const apiTokensRelations = relations(apiTokens, ({ one }) => ({
  user: one(users, { fields: [apiTokens.userId], references: [users.id] }),
}));

export const passwordResetsRelations = relations(passwordResets, ({ one }) => ({
  user: one(users, { fields: [passwordResets.userId], references: [users.id] }),
}));

export const provincesRelations = relations(provinces, ({ many }) => ({ cities: many(cities) }));

export const citiesRelations = relations(cities, ({ one, many }) => ({
  province: one(provinces, { fields: [cities.provinceId], references: [provinces.id] }),
  districts: many(districts),
}));

export const districtsRelations = relations(districts, ({ one, many }) => ({
  city: one(cities, { fields: [districts.cityId], references: [cities.id] }),
  subdistricts: many(subdistricts),
}));

export const subdistrictsRelations = relations(subdistricts, ({ one }) => ({
  district: one(districts, { fields: [subdistricts.districtId], references: [districts.id] }),
}));

export const gameTypesRelations = relations(gameTypes, ({ many }) => ({
  categories: many(gameCategories),
  statistics: many(matchStatistics),
}));

export const skillLevelsRelations = relations(skillLevels, ({ many }) => ({ categories: many(gameCategories) }));

export const gameCategoriesRelations = relations(gameCategories, ({ one }) => ({
  gameType: one(gameTypes, { fields: [gameCategories.gameTypeId], references: [gameTypes.id] }),
  skillLevel: one(skillLevels, { fields: [gameCategories.skillLevelId], references: [skillLevels.id] }),
}));

export const matchStatisticsRelations = relations(matchStatistics, ({ one }) => ({
  gameType: one(gameTypes, { fields: [matchStatistics.gameTypeId], references: [gameTypes.id] }),
}));

export const eventsRelations = relations(events, ({ one, many }) => ({
  province: one(provinces, { fields: [events.provinceId], references: [provinces.id] }),
  city: one(cities, { fields: [events.cityId], references: [cities.id] }),
  district: one(districts, { fields: [events.districtId], references: [districts.id] }),
  subdistrict: one(subdistricts, { fields: [events.subdistrictId], references: [subdistricts.id] }),
  categories: many(eventCategories),
  oldSlugs: many(eventSlugs),
  managers: many(eventManagers),
  teams: many(teams),
  groups: many(groups),
  matches: many(matches),
}));

export const eventSlugsRelations = relations(eventSlugs, ({ one }) => ({
  event: one(events, { fields: [eventSlugs.eventId], references: [events.id] }),
}));

export const eventCategoriesRelations = relations(eventCategories, ({ one, many }) => ({
  event: one(events, { fields: [eventCategories.eventId], references: [events.id] }),
  gameCategory: one(gameCategories, { fields: [eventCategories.gameCategoryId], references: [gameCategories.id] }),
  teams: many(teams),
  groups: many(groups),
  matches: many(matches),
}));

export const playersRelations = relations(players, ({ one, many }) => ({
  city: one(cities, { fields: [players.cityId], references: [cities.id] }),
  skillLevel: one(skillLevels, { fields: [players.skillLevelId], references: [skillLevels.id] }),
  teams: many(teamPlayers),
}));

export const teamsRelations = relations(teams, ({ one, many }) => ({
  event: one(events, { fields: [teams.eventId], references: [events.id] }),
  eventCategory: one(eventCategories, { fields: [teams.eventCategoryId], references: [eventCategories.id] }),
  players: many(teamPlayers),
  groupEntry: many(groupTeams),
}));

export const teamPlayersRelations = relations(teamPlayers, ({ one }) => ({
  team: one(teams, { fields: [teamPlayers.teamId], references: [teams.id] }),
  player: one(players, { fields: [teamPlayers.playerId], references: [players.id] }),
}));

export const groupsRelations = relations(groups, ({ one, many }) => ({
  event: one(events, { fields: [groups.eventId], references: [events.id] }),
  eventCategory: one(eventCategories, { fields: [groups.eventCategoryId], references: [eventCategories.id] }),
  teams: many(groupTeams),
  matches: many(matches),
}));

export const groupTeamsRelations = relations(groupTeams, ({ one }) => ({
  group: one(groups, { fields: [groupTeams.groupId], references: [groups.id] }),
  team: one(teams, { fields: [groupTeams.teamId], references: [teams.id] }),
}));

export const matchesRelations = relations(matches, ({ one, many }) => ({
  event: one(events, { fields: [matches.eventId], references: [events.id] }),
  eventCategory: one(eventCategories, { fields: [matches.eventCategoryId], references: [eventCategories.id] }),
  group: one(groups, { fields: [matches.groupId], references: [groups.id] }),
  homeTeam: one(teams, { fields: [matches.homeTeamId], references: [teams.id], relationName: "home" }),
  awayTeam: one(teams, { fields: [matches.awayTeamId], references: [teams.id], relationName: "away" }),
  sets: many(matchSets),
  statValues: many(matchStatValues),
}));

export const matchSetsRelations = relations(matchSets, ({ one }) => ({
  match: one(matches, { fields: [matchSets.matchId], references: [matches.id] }),
}));

export const matchStatValuesRelations = relations(matchStatValues, ({ one }) => ({
  match: one(matches, { fields: [matchStatValues.matchId], references: [matches.id] }),
  team: one(teams, { fields: [matchStatValues.teamId], references: [teams.id] }),
  statistic: one(matchStatistics, { fields: [matchStatValues.statisticId], references: [matchStatistics.id] }),
}));

export const uploadsRelations = relations(uploads, ({ one }) => ({
  uploadedBy: one(users, { fields: [uploads.uploadedBy], references: [users.id] }),
}));

export const auditLogRelations = relations(auditLog, ({ one }) => ({
  user: one(users, { fields: [auditLog.userId], references: [users.id] }),
}));
