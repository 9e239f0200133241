import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { OrderCardHandlers, OrderChatSeller } from '../features/orders/order-card';

// Features never import each other, so the order cards only say "chat with this seller"; this
// file opens the messages feature's chat dialog. Its code downloads on the first Chat with Seller.
const ChatDialog = lazy(() => import('../features/messages/chat-dialog').then((module) => ({ default: module.ChatDialog })));

/** What the dashboard and the orders page hand to their order cards, and the dialog it opens. */
export function useOrderCompanions(): { handlers: OrderCardHandlers; dialogs: ReactNode } {
  const [chatSeller, setChatSeller] = useState<OrderChatSeller | null>(null);
  return {
    handlers: { onChat: setChatSeller },
    dialogs: (
      <Suspense fallback={null}>
        {chatSeller && <ChatDialog seller={chatSeller} onClose={() => setChatSeller(null)} />}
      </Suspense>
    ),
  };
}
