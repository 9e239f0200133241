import { lazy, Suspense, useEffect, useState } from 'react';
import type { ProfessionalService } from '@fundi/shared';
import { CategoryPage } from '../features/catalogue/category-page';
import type { Professional } from '../features/catalogue/catalogue-model';

// Features never import each other, so the category page only says "book this" or "chat
// with them", and this file opens the orders and messages features' dialogs. Their code (and
// the schemas they validate with) downloads at the visitor's first touch, scroll or key on
// the page: by the time a finger reaches Book it is there, yet a visitor who only looks
// never pays for it, and the page's first seconds on a slow phone stay free.
const loadBookingDialog = () => import('../features/orders/booking-dialog');
const loadChatDialog = () => import('../features/messages/chat-dialog');
const BookingDialog = lazy(() => loadBookingDialog().then((module) => ({ default: module.BookingDialog })));
const ChatDialog = lazy(() => loadChatDialog().then((module) => ({ default: module.ChatDialog })));
const firstInteractions = ['pointerdown', 'touchstart', 'keydown', 'scroll'] as const;

/** /services/{category} with its Book and Chat dialogs. */
export function CategoryRoute() {
  const [booking, setBooking] = useState<{ professional: Professional; service: ProfessionalService } | null>(null);
  const [chat, setChat] = useState<Professional | null>(null);

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

  return (
    <>
      <CategoryPage onBook={(professional, service) => setBooking({ professional, service })} onChat={setChat} />
      <Suspense fallback={null}>
        {booking && (
          <BookingDialog
            booking={{
              serviceId: booking.service.serviceId,
              sellerId: booking.professional.sellerId,
              sellerName: booking.professional.name,
              serviceTitle: booking.service.title,
              price: booking.service.price,
              isSellerVerified: booking.professional.verified,
            }}
            onClose={() => setBooking(null)}
          />
        )}
        {chat && <ChatDialog seller={{ id: chat.sellerId, name: chat.name, image: chat.profilePhoto }} onClose={() => setChat(null)} />}
      </Suspense>
    </>
  );
}
