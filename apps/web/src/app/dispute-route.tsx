import { DisputePage } from '../features/disputes/dispute-page';

/** /orders/:orderId/dispute: the buyer's report and both sides' statements. */
export function DisputeRoute() {
  return <DisputePage />;
}
