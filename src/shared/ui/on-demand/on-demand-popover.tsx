// A trigger (a toolbar button, a tab link) whose popover or menu downloads the first time it is
// asked for, and opens then: clicked, or for a hover menu hovered or focused. The trigger is on
// screen from the start and stays the same node while the code downloads; the loaded popover then
// renders the same trigger element as its target. That target is a new node, so when the trigger
// had the focus as it asked, the focus moves on to the new node instead of falling to the page.
import {
  cloneElement,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type Ref,
} from "react";
import { createOnDemand } from "./on-demand";

export interface OnDemandPopoverProps {
  /** The trigger, for the popover to render as its target (Popover.Target, Menu.Target). */
  target: ReactElement;
  /**
   * Whether it is open, and its changes (Mantine's `opened` / `onChange`): it mounts when the user
   * asked for it and opens right after, so it opens at once.
   */
  opened: boolean;
  onChange: (opened: boolean) => void;
}

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
}

/** What asks for the popover: a click (a settings button), or hover and focus (a hover menu). */
export type AskedBy = "click" | "hover";

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") ref(value);
  else if (ref) ref.current = value;
}

const focusIsLost = () => document.activeElement === null || document.activeElement === document.body;

type LoadedProps<P> = P & { onArrival: () => void };

export function createOnDemandPopover<P extends OnDemandPopoverProps>(load: () => Promise<ComponentType<P>>, askedBy: AskedBy = "click") {
  // Mounted closed, then opened on arrival: opened from the start (defaultOpened), a popover
  // records no element to return the focus to, and Escape would leave the focus on the page.
  const Loaded = createOnDemand(() =>
    load().then((Popover) => {
      function OpenedOnArrival({ onArrival, ...props }: LoadedProps<P>) {
        useEffect(onArrival, [onArrival]);
        return <Popover {...(props as unknown as P)} />;
      }
      return OpenedOnArrival;
    }),
  );

  function OnDemandPopover({ trigger, ...props }: Omit<P, keyof OnDemandPopoverProps> & { trigger: ReactElement<TriggerProps> }) {
    const [wanted, setWanted] = useState(false);
    // Controlled here: a controlled Mantine Popover leaves the toggling to its trigger.
    const [opened, setOpened] = useState(false);
    const arrived = useCallback(() => setOpened(true), []);
    // Whether the trigger had the focus when it asked: the loaded trigger then takes it.
    const keepFocus = useRef(false);
    const own = trigger.props;

    /** Starts the download on the first ask; false once it is loaded. */
    const ask = (event: MouseEvent<HTMLElement> | FocusEvent<HTMLElement>) => {
      if (wanted) return false;
      keepFocus.current = document.activeElement === event.currentTarget;
      // A transition: the trigger stays on screen, as it is, while the code downloads.
      startTransition(() => setWanted(true));
      return true;
    };
    // A hover menu opens and closes itself through onChange (Menu.Target's own handlers).
    const handlers: TriggerProps =
      askedBy === "click"
        ? {
            onClick: (event) => {
              own.onClick?.(event);
              if (!ask(event)) setOpened((open) => !open);
            },
          }
        : {
            onMouseEnter: (event) => {
              own.onMouseEnter?.(event);
              ask(event);
            },
            onFocus: (event) => {
              own.onFocus?.(event);
              ask(event);
            },
          };

    // Stable, so each runs once per new node. The plain trigger (shown again, should a download
    // ever suspend outside a transition) takes the focus back too; the loaded one keeps it.
    const plainRef = useCallback(
      (node: HTMLElement | null) => {
        setRef(own.ref, node);
        if (node && keepFocus.current && focusIsLost()) node.focus();
      },
      [own.ref],
    );
    const targetRef = useCallback(
      (node: HTMLElement | null) => {
        setRef(own.ref, node);
        if (node && keepFocus.current && focusIsLost()) node.focus();
        if (node) keepFocus.current = false;
      },
      [own.ref],
    );

    const target = cloneElement(trigger, { ...handlers, ref: targetRef });
    const loadedProps = { ...props, target, opened, onChange: setOpened, onArrival: arrived } as unknown as LoadedProps<P>;
    return <Loaded {...loadedProps} wanted={wanted} fallback={cloneElement(trigger, { ...handlers, ref: plainRef })} />;
  }
  return OnDemandPopover;
}
