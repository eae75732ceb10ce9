import { createTheme } from "@mantine/core";

// CJK fonts first so Chinese text uses a proper Chinese face on every platform.
const FONT_STACK =
  '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Hiragino Sans GB", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

export const theme = createTheme({
  // Pitch green: reads as "sport" and stays legible on the dark background.
  primaryColor: "green",
  primaryShade: { light: 7, dark: 6 },
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: "700" },
  defaultRadius: "md",
  cursorType: "pointer",
});
