// PLACEHOLDER: replaced by its feature's screen.
export function UsersTab() {
  return null;
}
