// Follows the window scroll; re-renders only when the panel's visibility flips.
import { useEffect, useState } from "react";
import { isSidePanelVisible } from "../lib/side-panel-visible";

export function useSidePanelVisible(): boolean {
  const [visible, setVisible] = useState(() => isSidePanelVisible(window.scrollY));
  useEffect(() => {
    const update = () => setVisible(isSidePanelVisible(window.scrollY));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return visible;
}
