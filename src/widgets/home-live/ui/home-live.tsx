// Stub while the home live block is being built (issue 11): player + live-room list.
export function HomeLive() {
  return <div data-testid="home-live" />;
}
