// Goal pop-up on /matchEvents in a real Chromium against the production build and the sim: a goal
// pushed over the socket pops up with 进球 and the new score, the row's score changes, and the
// pop-up opens the match's live room in a new tab.
import { expect, test } from "@playwright/test";
import { inPlayRowFarFromEnd } from "./in-play-row";

test("a goal pushed by the sim pops up with 进球 and the new score", async ({ page, request, context }) => {
  await page.goto("/matchEvents");
  const { matchId } = await inPlayRowFarFromEnd(page);
  const score = () => page.locator(`[data-match-id="${matchId}"]`).getByTestId("score");
  const [home, away] = (await score().innerText()).split("-").map((part) => Number(part.trim()));

  // Wait until the page's socket has subscribed the football list, then score.
  await expect.poll(async () => (await request.get("/api/sim/control/sockets")).json()).toMatchObject({ footballList: 1 });
  const goal = await request.post("/api/sim/control/goal", { data: { matchId, side: "away" } });
  expect(goal.ok()).toBe(true);
  const newScore = `${home} - ${away! + 1}`;

  // The sim's own live matches may score meanwhile: look for this match's pop-up.
  const popup = page.locator(`[data-testid="goal-popup"][data-goal-match-id="${matchId}"]`);
  await expect(popup).toBeVisible();
  await expect(popup).toContainText("进球");
  await expect(popup.getByTestId("goal-popup-score")).toHaveText(newScore);
  await expect(score()).toHaveText(newScore);

  // Measured once the stack has moved (a new pop-up lifts it from one step lower, in 200 ms).
  expect((await popup.boundingBox())?.height).toBe(60);
  const viewport = page.viewportSize()!;
  await expect.poll(async () => {
    const box = (await popup.boundingBox())!;
    return viewport.height - (box.y + box.height);
  }).toBeGreaterThanOrEqual(145);

  // A second goal: the pop-ups stack from 145 px above the bottom, 60 px high, 10 px apart, the
  // newest lowest, once they have moved (other matches of the sim may score too: any count).
  // A match with no pop-up of the sim's own on screen, so the one awaited is this goal's.
  const withPopup = await page.getByTestId("goal-popup").evaluateAll((popups) => popups.map((p) => (p as HTMLElement).dataset.goalMatchId));
  const other = await page
    .locator('[data-match-id][data-status="going"]')
    .evaluateAll((rows, skip) => Number(rows.map((row) => (row as HTMLElement).dataset.matchId).find((id) => !skip.includes(id))), [String(matchId), ...withPopup]);
  const [otherHome, otherAway] = (await page.locator(`[data-match-id="${other}"]`).getByTestId("score").innerText()).split("-").map((part) => Number(part.trim()));
  expect((await request.post("/api/sim/control/goal", { data: { matchId: other, side: "home" } })).ok()).toBe(true);
  await expect(page.locator(`[data-testid="goal-popup"][data-goal-match-id="${other}"]`).getByTestId("goal-popup-score")).toHaveText(`${otherHome! + 1} - ${otherAway}`);
  const placesAboveBottom = () =>
    page.getByTestId("goal-popup").evaluateAll((popups) => popups.map((p) => Math.round(window.innerHeight - p.getBoundingClientRect().bottom)));
  await expect
    .poll(async () => {
      const places = await placesAboveBottom();
      return places.length >= 2 && places.every((place, index) => place === 145 + index * 70);
    })
    .toBe(true);
  const placeOf = (id: number) => page.locator(`[data-testid="goal-popup"][data-goal-match-id="${id}"]`).evaluate((p) => window.innerHeight - p.getBoundingClientRect().bottom);
  expect(await placeOf(other)).toBeLessThan(await placeOf(matchId));

  const opened = context.waitForEvent("page");
  await popup.getByRole("link").click();
  const liveRoom = await opened;
  expect(liveRoom.url()).toContain(`/liveRoom?detail=${matchId}&SportType=football`);
  await liveRoom.close();
});

test("a goal rings the two-note chime through Web Audio, on one context, without an <audio> element, once the user has interacted", async ({ page, request }) => {
  // Records the tones the page starts and the media elements it makes.
  await page.addInitScript(() => {
    const tones: number[] = [];
    const contexts: AudioContext[] = [];
    Object.assign(window, { __tones: tones, __contexts: contexts, __audioElements: 0 });
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<OscillatorNode["start"]>) {
      tones.push(this.frequency.value);
      if (!contexts.includes(this.context as AudioContext)) contexts.push(this.context as AudioContext);
      return start.apply(this, args);
    };
    const NativeContext = window.AudioContext;
    window.AudioContext = class extends NativeContext {
      constructor(...args: ConstructorParameters<typeof AudioContext>) {
        super(...args);
        contexts.push(this);
      }
    };
    const NativeAudio = window.Audio;
    window.Audio = function (...args: ConstructorParameters<typeof Audio>) {
      (window as unknown as { __audioElements: number }).__audioElements += 1;
      return new NativeAudio(...args);
    } as unknown as typeof Audio;
  });
  await page.goto("/matchEvents");
  const { matchId } = await inPlayRowFarFromEnd(page);
  await expect.poll(async () => (await request.get("/api/sim/control/sockets")).json()).toMatchObject({ footballList: 1 });
  // Before any interaction a browser keeps audio from starting: a goal pops up silently, and the
  // page makes no audio context for it.
  expect((await request.post("/api/sim/control/goal", { data: { matchId, side: "home" } })).ok()).toBe(true);
  await expect(page.locator(`[data-testid="goal-popup"][data-goal-match-id="${matchId}"]`)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __contexts: AudioContext[] }).__contexts.length)).toBe(0);

  // A click: from then on goals ring.
  await page.mouse.click(5, 300);

  for (const side of ["home", "away"] as const) {
    const before = await page.evaluate(() => (window as unknown as { __tones: number[] }).__tones.length);
    expect((await request.post("/api/sim/control/goal", { data: { matchId, side } })).ok()).toBe(true);
    // Other matches of the sim may score meanwhile: this goal's chime is among the tones after it.
    await expect.poll(() => page.evaluate((from) => (window as unknown as { __tones: number[] }).__tones.slice(from), before)).toEqual(expect.arrayContaining([880, 1320]));
  }
  const heard = await page.evaluate(() => {
    const w = window as unknown as { __contexts: AudioContext[]; __audioElements: number };
    return { contexts: w.__contexts.length, state: w.__contexts[0]?.state, audioElements: w.__audioElements };
  });
  expect(heard).toEqual({ contexts: 1, state: "running", audioElements: 0 });
});
