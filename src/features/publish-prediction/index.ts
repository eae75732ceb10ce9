// 发布预测: an anchor publishes a prediction scheme (docs/product-rules.md "Predictions").
export { PublishPredictionButton } from "./ui/publish-prediction-button";
