// PLACEHOLDER: replaced by its feature's screen.
export function PaymentsTab() {
  return null;
}
