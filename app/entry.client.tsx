import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { watchForChunkErrors } from "~/components/layout/chunk-errors";

// Before hydration, so a route module that fails while hydrating is caught too.
watchForChunkErrors();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
