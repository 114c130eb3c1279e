import { readCourts, type SlotSettings } from "~/models/competition/schedule-slots.server";
import { scheduleOptions, typicalMatchMinutes, type ScheduleEvent } from "~/models/competition/schedule.server";
import { eventDays, parseClock, venueInstant } from "~/models/competition/schedule-time.server";
import type { EventDateFormat } from "~/utils/event-dates";
import type { SlotValues } from "./slot-fields";
import type { SlotForm } from "./slot-schema";

/** The model's slot settings from the parsed form. */
export function slotSettings(form: SlotForm): SlotSettings {
  return {
    days: [...new Set(form.days)].sort(),
    startMinutes: parseClock(form.start) ?? 0,
    endMinutes: parseClock(form.end) ?? 0,
    matchMinutes: form.matchMinutes,
    courts: readCourts(form.courts),
    minRestSlots: form.minRestSlots,
  };
}

/** The event's days with their labels ("Sabtu, 22 November 2025"), for day pickers. */
export function dayOptions(event: ScheduleEvent, dates: EventDateFormat, keys: readonly string[] = eventDays(event)) {
  return keys.map((key) => ({ key, label: dates.label(venueInstant(key, 12 * 60, event.timezone)).date }));
}

/** What the slot form proposes: every event day, 08.00–18.00, the event's match length and courts, one slot of rest. */
export function slotDefaults(event: ScheduleEvent, days: readonly string[] = eventDays(event)): SlotValues {
  const courts = scheduleOptions(event).courts;
  return {
    days: [...days],
    start: "08:00",
    end: "18:00",
    matchMinutes: String(typicalMatchMinutes(event)),
    courts: (courts.length ? courts : ["Court 1", "Court 2"]).join(", "),
    minRestSlots: "1",
  };
}
