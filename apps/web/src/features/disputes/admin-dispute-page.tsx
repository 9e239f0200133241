// PLACEHOLDER: replaced by its feature's screen.
export function AdminDisputePage() {
  return null;
}
