// PLACEHOLDER: replaced by its feature's screen.
export function DisputePage() {
  return null;
}
