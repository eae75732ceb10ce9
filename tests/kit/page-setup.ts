// The usual setup of a page test rendered through the app: fresh storage with the download prompt
// already dismissed (it would cover the page), window.scrollTo stubbed (jsdom has none), and the
// render cleaned up after each test.
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

export function usePageTestSetup() {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem("downloadPromptClosed", "1");
    vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  });
  afterEach(() => cleanup());
}
