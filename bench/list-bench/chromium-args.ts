// The Chromium flags every benchmark and the e2e tests launch Debian's Chromium with: the design brief's (headless
// as root, no GPU, the network closed), plus Chromium's own omnibox pop-up turned off. Chromium
// 156.0.8078.114 builds its WebUI omnibox pop-up (chrome://omnibox-popup.top-chrome, ~1.5 MB of
// its own scripts) in a renderer of its own at every launch, even headless; on a 2-core machine
// that ran alongside the page under test and put ~800 ms on /matchEvents' first row (2.8–3.0 s
// → 2.0 s, bench/README.md, twenty-first session). All three features are needed; any one left
// on brings the pop-up back.
export const CHROMIUM_UI_OFF = "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup";

export const BENCH_CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  CHROMIUM_UI_OFF,
];
