// Hover card around a row's teams. It opens after a short hover or on keyboard focus.
import { useEffect, useRef, useState, type ReactNode } from "react";
import type { Match } from "@/entities/match";
import { createOnDemand } from "@/shared/ui/on-demand";
import { withHandlers } from "./hover-target";

/** Long enough that sweeping the pointer down the list does not open a card on every row. */
const HOVER_CARD_OPEN_DELAY_MS = 300;

// The card's code (Mantine's HoverCard, the timeline and stat bars) downloads with the first card opened.
const OpenHoverCard = createOnDemand(() => import("./open-hover-card").then((module) => module.OpenHoverCard));

/**
 * A Mantine HoverCard per row cost 15-20 ms per fast-scroll frame, so a row only mounts one once
 * the pointer has rested on its teams for the open delay (or they get keyboard focus), opened,
 * and unmounts it again when it closes. A closed card holds no subscription either: rows mount
 * on every scroll frame.
 */
export function MatchHoverCard({ match, children }: { match: Match; children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (mounted) {
    return (
      <OpenHoverCard wanted fallback={withHandlers(children, {})} match={match} onClose={() => setMounted(false)}>
        {children}
      </OpenHoverCard>
    );
  }
  return withHandlers(children, {
    onPointerEnter: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setMounted(true), HOVER_CARD_OPEN_DELAY_MS);
    },
    onPointerLeave: () => clearTimeout(timer.current),
    onFocus: () => setMounted(true),
  });
}
