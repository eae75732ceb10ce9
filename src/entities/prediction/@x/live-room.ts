// What the live-room entity may use of predictions: the prediction fields of its anchor rows.
export { predictionRecordShape } from "../api/prediction-schemas";
