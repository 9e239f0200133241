import { CategoryPage } from '../features/catalogue/category-page';
import { bookingOf, chatOf } from './professional-dialog-targets';
import { useBookingAndChat } from './booking-and-chat';

/** /services/{category} with its Book and Chat dialogs. */
export function CategoryRoute() {
  const { book, chat, dialogs } = useBookingAndChat();
  return (
    <>
      <CategoryPage onBook={(professional, service) => book(bookingOf(professional, service))} onChat={(professional) => chat(chatOf(professional))} />
      {dialogs}
    </>
  );
}
