import { SearchPage } from '../features/catalogue/search-page';
import { bookingOf, chatOf } from './professional-dialog-targets';
import { useBookingAndChat } from './booking-and-chat';

/** /search with its Book and Chat dialogs. */
export function SearchRoute() {
  const { book, chat, dialogs } = useBookingAndChat();
  return (
    <>
      <SearchPage onBook={(professional, service) => book(bookingOf(professional, service))} onChat={(professional) => chat(chatOf(professional))} />
      {dialogs}
    </>
  );
}
