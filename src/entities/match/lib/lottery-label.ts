// Lottery issue labels (docs/product-rules.md "Numbers"): 101/201 weekday + number, 301/404
// 北单, 401 传足.
const WEEKDAYS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"];

const pad3 = (value: number) => String(value).padStart(3, "0");

export function lotteryIssueLabel(lotteryId: number, issueNum: number): string {
  if (lotteryId === 101 || lotteryId === 201) {
    const text = String(issueNum);
    const weekday = WEEKDAYS[Number(text[0]) - 1];
    if (weekday && text.length > 1) return `${weekday}${pad3(Number(text.slice(1)))}`;
    return pad3(issueNum);
  }
  if (lotteryId === 301 || lotteryId === 404) return `北单${pad3(issueNum)}`;
  if (lotteryId === 401) return `传足${pad3(issueNum)}`;
  return pad3(issueNum);
}
