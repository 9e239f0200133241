// PLACEHOLDER: replaced by its feature's screen.
export function ActivityTab() {
  return null;
}
