import { Link, useNavigation, useResolvedPath } from "@remix-run/react";

/**
 * 'Show more …' under a list shown a page at a time: a link to the list with one
 * page more, so it works without JavaScript, and with it the list grows in place (the
 * navigation keeps the scroll position). At the last page it says how many are shown.
 */
export function ShowMore({ to, what, last, shown, className }: { to: string; what: string; last: boolean; shown: number; className: string }) {
  const navigation = useNavigation();
  const next = useResolvedPath(to);
  const loading = navigation.state === "loading" && navigation.location.pathname === next.pathname && navigation.location.search === next.search;
  if (last) {
    return (
      <p className={className}>
        The first {shown} {what} are shown.
      </p>
    );
  }
  return (
    <p className={className}>
      <Link to={to} className="button button--secondary" preventScrollReset aria-disabled={loading || undefined}>
        {loading ? `Loading ${what}...` : `Show more ${what}`}
      </Link>
    </p>
  );
}
