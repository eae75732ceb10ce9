import { Anchor, type AnchorProps } from "@mantine/core";
import { createLink, type LinkComponent } from "@tanstack/react-router";
import type { AnchorHTMLAttributes, Ref } from "react";

type MantineAnchorProps = Omit<AnchorProps, "href"> &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof AnchorProps> & {
    ref?: Ref<HTMLAnchorElement>;
  };

function MantineAnchor(props: MantineAnchorProps) {
  return <Anchor {...props} />;
}

const RouterAnchor = createLink(MantineAnchor);

/** A Mantine `Anchor` that navigates with the router: typed `to`, `params` and `search`. */
export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => <RouterAnchor {...props} />;
