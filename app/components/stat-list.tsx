import type { ReactNode } from "react";

export type Stat = { label: string; value: ReactNode; title?: string };

/** Figures with their labels (Reach, Likes, Comments…) as a description list. */
export function StatList({ className, stats, itemClassName }: { className: string; stats: Stat[]; itemClassName?: string }) {
  return (
    <dl className={className}>
      {stats.map(({ label, value, title }) => (
        <div key={label} className={itemClassName}>
          <dt>{label}</dt>
          <dd title={title}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
