// Loaded on the message box's first focus, or at the first send (use-message-draft.ts): zod and
// the shared rule stay off the pages that only show conversations
// (docs/decisions/0057-code-after-the-content.md).
export { sendMessageRequest } from '@fundi/shared';
