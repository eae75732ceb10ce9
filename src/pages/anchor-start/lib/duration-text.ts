// Time on air as the anchor reads it: 2小时5分, 12分钟, 不足1分钟.
export function durationText(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes < 1) return "不足1分钟";
  const hours = Math.floor(minutes / 60);
  if (hours === 0) return `${minutes}分钟`;
  return minutes % 60 === 0 ? `${hours}小时` : `${hours}小时${minutes % 60}分`;
}
