// PLACEHOLDER: replaced by its feature's screen.
export function VerificationsTab() {
  return null;
}
