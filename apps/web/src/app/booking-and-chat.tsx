import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { BookingDraft } from '../features/orders/booking-dialog';
import type { ChatSeller } from '../features/messages/chat-dialog';

// Features never import each other, so a page listing professionals (a category, the search, a
// professional's own page) only says "book this" or "chat with them", and its route opens the
// orders and messages features' dialogs through this hook. Their code (and the schemas they
// validate with) downloads at the visitor's first touch, scroll or key on the page: by the time
// a finger reaches Book it is there, yet a visitor who only looks never pays for it, and the
// page's first seconds on a slow phone stay free.
const loadBookingDialog = () => import('../features/orders/booking-dialog');
const loadChatDialog = () => import('../features/messages/chat-dialog');
const BookingDialog = lazy(() => loadBookingDialog().then((module) => ({ default: module.BookingDialog })));
const ChatDialog = lazy(() => loadChatDialog().then((module) => ({ default: module.ChatDialog })));
const firstInteractions = ['pointerdown', 'touchstart', 'keydown', 'scroll'] as const;

/** `book` and `chat` open the dialogs; `dialogs` goes beside the page. */
export function useBookingAndChat(): { book: (draft: BookingDraft) => void; chat: (seller: ChatSeller) => void; dialogs: ReactNode } {
  const [booking, setBooking] = useState<BookingDraft | null>(null);
  const [chatting, setChatting] = useState<ChatSeller | null>(null);

  useEffect(() => {
    const load = () => {
      void loadBookingDialog();
      void loadChatDialog();
    };
    for (const event of firstInteractions) window.addEventListener(event, load, { once: true, passive: true });
    return () => {
      for (const event of firstInteractions) window.removeEventListener(event, load);
    };
  }, []);

  const dialogs = (
    <Suspense fallback={null}>
      {booking && <BookingDialog booking={booking} onClose={() => setBooking(null)} />}
      {chatting && <ChatDialog seller={chatting} onClose={() => setChatting(null)} />}
    </Suspense>
  );
  return { book: setBooking, chat: setChatting, dialogs };
}
