// Predictions in a real Chromium against the production build and the sim: an anchor publishes a
// scheme on a match not yet started, sees it waiting (待开赛) on /forecast; the sim kicks the match
// off, scores and finishes it, and /forecastDetail shows the scheme locked and settled (红/黑 per
// pick), with the link to the anchor's 预测战绩 carrying forecastType.
import { expect, test } from "@playwright/test";
import { anchorPhone, dismissDownloadPrompts, passwordSignIn } from "./sign-in";

const SHOTS = "test-results/screenshots";

test.beforeEach(async ({ page }) => {
  await dismissDownloadPrompts(page);
});

test("a scheme is published before kick-off and shows as settled after the sim finishes the match", async ({ page, request }) => {
  test.setTimeout(90_000);
  await passwordSignIn(page, anchorPhone(10_007), { from: "/forecast" });
  await page.getByRole("button", { name: "发布预测" }).click();
  const form = page.getByRole("dialog", { name: "发布预测" });

  // The form's own checks, in Chinese, before any call.
  await form.getByRole("button", { name: "发布", exact: true }).click();
  await expect(form.getByRole("alert")).toHaveText("请至少选择1场比赛");

  await form.getByRole("combobox", { name: /选择比赛/ }).click();
  await page.getByRole("option").first().click();
  const draft = form.getByRole("list", { name: "已选比赛" }).getByRole("listitem");
  await expect(draft).toHaveCount(1);
  await draft.getByRole("button", { name: /^主胜 @\d+\.\d\d$/ }).click();
  await form.getByRole("textbox", { name: "方案标题" }).fill("今晚主胜稳胆");
  await form.getByRole("textbox", { name: "分析" }).fill("好");
  await form.getByRole("button", { name: "发布", exact: true }).click();
  await expect(form.getByRole("alert")).toHaveText("分析至少10个字");
  await form.getByRole("textbox", { name: "分析" }).fill("主队近五场主场全胜，客队伤停较多，看好主队拿下比赛。");
  await page.screenshot({ path: `${SHOTS}/forecast-publish-form.png`, fullPage: true });
  await form.getByRole("button", { name: "发布", exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText("发布成功")).toBeVisible();

  // Newest first: the new scheme heads the list, waiting for kick-off.
  const card = page.getByRole("article", { name: "今晚主胜稳胆" }).first();
  await expect(card).toBeVisible();
  await expect(card.getByText("待开赛", { exact: true })).toBeVisible();
  await expect(card.getByText("待开奖", { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/forecast-list-waiting.png` });
  const matchId = Number(await card.locator("[data-match]").first().getAttribute("data-match"));
  const detailHref = await card.getByRole("link", { name: "今晚主胜稳胆" }).getAttribute("href");
  expect(detailHref).toMatch(/^\/forecastDetail\?id=\d+$/);

  // The sim plays it: kick-off, two home goals, full time.
  expect((await request.post("/api/sim/control/status", { data: { matchId, statusId: 2 } })).ok()).toBe(true);
  await request.post("/api/sim/control/goal", { data: { matchId, side: "home" } });
  await request.post("/api/sim/control/goal", { data: { matchId, side: "home" } });
  const final = (await (await request.post("/api/sim/control/status", { data: { matchId, statusId: 8 } })).json()) as { homeScore: number[]; awayScore: number[] };
  const homeWon = final.homeScore[0]! > final.awayScore[0]!;

  await page.goto(detailHref!);
  await expect(page.getByRole("heading", { name: "今晚主胜稳胆" })).toBeVisible();
  await expect(page.getByText(homeWon ? "红" : "黑", { exact: true }).first()).toBeVisible();
  const pick = page.getByRole("list", { name: "预测场次" }).getByRole("listitem");
  await expect(pick).toContainText(`${final.homeScore[0]} - ${final.awayScore[0]}`);
  await expect(pick.locator("[data-result]")).toHaveText(homeWon ? "红" : "黑");
  await expect(page.getByText(/^锁定于 \d\d-\d\d \d\d:\d\d$/)).toBeVisible();
  await expect(page.getByText(/^结算于 \d\d-\d\d \d\d:\d\d$/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/forecast-detail-settled.png`, fullPage: true });

  // The anchor's own scheme links to its record, carrying forecastType (1: one pick).
  await page.getByRole("link", { name: "查看我的预测战绩" }).click();
  await expect(page).toHaveURL(/\/individualCenter\?type=4&forecastType=1$/);
  const record = page.getByRole("region", { name: "预测战绩" });
  await expect(record.getByTestId("forecast-record")).toContainText(/^命中率 (\d+%|--) · 红 \d+ · 黑 \d+ · 共 \d+ 个方案$/);
  await expect(record.getByRole("link", { name: "今晚主胜稳胆" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/forecast-record.png`, fullPage: true });

  // 我的预测 lists it too.
  await page.goto("/individualCenter?type=8");
  await expect(page.getByRole("region", { name: "我的预测" }).getByRole("article", { name: "今晚主胜稳胆" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/forecast-my-predictions.png`, fullPage: true });
});
