import { matchPath, Route, Routes } from 'react-router';
import { preloadSignInOptions } from '../features/auth/api/get-sign-in-options';
import { paths } from '../lib/paths';
import { RedirectIfSignedIn, RequireAdmin, RequireSession } from './guards';
import { AppLayout } from './layout/app-layout';
import { lazyPage } from './lazy-page';
import { ScrollToTop } from './scroll-to-top';

const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage');
// These two wait for the sign-in options before their first paint: asked while the code loads.
const LoginPage = lazyPage(() => {
  preloadSignInOptions();
  return import('../features/auth/login-page');
}, 'LoginPage');
const SignupPage = lazyPage(() => {
  preloadSignInOptions();
  return import('../features/auth/signup-page');
}, 'SignupPage');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage');
const GoogleCallbackPage = lazyPage(() => import('../features/auth/google-callback-page'), 'GoogleCallbackPage');
const ServicesPage = lazyPage(() => import('../features/catalogue/services-page'), 'ServicesPage');
const CategoryRoute = lazyPage(() => import('./category-route'), 'CategoryRoute');
const SearchRoute = lazyPage(() => import('./search-route'), 'SearchRoute');
const ProRoute = lazyPage(() => import('./pro-route'), 'ProRoute');
const AboutPage = lazyPage(() => import('../features/about/about-page'), 'AboutPage');
const ContactPage = lazyPage(() => import('../features/contact/contact-page'), 'ContactPage');
const BecomeSellerPage = lazyPage(() => import('../features/sellers/become-seller-page'), 'BecomeSellerPage');
const AddServicePage = lazyPage(() => import('../features/sellers/add-service-page'), 'AddServicePage');
const MyServicesPage = lazyPage(() => import('../features/sellers/my-services-page'), 'MyServicesPage');
const DashboardRoute = lazyPage(() => import('./dashboard-route'), 'DashboardRoute');
const MessagesPage = lazyPage(() => import('../features/messages/messages-page'), 'MessagesPage');
const ProfileRoute = lazyPage(() => import('./profile-route'), 'ProfileRoute');
const ConfirmEmailPage = lazyPage(() => import('../features/profile/confirm-email-page'), 'ConfirmEmailPage');
const UndoEmailChangePage = lazyPage(() => import('../features/profile/undo-email-change-page'), 'UndoEmailChangePage');
const OrdersRoute = lazyPage(() => import('./orders-route'), 'OrdersRoute');
const SettingsPage = lazyPage(() => import('../features/settings/settings-page'), 'SettingsPage');
const LegalPage = lazyPage(() => import('../features/legal/legal-page'), 'LegalPage');
const BlogPage = lazyPage(() => import('../features/company/blog-page'), 'BlogPage');
const CareersPage = lazyPage(() => import('../features/company/careers-page'), 'CareersPage');
const NotFoundPage = lazyPage(() => import('../features/not-found/not-found-page'), 'NotFoundPage');
const DisputeRoute = lazyPage(() => import('./dispute-route'), 'DisputeRoute');
const AdminRoute = lazyPage(() => import('./admin-route'), 'AdminRoute');

/**
 * The public pages the server sends as HTML with their content (docs/decisions/0056-pages-sent-as-html.md),
 * each with the page whose code must be loaded before that HTML is hydrated. The server asks
 * the same list (apps/web/src/server-render) which addresses it renders.
 */
type PageList = ReadonlyArray<readonly [path: string, page: { preload: () => Promise<void> }]>;

const serverRenderedPages: PageList = [
  [paths.home, HomePage],
  [paths.login, LoginPage],
  [paths.signup, SignupPage],
  [paths.services, ServicesPage],
  [`${paths.services}/:categoryId`, CategoryRoute],
  [paths.search, SearchRoute],
  [`${paths.pros}/:sellerId`, ProRoute],
  [paths.about, AboutPage],
  [paths.contact, ContactPage],
  [paths.terms, LegalPage],
  [paths.privacy, LegalPage],
  [paths.cookies, LegalPage],
  [paths.blog, BlogPage],
  [paths.careers, CareersPage],
];

/** The page of a server-rendered address, or undefined for an address the browser renders alone. */
export function findServerRenderedPage(pathname: string): PageList[number][1] | undefined {
  return findIn(serverRenderedPages, pathname);
}

/**
 * The signed-in pages most visits open on (their chunks come with the entry when a session is
 * saved, apps/web/build/route-preloads.ts). Loaded while the session is checked, such a page
 * renders at once after the check, without a skeleton and a second render.
 */
const signedInPages: PageList = [
  [paths.dashboard, DashboardRoute],
  [paths.orders, OrdersRoute],
  [paths.messages, MessagesPage],
  [paths.profile, ProfileRoute],
  [paths.settings, SettingsPage],
  [paths.myServices, MyServicesPage],
];

/** The page of one of those addresses, or undefined. */
export function findSignedInPage(pathname: string): PageList[number][1] | undefined {
  return findIn(signedInPages, pathname);
}

function findIn(pages: PageList, pathname: string): PageList[number][1] | undefined {
  return pages.find(([path]) => matchPath(path, pathname))?.[1];
}

/**
 * The route table of docs/product.md §2, plus the footer's static pages and a catch-all.
 * Every page renders inside AppLayout, which gives it the navigation bar, the footer,
 * a skeleton while its code downloads and an error fallback (the spec asks for one on
 * /dashboard, /messages and /settings; every page gets one).
 */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route element={<AppLayout />}>
          <Route path={paths.home} element={<HomePage />} />
          <Route element={<RedirectIfSignedIn />}>
            <Route path={paths.login} element={<LoginPage />} />
            <Route path={paths.signup} element={<SignupPage />} />
          </Route>
          <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
          <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
          {/* Public: an e-mailed link may be opened on a device that is not signed in. */}
          <Route path={paths.confirmEmail} element={<ConfirmEmailPage />} />
          <Route path={paths.undoEmailChange} element={<UndoEmailChangePage />} />
          <Route path={paths.googleCallback} element={<GoogleCallbackPage />} />
          <Route path={paths.services} element={<ServicesPage />} />
          <Route path={`${paths.services}/:categoryId`} element={<CategoryRoute />} />
          <Route path={paths.search} element={<SearchRoute />} />
          <Route path={`${paths.pros}/:sellerId`} element={<ProRoute />} />
          <Route path={paths.about} element={<AboutPage />} />
          <Route path={paths.contact} element={<ContactPage />} />
          <Route path={paths.becomeSeller} element={<BecomeSellerPage />} />
          <Route element={<RequireSession />}>
            <Route path={paths.dashboard} element={<DashboardRoute />} />
            <Route path={paths.myServices} element={<MyServicesPage />} />
            <Route path={paths.messages} element={<MessagesPage />} />
            <Route path={paths.addService} element={<AddServicePage />} />
            <Route path={paths.profile} element={<ProfileRoute />} />
            <Route path={paths.orders} element={<OrdersRoute />} />
            <Route path={paths.settings} element={<SettingsPage />} />
            <Route path={`${paths.orders}/:orderId/dispute`} element={<DisputeRoute />} />
            <Route element={<RequireAdmin notFound={<NotFoundPage />} />}>
              <Route path={`${paths.admin}/*`} element={<AdminRoute />} />
            </Route>
          </Route>
          <Route path={paths.terms} element={<LegalPage document="terms" />} />
          <Route path={paths.privacy} element={<LegalPage document="privacy" />} />
          <Route path={paths.cookies} element={<LegalPage document="cookies" />} />
          <Route path={paths.blog} element={<BlogPage />} />
          <Route path={paths.careers} element={<CareersPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </>
  );
}
