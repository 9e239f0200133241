// PLACEHOLDER: replaced by its feature's screen.
export function ContactMessagesTab() {
  return null;
}
