// /matchEvents in a real Chromium against the production build and the sim: today's football
// list grouped by status, and a score pushed over the socket landing on the page without reload.
import { expect, test } from "@playwright/test";
import { inPlayRowFarFromEnd } from "./in-play-row";
import { workerNames } from "./worker-names";

const SECTIONS = ["going", "noStart", "nextDay", "other", "finish"] as const;

test("today's football list shows more than 1,000 matches grouped by status", async ({ page }) => {
  await page.goto("/matchEvents");
  const list = page.getByTestId("football-list");
  await expect(list).toBeVisible();

  // The summary line is one render: its section counts add up to its total.
  const snapshot = await page.getByTestId("section-summary").evaluate((summary) =>
    Object.fromEntries(
      [...summary.querySelectorAll<HTMLElement>("[data-count]")].map((el) => [el.dataset.testid, Number(el.dataset.count)]),
    ),
  );
  const total = snapshot["summary-total"]!;
  expect(total).toBeGreaterThan(1000);
  // Which sections have matches depends on the hour (none finished yet just after midnight, none
  // left to start late at night); a day of 3,000 always spreads over several.
  expect(SECTIONS.filter((section) => (snapshot[`summary-${section}`] ?? 0) > 0).length).toBeGreaterThanOrEqual(2);
  const sectionSum = SECTIONS.reduce((sum, section) => sum + (snapshot[`summary-${section}`] ?? 0), 0);
  expect(sectionSum).toBe(total);

  // Section headers are virtual rows: scrolling less than a viewport at a time brings every
  // section the summary lists into the DOM.
  const expected = SECTIONS.filter((section) => (snapshot[`summary-${section}`] ?? 0) > 0);
  const seen = new Set<string>();
  // The page grows as rows with notes are measured on the way down, so its height is read anew at
  // each step (a short last section, e.g. a few finished matches after midnight, sits at the very end).
  const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= (await pageHeight()) && seen.size < expected.length; y += 600) {
    // Two frames after the scroll, the virtual rows for that position are in the DOM.
    await page.evaluate(
      (top) =>
        new Promise((resolve) => {
          window.scrollTo(0, top);
          requestAnimationFrame(() => requestAnimationFrame(resolve));
        }),
      y,
    );
    for (const section of expected) {
      if (!seen.has(section) && (await page.getByTestId(`count-${section}`).count()) > 0) seen.add(section);
    }
  }
  expect([...seen].sort()).toEqual([...expected].sort());

  // Every row under "in progress" carries an in-play status.
  await page.evaluate(() => window.scrollTo(0, 0));
  const goingRows = page.locator('[data-match-id][data-status="going"]');
  await expect(goingRows.first()).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "进行中" })).toBeVisible();
});

test("a goal pushed by the sim shows on the page without a reload, through the socket's worker", async ({ page, request }) => {
  await page.goto("/matchEvents");
  const { matchId, row } = await inPlayRowFarFromEnd(page);
  const score = row.getByTestId("score");
  const [home, away] = (await score.innerText()).split("-").map((part) => Number(part.trim()));

  // A marker on the window survives only if the page is not reloaded.
  await page.evaluate(() => Object.assign(window, { __noReload: true }));

  // Wait until the page's socket has subscribed the football list, then score.
  await expect.poll(async () => (await request.get("/api/sim/control/sockets")).json()).toMatchObject({ footballList: 1 });
  const goal = await request.post("/api/sim/control/goal", { data: { matchId, side: "home" } });
  expect(goal.ok()).toBe(true);

  const cell = page.locator(`[data-match-id="${matchId}"]`).getByTestId("score");
  await expect(cell).toHaveText(`${home! + 1} - ${away}`);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  // The socket runs in its worker, which hands the page its frames in batches.
  expect(await workerNames(page)).toContain("socket");
});

test("when the socket's worker cannot load, the socket opens on the page and goals still show", async ({ page, request }) => {
  // The worker is inlined (a blob URL): it fails as one that could not load, an error before its socket opened.
  await page.addInitScript(() => {
    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(options?.name === "socket" ? URL.createObjectURL(new Blob(["throw new Error('socket worker did not load')"], { type: "text/javascript" })) : url, options);
      }
    };
  });
  await page.goto("/matchEvents");
  const { matchId, row } = await inPlayRowFarFromEnd(page);
  const [home, away] = (await row.getByTestId("score").innerText()).split("-").map((part) => Number(part.trim()));

  await expect.poll(async () => (await request.get("/api/sim/control/sockets")).json()).toMatchObject({ footballList: 1 });
  expect((await request.post("/api/sim/control/goal", { data: { matchId, side: "away" } })).ok()).toBe(true);
  await expect(page.locator(`[data-match-id="${matchId}"]`).getByTestId("score")).toHaveText(`${home} - ${away! + 1}`);
  expect(await workerNames(page)).not.toContain("socket");
});
