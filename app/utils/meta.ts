import type { MetaDescriptor } from "react-router";

/** Page titles read "{title} | Laga" (DESIGN.md §7); loaders translate the title itself. */
export function titled(title: string | undefined, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  return [{ title: `${title || "Admin"} | Laga` }, ...extra];
}
