// QA record and replay in a real Chromium against the production build and the sim: with ?qa=1
// the page records the socket's frames while goals are scored and a match is finished (its record
// fetched again); the QA panel exports the recording (a download) with the state hash of the
// lists at that moment; a new page imports the file, replays it in place of its live socket, as
// fast as possible and at 1×, ends at exactly that hash each time, then goes back live. A file
// that is not a recording is refused with a message and changes nothing.
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { watchTodayListReplies } from "./today-list-replies";

async function openWithQa(page: Page, request: APIRequestContext) {
  // The events below wait for today's second list reply: a match's refreshed record still in
  // flight when it lands is dropped.
  const todayList = watchTodayListReplies(page);
  await page.goto("/matchEvents?qa=1");
  await expect(page.locator('[data-match-id][data-status="going"]').first()).toBeVisible();
  const panel = page.getByRole("dialog", { name: "QA 面板：录制与回放" });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("qa-connection")).toHaveText("已连接");
  await expect.poll(async () => ((await (await request.get("/api/sim/control/sockets")).json()) as { footballList: number }).footballList).toBeGreaterThan(0);
  await todayList.bothApplied();
  return panel;
}

const hashLine = /^[0-9a-f]{64}$/;

test("?qa=1 exports a recording; a new page imports it, replays it and reaches the same hash", async ({ page, context, request }) => {
  const panel = await openWithQa(page, request);

  // Frames arrive (the sim's clock pushes, plus two goals a tester scores).
  const going = page.locator('[data-match-id][data-status="going"]');
  for (const [index, side] of [[0, "home"], [1, "away"]] as const) {
    const matchId = Number(await going.nth(index).getAttribute("data-match-id"));
    expect((await request.post("/api/sim/control/goal", { data: { matchId, side } })).ok()).toBe(true);
  }
  // A full-time the tester forces: the list asks the server for the match's record (matchInfo),
  // which the recording keeps as a refreshed line. The wait is for that match's call: the sim's
  // own kick-offs and VAR reviews ask for other matches' records meanwhile.
  const finished = Number(await going.nth(2).getAttribute("data-match-id"));
  const refreshed = page.waitForResponse(
    (res) => res.url().endsWith("/v1/football/matchInfo") && res.ok() && (res.request().postDataJSON() as { matchId?: number } | null)?.matchId === finished,
  );
  expect((await request.post("/api/sim/control/status", { data: { matchId: finished, statusId: 8 } })).ok()).toBe(true);
  await refreshed;
  await page.waitForTimeout(300);
  await expect(panel.getByTestId("qa-recorded")).toContainText(/共收到 \d+ 帧/);
  await expect.poll(async () => Number((await panel.getByTestId("qa-recorded").innerText()).match(/共收到 ([\d,]+) 帧/)?.[1]?.replace(/,/g, "") ?? 0)).toBeGreaterThan(2);

  // The inspector decodes a frame: a goal is a code 12 with its score object.
  await panel.getByLabel("代码").fill("12");
  await panel.getByRole("button", { name: /· 12 足球比分 ·/ }).first().click();
  await expect(panel.getByTestId("qa-frame-json")).toContainText('"scoreObj"');

  const downloading = page.waitForEvent("download");
  await panel.getByTestId("qa-export").click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kanqiu-recording-\d{8}-\d{6}\.jsonl$/);
  const path = await download.path();
  const lines = readFileSync(path, "utf8").trimEnd().split("\n");
  const header = JSON.parse(lines[0]!) as { kanqiuRecording: number; snapshot: { football: unknown[]; basketball: unknown[] } };
  expect(header.kanqiuRecording).toBe(1);
  expect(header.snapshot.football.length).toBeGreaterThan(1000);
  const { stateHash } = JSON.parse(lines.at(-1)!) as { stateHash: string };
  expect(stateHash).toMatch(hashLine);
  expect(lines.length).toBeGreaterThan(4);
  expect(lines.some((line) => line.includes(`"refreshed":{"sport":"football","match":{"matchId":${finished},`))).toBe(true);
  await expect(panel.getByTestId("qa-exported")).toContainText(stateHash.slice(0, 16));

  // A new page, live on its own, replays the file in place of its socket.
  const second = await context.newPage();
  const replayPanel = await openWithQa(second, request);
  await replayPanel.getByTestId("qa-import").setInputFiles(path);
  await expect(replayPanel.getByTestId("qa-file")).toContainText("含列表快照");
  await replayPanel.getByText("最快").click();
  await replayPanel.getByTestId("qa-replay-start").click();
  await expect(replayPanel.getByTestId("qa-connection")).toHaveText("回放中，实时连接已断开");
  await expect(replayPanel.getByTestId("qa-final-hash")).toHaveText(stateHash);
  await expect(replayPanel.getByTestId("qa-hash-match")).toHaveText("与文件中的状态哈希一致");
  await expect(replayPanel.getByTestId("qa-state-hash")).toHaveText(stateHash);

  // Played again from the start at 1×, on the recording's clock: the same hash.
  await replayPanel.getByText("1×", { exact: true }).click();
  await replayPanel.getByRole("button", { name: "从头播放" }).click();
  await expect(replayPanel.getByTestId("qa-replay-status")).toContainText("播放中");
  await expect(replayPanel.getByTestId("qa-final-hash")).toHaveText(stateHash, { timeout: 45_000 });

  await replayPanel.getByTestId("qa-replay-leave").click();
  await expect(replayPanel.getByTestId("qa-connection")).toHaveText("已连接");
  await second.close();
});

test("a file that is not a recording is refused in the panel, and the live connection stays", async ({ page, request }) => {
  const panel = await openWithQa(page, request);
  await panel.getByTestId("qa-import").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("比分截图说明\n第二行\n") });
  await expect(panel.getByTestId("qa-import-error")).toContainText("第 1 行：不是 JSON，这不是录制文件");
  await expect(panel.getByTestId("qa-replay-start")).toHaveCount(0);
  await expect(panel.getByTestId("qa-connection")).toHaveText("已连接");
});
