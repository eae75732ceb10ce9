// The header's background opacity, following the window scroll only where it can change (home,
// above HEADER_OPAQUE_AT_PX). Elsewhere nothing listens and nothing reads the scroll position:
// reading window.scrollY forces a style and layout pass, and on the list pages that pass landed
// right after the first rows were committed (~20 ms of the first load), and a scroll listener
// that re-rendered the header cost a forced layout per frame.
import { useWindowScrollDerived } from "@/shared/lib/window-scroll";
import { headerBackdropOpacity } from "../lib/header-backdrop";

// Past the threshold the value stays 1, so React bails out of the re-render.
const homeOpacity = (scrollY: number) => headerBackdropOpacity(scrollY, true);
const opaque = () => 1;

export const useBackdropOpacity = (isHome: boolean): number => useWindowScrollDerived(isHome ? homeOpacity : opaque, isHome);
