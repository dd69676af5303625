import { Link } from "@remix-run/react";
import { monthName } from "~/lib/format";
import type { FigurePlace } from "~/lib/reports/figure-place";
import { groupMonthsByYear, monthHref, type MonthItem } from "~/lib/reports/months";

/** Years newest first (the first open), months newest first, as links: works without JS. */
export function MonthPicker({ months, selected, place }: { months: MonthItem[]; selected: MonthItem | null; place: FigurePlace }) {
  const years = groupMonthsByYear(months);
  return (
    <nav className="month-picker" aria-label="Months">
      {years.map((group, i) => (
        <details key={group.year} className="month-picker__year" open={i === 0 || group.year === selected?.year}>
          <summary>{group.year}</summary>
          <ul>
            {group.months.map((month) => {
              const current = selected?.year === group.year && selected.month === month;
              return (
                <li key={month}>
                  <Link
                    to={monthHref({ year: group.year, month }, place)}
                    className="month-picker__month"
                    aria-current={current ? "page" : undefined}
                    aria-label={`${monthName(month)} ${group.year}`}
                  >
                    {monthName(month)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </details>
      ))}
    </nav>
  );
}
