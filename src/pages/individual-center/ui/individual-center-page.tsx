// /individualCenter?type=N: the menu by role and the panel of the type (docs/product-rules.md
// "Individual center").
import { ForecastRecord, MyPredictionSchemes } from "@/widgets/prediction-schemes";
import { FootprintsPanel } from "./panels/footprints-panel";
import { MessagesPanel } from "./panels/messages-panel";
import { NoticesPanel } from "./panels/notices-panel";

export function IndividualCenterPage() {
  return (
    <main>
      <h1>个人中心</h1>
      <p>建设中</p>
      <ForecastRecord />
      <FootprintsPanel />
      <MessagesPanel />
      <NoticesPanel />
      <MyPredictionSchemes />
    </main>
  );
}
