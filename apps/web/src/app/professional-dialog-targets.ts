import type { ProfessionalService } from '@fundi/shared';
import type { Professional } from '../features/catalogue/catalogue-model';
import type { BookingDraft } from '../features/orders/booking-dialog';
import type { ChatSeller } from '../features/messages/chat-dialog';

/** What the booking dialog needs from a card's service. */
export function bookingOf(professional: Professional, service: ProfessionalService): BookingDraft {
  return {
    serviceId: service.serviceId,
    sellerId: professional.sellerId,
    sellerName: professional.name,
    serviceTitle: service.title,
    price: service.price,
    isSellerVerified: professional.verified,
  };
}

/** Whom the chat dialog writes to, from a card. */
export function chatOf(professional: Professional): ChatSeller {
  return { id: professional.sellerId, name: professional.name, image: professional.profilePhoto };
}
