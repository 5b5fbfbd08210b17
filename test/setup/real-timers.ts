/** Every test ends on the real clock, so a file that fakes it leaves no fake clock to the next one. */
import { afterEach, vi } from "vitest";

afterEach(() => {
  vi.useRealTimers();
});
