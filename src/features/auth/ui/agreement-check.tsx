import { Anchor, Checkbox } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { agreementLinksQuery, LINK_TYPE, linkPathOf } from "@/entities/agreement";
import { $form, formChanged } from "../model/form";

const AGREEMENT_TEXT = "我已阅读并同意《用户协议》和《隐私政策》";

/** 我已阅读并同意《用户协议》和《隐私政策》; the titles open the agreements in a new tab. */
export function AgreementCheck() {
  const [form, change] = useUnit([$form, formChanged]);
  const { data: links } = useQuery(agreementLinksQuery());
  const link = (href: string | undefined, title: string) => (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" inherit>
      {title}
    </Anchor>
  );
  return (
    <Checkbox
      size="xs"
      // Spelled out: the links inside the label would otherwise split the name with spaces.
      aria-label={AGREEMENT_TEXT}
      checked={form.checked}
      onChange={(event) => change({ checked: event.currentTarget.checked })}
      label={
        <>
          我已阅读并同意{link(linkPathOf(links, LINK_TYPE.USER_AGREEMENT), "《用户协议》")}和
          {link(linkPathOf(links, LINK_TYPE.PRIVACY_POLICY), "《隐私政策》")}
        </>
      }
    />
  );
}
