// /personalHomepage?customId={id}: an anchor's homepage. A missing or malformed id names no anchor:
// the page says so and links home instead of asking the server.
import { Button } from "@mantine/core";
import { Link, useSearch } from "@tanstack/react-router";
import { parseCustomId } from "@/entities/anchor";
import { ROUTES } from "@/shared/routes";
import { AnchorHomepage } from "./anchor-homepage";
import { PageState } from "./page-state";

export function PersonalHomepagePage() {
  const search: { customId?: string } = useSearch({ strict: false });
  const customId = parseCustomId(search.customId);
  if (customId === null) {
    return (
      <PageState
        title="没有找到这位主播"
        text="链接里缺少主播编号或格式不对，请从直播间、搜索或推荐里重新进入主播主页。"
        action={
          <Button renderRoot={(props) => <Link to={ROUTES.home.path} {...props} />} variant="light">
            返回首页
          </Button>
        }
      />
    );
  }
  return <AnchorHomepage key={customId} customId={customId} />;
}
