import { colorsTuple, createTheme, DEFAULT_THEME, type CSSVariablesResolver, type MantineColorsTuple } from "@mantine/core";

// CJK fonts first so Chinese text uses a proper Chinese face on every platform.
const FONT_STACK =
  '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Hiragino Sans GB", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** A Mantine palette with some of its shades replaced (index → colour). */
const withShades = (palette: MantineColorsTuple, shades: Readonly<Record<number, string>>): MantineColorsTuple =>
  colorsTuple(palette.map((colour, index) => shades[index] ?? colour));

// The palette keeps every text at WCAG AA (4.5:1) on the dark theme's surfaces (dark-6 to dark-9):
// - pitch: Mantine's green, with shades 8 and 9 deep enough that white text on a filled button
//   reads at 5.4:1 (Mantine's 6, the old filled shade, gave 2.4:1). Text drawn in the primary
//   colour on a dark surface uses the light shades: --app-accent below (shade 5, 6.6:1 and up).
// - dark-2, the dimmed text colour: #9e9e9e instead of #828282 (5.1:1 on cards, 6.2:1 on the
//   footer, where #828282 gave 3.5:1 and 4.3:1).
const pitch = withShades(DEFAULT_THEME.colors.green, { 8: "#237a36", 9: "#1b6b30" });
const dark = withShades(DEFAULT_THEME.colors.dark, { 2: "#9e9e9e" });

/** Names for the controls Mantine draws as bare icons, so a screen reader can say what they do. */
const PAGINATION_CONTROL_LABELS = { first: "第一页", previous: "上一页", next: "下一页", last: "最后一页" } as const;

export const theme = createTheme({
  colors: { pitch, dark },
  // Pitch green: reads as "sport"; filled surfaces use its deep shade so white text on them reads.
  primaryColor: "pitch",
  primaryShade: { light: 8, dark: 8 },
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: "700" },
  defaultRadius: "md",
  cursorType: "pointer",
  // Plain objects rather than Pagination.extend(...): naming the components here would pull their
  // code into the entry chunk, and only lazy pages use them.
  components: {
    Pagination: {
      defaultProps: { getControlProps: (control: keyof typeof PAGINATION_CONTROL_LABELS) => ({ "aria-label": PAGINATION_CONTROL_LABELS[control] }) },
    },
    // A closed select's dropdown is not kept in the page: kept (Mantine's default), floating-ui
    // positions every hidden dropdown as the page mounts, a forced layout per select (~35 ms of
    // the anchor desk's first render at 4× CPU, bench/README.md "twentieth session").
    Select: { defaultProps: { comboboxProps: { keepMounted: false } } },
    // Every toast's close button (shared/lib/notify shows them through Mantine's notifications).
    Notification: { defaultProps: { closeButtonProps: { "aria-label": "关闭" } } },
  },
});

/**
 * The app's own CSS variables, beside Mantine's (MantineProvider's cssVariablesResolver):
 * --app-accent, the primary colour as text, marks and focus rings draw it on the dark surfaces
 * (an active tab, the logo, a focused row), light enough to read there.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { "--app-accent": "var(--mantine-primary-color-5)" },
  light: {},
  dark: {},
});
