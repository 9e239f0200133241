import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { servicesQueryKey } from '../features/catalogue/api/get-services';
import type { OrderCardHandlers, OrderChatSeller } from '../features/orders/order-card';

// Features never import each other, so the order cards only say "chat with this seller" and
// "a review was stored"; this file opens the messages feature's chat dialog and refreshes the
// catalogue's ratings. The chat's code downloads on the first Chat with Seller.
const ChatDialog = lazy(() => import('../features/messages/chat-dialog').then((module) => ({ default: module.ChatDialog })));

/** What the dashboard and the orders page hand to their order cards, and the dialog they open. */
export function useOrderCompanions(): { handlers: OrderCardHandlers; dialogs: ReactNode } {
  const queryClient = useQueryClient();
  const [chatSeller, setChatSeller] = useState<OrderChatSeller | null>(null);
  // A review moves the seller's rating and review count: every category's list is refetched
  // the next time it is shown, instead of after its 5 minutes.
  const onReviewed = useCallback(() => void queryClient.invalidateQueries({ queryKey: servicesQueryKey().slice(0, 1) }), [queryClient]);
  return {
    handlers: { onChat: setChatSeller, onReviewed },
    dialogs: (
      <Suspense fallback={null}>
        {chatSeller && <ChatDialog seller={chatSeller} onClose={() => setChatSeller(null)} />}
      </Suspense>
    ),
  };
}
