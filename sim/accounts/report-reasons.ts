// Complaint reasons: GET /dict/getFromType?type=reportReason lists them and
// /v1/personal/report/account's reasonList must pick from their ids.

export const REPORT_REASONS = [
  { id: 1, value: "1", label: "色情低俗" },
  { id: 2, value: "2", label: "政治敏感" },
  { id: 3, value: "3", label: "违法犯罪" },
  { id: 4, value: "4", label: "辱骂攻击" },
  { id: 5, value: "5", label: "虚假诈骗" },
  { id: 6, value: "6", label: "侵犯隐私" },
  { id: 7, value: "7", label: "垃圾广告" },
  { id: 8, value: "8", label: "其他" },
] as const;

export const isReportReason = (id: number) => REPORT_REASONS.some((r) => r.id === id);
