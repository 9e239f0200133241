// PLACEHOLDER: replaced by its feature's screen.
export function DisputesTab() {
  return null;
}
