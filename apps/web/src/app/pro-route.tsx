import { ProPage } from '../features/pros/pro-page';
import { useBookingAndChat } from './booking-and-chat';

/** /pros/{id} with its Book and Chat dialogs. */
export function ProRoute() {
  const { book, chat, dialogs } = useBookingAndChat();
  return (
    <>
      <ProPage
        onBook={(professional, service) =>
          book({
            serviceId: service.serviceId,
            sellerId: professional.id,
            sellerName: professional.name,
            serviceTitle: service.title,
            price: service.price,
            isSellerVerified: professional.verified,
          })
        }
        onChat={(professional) => chat({ id: professional.id, name: professional.name, image: professional.profilePhoto })}
      />
      {dialogs}
    </>
  );
}
