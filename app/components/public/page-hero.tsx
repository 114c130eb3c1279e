import type { ReactNode } from "react";

type Props = { eyebrow: string; title: ReactNode; children?: ReactNode };

/** The page's one h1: its subject, with a short line above it (usually the event's name). */
export function PageHero({ eyebrow, title, children }: Props) {
  return (
    <div className="live-hero">
      <div className="mx-auto max-w-5xl px-4 pb-6 pt-5 sm:pb-8">
        <h1 className="text-2xl font-extrabold leading-tight tracking-tight text-white sm:text-3xl">
          <span className="mb-1 block text-xs font-bold uppercase tracking-[0.18em] text-[#c7d2fe]">{eyebrow}</span> <span className="block">{title}</span>
        </h1>
        {children}
      </div>
    </div>
  );
}
