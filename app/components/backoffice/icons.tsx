import type { IconName } from "./navigation";

const paths: Record<IconName | "menu" | "chevron" | "logout" | "lock", string> = {
  dashboard: "M3 13h8V3H3zm0 8h8v-6H3zm10 0h8V11h-8zm0-18v6h8V3z",
  users: "M16 11a4 4 0 1 0-4-4 4 4 0 0 0 4 4zm-8 0a3 3 0 1 0-3-3 3 3 0 0 0 3 3zm0 2c-2.7 0-8 1.3-8 4v3h8v-3c0-1.3.6-2.4 1.6-3.2A12 12 0 0 0 8 13zm8 0c-2.7 0-8 1.3-8 4v3h16v-3c0-2.7-5.3-4-8-4z",
  calendar: "M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2zM5 9h14v11H5z",
  database: "M12 2C7 2 3 3.8 3 6v12c0 2.2 4 4 9 4s9-1.8 9-4V6c0-2.2-4-4-9-4zm0 2c4.4 0 7 1.5 7 2s-2.6 2-7 2-7-1.5-7-2 2.6-2 7-2zM5 9.2C6.6 10 9.2 10.5 12 10.5s5.4-.5 7-1.3V12c0 .5-2.6 2-7 2s-7-1.5-7-2zm0 6C6.6 16 9.2 16.5 12 16.5s5.4-.5 7-1.3V18c0 .5-2.6 2-7 2s-7-1.5-7-2z",
  map: "M15 5.1 9 3 3 5v16l6-2.1 6 2.1 6-2V3zM10 5.5l4 1.4v11.6l-4-1.4z",
  player: "M12 12a5 5 0 1 0-5-5 5 5 0 0 0 5 5zm0 2c-3.3 0-10 1.7-10 5v3h20v-3c0-3.3-6.7-5-10-5z",
  team: "M12 5.5A3.5 3.5 0 1 1 8.5 9 3.5 3.5 0 0 1 12 5.5zM5 8a2.5 2.5 0 1 1-2.5 2.5A2.5 2.5 0 0 1 5 8zm14 0a2.5 2.5 0 1 1-2.5 2.5A2.5 2.5 0 0 1 19 8zM12 14c2.7 0 6 1.3 6 3.5V20H6v-2.5C6 15.3 9.3 14 12 14zm-7 .5c.6 0 1.2.1 1.7.2A4.8 4.8 0 0 0 4.5 18v2H0v-2c0-2 2.7-3.5 5-3.5zm14 0c2.3 0 5 1.5 5 3.5v2h-4.5v-2a4.8 4.8 0 0 0-2.2-3.3c.5-.1 1.1-.2 1.7-.2z",
  group: "M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z",
  clock: "M12 2a10 10 0 1 0 10 10A10 10 0 0 0 12 2zm1 10.4 3.5 2.1-.8 1.3L11 13V7h2z",
  trophy: "M18 2H6v2H2v3a5 5 0 0 0 4.4 5A6 6 0 0 0 11 15.9V19H7v3h10v-3h-4v-3.1A6 6 0 0 0 17.6 12 5 5 0 0 0 22 7V4h-4zM4 7V6h2v3.8A3 3 0 0 1 4 7zm16 0a3 3 0 0 1-2 2.8V6h2z",
  menu: "M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z",
  chevron: "m9 6 6 6-6 6-1.4-1.4 4.6-4.6-4.6-4.6z",
  logout: "M10 17v-3H3v-4h7V7l5 5zm9-14H11v2h8v14h-8v2h8a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2z",
  lock: "M12 2a5 5 0 0 0-5 5v3H5v12h14V10h-2V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 0 1 6 0v3z",
};

export function Icon({ name, className = "size-5" }: { name: keyof typeof paths; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`shrink-0 fill-current ${className}`} aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}
