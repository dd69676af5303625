import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { noteTyped } from "./lib/forms/keep-typed";

// What was typed before the scripts ran is written back after hydration (root.tsx).
noteTyped(document);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
