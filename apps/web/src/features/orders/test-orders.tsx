import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Order, OrdersResponse, User } from '@fundi/shared';
import { ToastProvider } from '../../components/ui/toast';
import { setSession } from '../../lib/session';
import { makeAccessToken, makeUser } from '../../test/fixtures';

// Test data in the shape GET /api/orders answers with, and a render with the app's providers.

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: '1a2b3c4d-5e6f-4a5b-8c7d-9e0f1a2b3c4d',
    serviceId: 'service-taps',
    serviceTitle: 'Emergency plumbing call-out',
    service: { id: 'service-taps', title: 'Emergency plumbing call-out' },
    status: 'PENDING',
    role: 'buyer',
    // 12:30 UTC is 3:30 PM in Nairobi.
    createdAt: '2025-01-05T12:30:00.000Z',
    updatedAt: '2025-01-05T12:30:00.000Z',
    bookingDate: '2025-01-08',
    price: 2500,
    sellerId: 'seller-joseph',
    sellerName: 'Joseph Otieno',
    sellerImage: null,
    buyerId: 'buyer-amina',
    buyer: { id: 'buyer-amina', name: 'Amina Wanjiru' },
    seller: { id: 'seller-joseph', name: 'Joseph Otieno' },
    reviewed: false,
    payment: makePayment(),
    ...overrides,
  };
}

type Payment = NonNullable<Order['payment']>;

/** A held payment of KSh 2,500 from the simulated provider, as the lists answer with it. */
export function makePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    status: 'HELD',
    amount: 2500,
    fee: 0,
    provider: 'simulated',
    transactionId: 'SIM-1',
    receipt: null,
    phone: null,
    failureReason: null,
    failureCode: null,
    releaseAt: null,
    settledAt: null,
    ...overrides,
  };
}

/** `count` orders with distinct ids (first 8 characters differ too). */
export function makeOrders(count: number, overrides: Partial<Order> = {}): Order[] {
  return Array.from({ length: count }, (_, index) =>
    makeOrder({ id: `${String(index).padStart(8, '0')}-0000-4000-8000-000000000000`, ...overrides }),
  );
}

export function ordersPage(orders: Order[], { total = orders.length, nextCursor = null }: Partial<OrdersResponse> = {}): OrdersResponse {
  return { orders, total, nextCursor };
}

export const buyer = makeUser({ id: 'buyer-amina', name: 'Amina Wanjiru', role: 'buyer', isSeller: false });
export const seller = makeUser({ id: 'seller-joseph', name: 'Joseph Otieno', role: 'both', isSeller: true });

/** Renders `ui` inside the app's providers (queries, toasts) and a router, signed in as `user`. */
export function renderSignedIn(ui: ReactElement, user: User = buyer) {
  setSession({ accessToken: makeAccessToken(), refreshToken: 'refresh', user });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter>{ui}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}
