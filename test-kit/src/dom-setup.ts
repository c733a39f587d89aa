import { configure } from "@testing-library/react";

// A screen may take longer than Testing Library's default second to show what it fetched when the machine runs
// many test files at once (a loaded two-core runner). A wait still fails when the thing never appears; it only
// waits longer before saying so.
configure({ asyncUtilTimeout: 5000 });
