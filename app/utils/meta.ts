import type { MetaDescriptor } from "react-router";

/** Page titles read "{title} | Laga" (docs/design.md §7.1); loaders translate the title itself. */
export function titled(title: string | undefined, extra: MetaDescriptor[] = []): MetaDescriptor[] {
  return [{ title: `${title || "Admin"} | Laga` }, ...extra];
}
