import { useFetchers, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";

const TRICKLE_MS = 150;

/** A thin bar at the top while a navigation or fetcher call runs (JS only; it moves on every TRICKLE_MS). */
export function ProgressBar() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = bar.current;
    if (!el) return;
    if (!busy) {
      el.style.transform = "scaleX(1)";
      const hide = setTimeout(() => {
        el.hidden = true;
        el.style.transform = "scaleX(0)";
      }, 200);
      return () => clearTimeout(hide);
    }
    let progress = 0.08;
    el.hidden = false;
    el.style.transform = `scaleX(${progress})`;
    const timer = setInterval(() => {
      progress += (0.95 - progress) * 0.08;
      el.style.transform = `scaleX(${progress})`;
    }, TRICKLE_MS);
    return () => clearInterval(timer);
  }, [busy]);

  return <div ref={bar} className="progress-bar" hidden aria-hidden="true" />;
}
